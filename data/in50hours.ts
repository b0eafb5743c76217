import { externalLinks } from "@/data/site";

/** §2 In50Hours page, §9: event on 23 February; Level 5 free, others INR 1000. */
export const in50hours = {
  eventDate: "23 February",
  registerHref: externalLinks.in50HoursTickets,
  intro:
    "In50Hours is a 50-hour sprint for builders: arrive with an idea, leave with a working prototype and a pitch that investors and mentors have already heard.",
  steps: [
    {
      title: "Pitch",
      text: "Open with a short pitch of the problem you want to solve. Mentors help you sharpen it and form a team around it.",
    },
    {
      title: "Prototype",
      text: "Spend the hours building: a working prototype, not slides. Mentors drop in to unblock you along the way.",
    },
    {
      title: "Get Funded",
      text: "Close with a demo to a panel. The strongest prototypes are considered for funding and incubation support.",
    },
  ],
  join: [
    {
      title: "Register",
      text: "Register Now on our ticketing partner's page and fill in your details.",
    },
    {
      title: "Get your ticket",
      text: "A confirmation mail with your ticket is sent to the address you registered with. Bring it on the day.",
    },
    {
      title: "Use your coupon",
      text: "Level 5 µLearners join free: type the coupon command in the challenge channel on the µLearn Discord to get your coupon, and apply it when you register.",
    },
  ],
  fees: [
    { who: "Level 5 µLearners", price: "Free", note: "with the coupon from the challenge channel" },
    { who: "Everyone else", price: "INR 1000", note: "a nominal fee" },
  ],
} as const;
