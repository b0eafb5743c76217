import type { ContentPage } from "@/data/content-types";
import { signupAction } from "@/data/site";

/** /self-determination-theory: the theory's three needs, and the parts of µLearn that meet each. */
export const selfDeterminationPage = {
  actions: [signupAction, { label: "See the seven levels", href: "/levelstructure" }],
  sections: [
    {
      kind: "prose",
      id: "the-theory",
      heading: "The theory in short",
      paragraphs: [
        "Self-Determination Theory (SDT) is a broad theory of human motivation. The psychologists Edward L. Deci and Richard M. Ryan of the University of Rochester set it out in 1985.",
        "It says that people do their best work, and keep going, when three basic psychological needs are met. Take one away and motivation fades; meet all three and people learn because they want to.",
      ],
    },
    {
      kind: "cards",
      id: "three-needs",
      heading: "The three needs",
      cards: [
        {
          title: "Autonomy",
          text: "Acting from your own values and choices, not because someone else decided for you.",
        },
        {
          title: "Competence",
          text: "Feeling that you are good at something and getting better, with feedback that shows your progress.",
        },
        {
          title: "Relatedness",
          text: "Belonging to a group of people and knowing that you matter to them.",
        },
      ],
    },
    {
      kind: "cards",
      id: "how-mulearn-meets-them",
      heading: "How µLearn meets each need",
      intro: "Six parts of µLearn, two for each need.",
      cards: [
        {
          title: "Autonomy",
          items: [
            "Interest Groups & Self-Directed Tracks: you choose the field you learn in and the pace you learn at.",
            "Open Task System: you pick your own tasks from the karma system.",
          ],
        },
        {
          title: "Competence",
          items: [
            "Karma Points & Proof of Work: every verified contribution earns karma, so progress is something you can see.",
            "Skill Ranks & Progressive Challenges: the tiered levels, each asking a little more than the last.",
          ],
        },
        {
          title: "Relatedness",
          items: [
            "Circles & Campus Communities: small groups of peers near you who learn together.",
            "Peer-Led Mentorship: seniors guide the juniors who come after them.",
          ],
        },
      ],
    },
    {
      kind: "cta",
      id: "join",
      heading: "Learn the way you want to",
      text: "Choose your field, earn karma for what you build and find your people. It is free.",
      actions: [signupAction],
    },
  ],
} satisfies ContentPage;
