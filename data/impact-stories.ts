import { impactGallerySchema, parseDataFile } from "@/data/schema";
import type { ContentPage } from "@/data/content-types";
import { signupAction } from "@/data/site";

/**
 * /impact-gallery: six stories of what µLearners and mentors achieved, each in one category of
 * the page's filter. The earlier site's pictures sit in its own folder, not on the asset host,
 * so the stories are text.
 */
export const impactGallery = parseDataFile("data/impact-stories.ts", impactGallerySchema, {
  categories: [
    { id: "events", label: "Events" },
    { id: "students", label: "Students" },
    { id: "companies", label: "Companies" },
    { id: "mentors", label: "Mentors" },
    { id: "impact-stories", label: "Impact Stories" },
  ],
  stories: [
    {
      id: "exploitx",
      title: "Victory Unlocked at ExploitX!",
      category: "students",
      summary:
        "µLearners finished as second runners-up at ExploitX, a national capture-the-flag security contest.",
    },
    {
      id: "y-combinator",
      title: "Rising Beyond Limits",
      category: "mentors",
      summary: "Two µLearn mentors saw the AI start-up they built get into Y Combinator.",
    },
    {
      id: "meta-spark-ar",
      title: "Won 18 Lakhs by Students in Meta's Global Hackathon!",
      category: "impact-stories",
      summary:
        "Of the 200 winners worldwide of a Meta Spark AR challenge, 27 were µLearners, and together they won ₹18 lakh in prizes.",
    },
    {
      id: "beckn-onix",
      title: "Open Source Champions Rise!",
      category: "events",
      summary: "A µLearn team had its pull request merged into Beckn-onix, an open-source project.",
    },
    {
      id: "beckn-contributor",
      title: "One Step Closer to Open-Source Greatness!",
      category: "companies",
      summary: "A µLearn member was recognised as a contributor to Beckn.",
    },
    {
      id: "kaspersky-ctf",
      title: "Rising to the Global Stage!",
      category: "impact-stories",
      summary: "The team of µLearn's cybersecurity lead earned a place at Kaspersky CTF 2025.",
    },
  ],
});

/** The page's sections after the gallery. */
export const impactGalleryPage = {
  sections: [
    {
      kind: "cta",
      id: "your-story",
      heading: "Start a story of your own",
      text: "Every story here began with someone doing their first task. Yours can start today.",
      actions: [signupAction, { label: "See the seven levels", href: "/levelstructure" }],
    },
  ],
} satisfies ContentPage;
