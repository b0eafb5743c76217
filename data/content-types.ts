import type { z } from "zod";
import type {
  actionSchema,
  cardSchema,
  contentPageSchema,
  sectionSchema,
  stepSchema,
  videoSchema,
} from "@/data/page-schema";

/**
 * The building blocks of the site's content pages. A page is a list of these sections, kept in
 * content/pages/ and checked by data/page-schema.ts (these types are its output);
 * components/sections/ContentSections.tsx draws each kind with its own view, so pages share one look.
 */

/** A button or link: external sites open in a new tab with rel="noopener noreferrer". */
/** A link button; `hrefLang` marks one from a Malayalam page to a page in English only. */
export type Action = z.output<typeof actionSchema> & { hrefLang?: "en" };

/** Text with links inside it: plain strings and links, in reading order. */
export type RichText = (string | Action)[];

export type Card = z.output<typeof cardSchema>;

/** A YouTube video: who is in it, and where in the video their part starts. */
export type Video = z.output<typeof videoSchema>;

export type Step = z.output<typeof stepSchema>;

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

export type Section = z.output<typeof sectionSchema>;

export type SectionKind = Section["kind"];

export type ContentPage = z.output<typeof contentPageSchema>;
