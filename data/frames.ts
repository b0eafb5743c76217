import type { RichText } from "@/data/content-types";
import { embeds } from "@/data/site";

export interface FramePage {
  /** What the frame shows, in its title and fallback link: "the Launchpad leaderboard". */
  name: string;
  src: string;
  /** A CSS height: the calendar is 700px high; the leaderboard fills the window. */
  height: string;
  intro?: RichText;
}

/** The pages that are a third-party frame under the page header. */
export const framePages = {
  "/launchpad": {
    name: "the Launchpad leaderboard",
    src: embeds.leaderboard,
    height: "max(600px, calc(100dvh - 4rem))",
  },
  "/events/calendar": {
    name: "the µLearn events calendar",
    src: embeds.calendar,
    height: "700px",
    intro: [
      "Workshops, hackathons, meet-ups and talks across the community, in one calendar. Select an event to see its details and how to take part. The sessions that happen every week are on the ",
      { label: "weekly events", href: "/events/weekly" },
      " page.",
    ],
  },
} satisfies Record<string, FramePage>;

export type FramePath = keyof typeof framePages;
