/**
 * The building blocks of the site's content pages. A page in data/ is a list of these sections;
 * components/sections/ContentSections.tsx draws each kind with its own view, so pages share one look.
 */
export interface Action {
  label: string;
  href: string;
  /** External sites open in a new tab with rel="noopener noreferrer". */
  newWindow?: boolean;
}

/** Text with links inside it: plain strings and links, in reading order. */
export type RichText = (string | Action)[];

/** What every section has: an h2, an optional anchor id, and optional buttons at its end. */
interface SectionBase {
  /** Makes the section a `#id` target (in-page links, scroll-to). */
  id?: string;
  heading: string;
  /** Buttons after the section's body: the first is the main one. */
  actions?: Action[];
}

export interface Card {
  title: string;
  text?: string;
  /** A bullet list under the text. */
  items?: string[];
  action?: Action;
}

/** A YouTube video: who is in it, and where in the video their part starts. */
export interface Video {
  /** Names the video: the play button, the frame's title and the card's heading. */
  title: string;
  /** A line under the title, such as the speaker's role. */
  note?: string;
  /** The 11-character YouTube video id. */
  youtubeId: string;
  /** Where playback starts, in seconds from the beginning. */
  startSeconds?: number;
}

export interface Step {
  title: string;
  text: string;
  action?: Action;
}

/** A table cell: text, or a link (drawn as a text link). */
export type TableCell = string | Action;

/**
 * The community's counts the backend publishes live (lib/live/stats.ts reads them): members, the
 * organisations by type, mentors and Enablers, interest groups, learning circles, karma and proofs
 * of work.
 */
export const liveFigureNames = [
  "members",
  "colleges",
  "companies",
  "communities",
  "mentors",
  "enablers",
  "interestGroups",
  "learningCircles",
  "karma",
  "proofsOfWork",
] as const;

export type LiveFigureName = (typeof liveFigureNames)[number];

export type Section = SectionBase &
  (
    | {
        kind: "prose";
        paragraphs: string[];
        /** An "On this page" row of links to the page's anchored sections. */
        jumpLinks?: { id: string; label: string }[];
      }
    | {
        kind: "cards";
        intro?: string;
        cards: Card[];
        /** Columns on wide screens (default 3). */
        columns?: 2 | 3;
        /** Card actions as underlined links (default) or as buttons. */
        cardActions?: "link" | "button";
      }
    | {
        kind: "steps";
        intro?: string;
        steps: Step[];
        /** The step's number as "01" (default), a large "1", or a "Step 1" label. */
        marker?: "padded" | "plain" | "label";
      }
    | { kind: "timeline"; intro?: string; steps: Step[] }
    | {
        kind: "list";
        intro?: string;
        items: string[];
        /** Columns on wide screens, for a long list of short items (default 1). */
        columns?: 2 | 3;
      }
    | {
        /** Videos that load from YouTube only when the visitor presses play. */
        kind: "videos";
        intro?: string;
        videos: Video[];
      }
    | {
        /** A grid of links, each a tile with its label and an optional line under it. */
        kind: "links";
        intro?: string;
        links: (Action & { note?: string })[];
      }
    | {
        kind: "stats";
        items: {
          value: string;
          label: string;
          note?: string;
          /** The backend's live count that replaces `value` in the browser (docs/live-data.md). */
          live?: LiveFigureName;
        }[];
        /** A line under the figures: where they come from and as of when. */
        source?: string;
      }
    | {
        kind: "table";
        intro?: string;
        /** Names the table for assistive technology (its caption, visually hidden). */
        caption: string;
        columns: string[];
        /** Each row's first cell heads the row. */
        rows: TableCell[][];
        /** A line under the table: a footnote or where the values come from. */
        note?: string;
      }
    | { kind: "faq"; items: { question: string; answer: string }[] }
    | { kind: "cta"; text: string; actions: Action[] }
    | {
        /** The µPulse subscribe form (a plain form post), after a sentence about the newsletter. */
        kind: "newsletter";
        /** Required: the section's heading names its form, so both need ids. */
        id: string;
        text: string;
        /** A link to read an issue first, drawn under the text. */
        readLink?: Action;
      }
  );

export type SectionKind = Section["kind"];

export interface ContentPage {
  /** Buttons under the page's h1 (the header's text comes from data/routes.ts). */
  actions?: Action[];
  /** A short line beside the header's buttons, such as the event's date. */
  note?: string;
  sections: Section[];
}
