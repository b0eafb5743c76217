import type { ContentPage } from "@/data/content-types";
import { signupAction } from "@/data/site";

/** /careers: µLearn Career Labs, the board of hiring calls partner companies make to learners. */
export const careersPage = {
  actions: [signupAction, { label: "Hire through µLearn", href: "/be-a-part/company" }],
  sections: [
    {
      kind: "prose",
      id: "about",
      heading: "What Career Labs is",
      paragraphs: [
        "Career Labs is µLearn's job board for learners: the place where µLearn's partner companies post their hiring calls for the community.",
        "It is not a list of jobs at µLearn itself: every hiring call comes from a company that wants to hire from the community.",
      ],
    },
    {
      kind: "stats",
      id: "so-far",
      heading: "Career Labs so far",
      items: [
        { value: "600+", label: "Learners hired" },
        { value: "100+", label: "Hiring companies" },
        { value: "60+", label: "Hiring calls" },
      ],
      source: "As published on the Career Labs page of µLearn's website.",
    },
    {
      kind: "cards",
      id: "get-ready",
      heading: "Get ready for your next hiring call",
      cards: [
        {
          title: "Build proof of work",
          text: "Karma points on µLearn record what you have learned and built, for any company to see.",
          action: signupAction,
        },
        {
          title: "Learn in a circle",
          text: "Join a learning circle to learn a skill with peers, one week at a time.",
          action: { label: "How learning circles work", href: "/learning-circle" },
        },
        {
          title: "Meet hiring companies",
          text: "Launchpad brings job-ready learners and hiring companies together all year round.",
          action: { label: "See Launchpad", href: "/launchpad" },
        },
      ],
    },
    {
      kind: "cta",
      id: "companies",
      heading: "Hiring? Post a call to the community",
      text: "Companies reach µLearners through the Talent & Workforce track of a µLearn partnership.",
      actions: [
        { label: "Partner as a company", href: "/be-a-part/company" },
        { label: "See our company partners", href: "/company-partners" },
      ],
    },
  ],
} satisfies ContentPage;
