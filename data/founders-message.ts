import type { ContentPage } from "@/data/content-types";
import { externalLinks, signupAction } from "@/data/site";

/** /founders-message: who the Chief Volunteer is, and what his message is about, in our words. */
export const foundersMessagePage = {
  actions: [
    { label: "Visit deepusnath.com", href: externalLinks.founderSite, newWindow: true },
    { label: "Meet the team", href: "/team" },
  ],
  sections: [
    {
      kind: "prose",
      id: "who-he-is",
      heading: "Who he is",
      paragraphs: [
        "Deepu S Nath is the Chief Volunteer of µLearn Foundation. He describes his part as serving the community rather than owning it: a movement, in his view, belongs to the people who turn up for it.",
        "His own website is deepusnath.com.",
      ],
    },
    {
      kind: "list",
      id: "his-message",
      heading: "What his message is about",
      intro: "His message to the world is his own. In short, it covers:",
      items: [
        "Why µLearn began: not from a policy or a grant, but from unease at how much human potential goes to waste.",
        "How schools and hiring often reward obedience and certificates more than curiosity, skill and ownership.",
        "What µLearn believes: learning has to be switched on, talent is everywhere while opportunity is not, motivation can be designed, and connected people build the future.",
        "What he asks of students, of industry, of governments and of NGOs and civil society.",
        "An invitation to build, together, a civilisation that learns.",
      ],
    },
    {
      kind: "cta",
      id: "join",
      heading: "Join the movement",
      text: "µLearn is built by the people who show up. Make your free profile and start.",
      actions: [signupAction, { label: "Read our manifesto", href: "/manifesto" }],
    },
  ],
} satisfies ContentPage;
