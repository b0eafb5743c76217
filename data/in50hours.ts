import type { ContentPage } from "@/data/content-types";
import { externalLinks } from "@/data/site";

const register = { label: "Register Now", href: externalLinks.in50HoursTickets, newWindow: true };

/** In50Hours: pitch, prototype, get funded; the event date, how to join and the fees. */
export const in50hoursPage = {
  actions: [register],
  note: "Event on 23 February",
  sections: [
    {
      kind: "steps",
      heading: "Three steps, fifty hours",
      intro:
        "In50Hours is a 50-hour sprint for builders: arrive with an idea, leave with a working prototype and a pitch that investors and mentors have already heard.",
      marker: "plain",
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
    },
    {
      kind: "timeline",
      heading: "How to join",
      steps: [
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
    },
    {
      kind: "stats",
      heading: "Fees",
      items: [
        {
          label: "Level 5 µLearners",
          value: "Free",
          note: "with the coupon from the challenge channel",
        },
        { label: "Everyone else", value: "INR 1000", note: "a nominal fee" },
      ],
      actions: [register],
    },
  ],
} satisfies ContentPage;
