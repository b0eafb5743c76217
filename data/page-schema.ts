import { z } from "zod";
import { liveFigureNames } from "@/data/content-types";
import { fillContentValues } from "@/data/content-values";

/**
 * The schema of a content page's file (content/pages/<name>.json): the buttons under its header
 * and its sections, each of one kind that components/sections/ContentSections.tsx draws. The
 * types in data/content-types.ts are this schema's output. Text may name a fact or an address in
 * braces ("{org.email}", data/content-values.ts); the build fills it in, and refuses a name it
 * does not know, naming the file, the entry and the field.
 */

/** Text an editor writes: trimmed, with its "{name}" values filled in. */
const fill = (value: string, context: z.core.$RefinementCtx<string>) => {
  const { text, unknown } = fillContentValues(value);
  for (const name of unknown) {
    context.addIssue({
      code: "custom",
      message: `names "{${name}}", which is not a value content files can use (docs/editing.md lists them)`,
    });
  }
  return text;
};
const words = z.string().trim().min(1, { error: "is required" }).transform(fill);
const optionalWords = words.optional();

/** A link: a path on this site, an in-page "#anchor", https, mailto: or tel:, or a "{name}". */
export const HREF_PATTERN =
  /^(?:\/(?!\/)|#|https:\/\/[^\s/?#@]+\.|mailto:|tel:|\{[A-Za-z][\w.-]*\})\S*$/;
const href = z
  .string()
  .trim()
  .regex(HREF_PATTERN, {
    error:
      'must be a path starting with "/", "#anchor", an https address, mailto:, tel: or a {name}',
  })
  .transform(fill);

const anchor = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "must be lower-case letters, digits and dashes" });

export const actionSchema = z.strictObject({
  label: words,
  href,
  /** External sites open in a new tab with rel="noopener noreferrer". */
  newWindow: z.boolean().optional(),
});

const base = {
  /** Makes the section a `#id` target (in-page links, scroll-to). */
  id: anchor.optional(),
  heading: words,
  /** Buttons after the section's body: the first is the main one. */
  actions: z.array(actionSchema).optional(),
};

export const cardSchema = z.strictObject({
  title: words,
  text: optionalWords,
  /** A bullet list under the text. */
  items: z.array(words).optional(),
  action: actionSchema.optional(),
});

export const stepSchema = z.strictObject({
  title: words,
  text: words,
  action: actionSchema.optional(),
});

/** A YouTube video: who is in it, and where in the video their part starts. */
export const videoSchema = z.strictObject({
  /** Names the video: the play button, the frame's title and the card's heading. */
  title: words,
  /** A line under the title, such as the speaker's role. */
  note: optionalWords,
  /** The 11-character YouTube video id. */
  youtubeId: z
    .string()
    .regex(/^[\w-]{11}$/, { error: "must be the 11 characters of a YouTube id" }),
  /** Where playback starts, in seconds from the beginning. */
  startSeconds: z.number().int().nonnegative().optional(),
});

/**
 * A table cell as a file keeps it: its text, and a link when it has one. The page reads a linked
 * cell as an action ({ label, href }) and a plain one as its text.
 */
const tableCellSchema = z
  .strictObject({ text: words, href: href.optional(), newWindow: z.boolean().optional() })
  .transform(({ text, href: link, newWindow }) =>
    link === undefined
      ? text
      : { label: text, href: link, ...(newWindow === undefined ? {} : { newWindow }) },
  );

const columns = z.union([z.literal(2), z.literal(3)]).optional();

export const sectionSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("prose"),
    ...base,
    paragraphs: z.array(words).min(1, { error: "needs at least one paragraph" }),
    /** An "On this page" row of links to the page's anchored sections. */
    jumpLinks: z.array(z.strictObject({ id: anchor, label: words })).optional(),
  }),
  z.strictObject({
    kind: z.literal("cards"),
    ...base,
    intro: optionalWords,
    cards: z.array(cardSchema).min(1, { error: "needs at least one card" }),
    /** Columns on wide screens (default 3). */
    columns,
    /** Card actions as underlined links (default) or as buttons. */
    cardActions: z.enum(["link", "button"]).optional(),
  }),
  z.strictObject({
    kind: z.literal("steps"),
    ...base,
    intro: optionalWords,
    steps: z.array(stepSchema).min(1, { error: "needs at least one step" }),
    /** The step's number as "01" (default), a large "1", or a "Step 1" label. */
    marker: z.enum(["padded", "plain", "label"]).optional(),
  }),
  z.strictObject({
    kind: z.literal("timeline"),
    ...base,
    intro: optionalWords,
    steps: z.array(stepSchema).min(1, { error: "needs at least one step" }),
  }),
  z.strictObject({
    kind: z.literal("list"),
    ...base,
    intro: optionalWords,
    items: z.array(words).min(1, { error: "needs at least one item" }),
    /** Columns on wide screens, for a long list of short items (default 1). */
    columns,
  }),
  z.strictObject({
    /** Videos that load from YouTube only when the visitor presses play. */
    kind: z.literal("videos"),
    ...base,
    intro: optionalWords,
    videos: z.array(videoSchema).min(1, { error: "needs at least one video" }),
  }),
  z.strictObject({
    /** A grid of links, each a tile with its label and an optional line under it. */
    kind: z.literal("links"),
    ...base,
    intro: optionalWords,
    links: z
      .array(actionSchema.extend({ note: optionalWords }))
      .min(1, { error: "needs at least one link" }),
  }),
  z.strictObject({
    kind: z.literal("stats"),
    ...base,
    items: z
      .array(
        z.strictObject({
          value: words,
          label: words,
          note: optionalWords,
          /** The backend's live count that replaces `value` in the browser (docs/live-data.md). */
          live: z.enum(liveFigureNames).optional(),
        }),
      )
      .min(1, { error: "needs at least one figure" }),
    /** A line under the figures: where they come from and as of when. */
    source: optionalWords,
  }),
  z.strictObject({
    kind: z.literal("table"),
    ...base,
    intro: optionalWords,
    /** Names the table for assistive technology (its caption, visually hidden). */
    caption: words,
    columns: z.array(words).min(1, { error: "needs at least one column" }),
    /** Each row's first cell heads the row. */
    rows: z
      .array(z.strictObject({ cells: z.array(tableCellSchema).min(1) }).transform((r) => r.cells))
      .min(1, { error: "needs at least one row" }),
    /** A line under the table: a footnote or where the values come from. */
    note: optionalWords,
  }),
  z.strictObject({
    kind: z.literal("faq"),
    ...base,
    items: z
      .array(z.strictObject({ question: words, answer: words }))
      .min(1, { error: "needs at least one question" }),
  }),
  z.strictObject({ kind: z.literal("cta"), ...base, text: words, actions: z.array(actionSchema) }),
  z.strictObject({
    /** The µPulse subscribe form (a plain form post), after a sentence about the newsletter. */
    kind: z.literal("newsletter"),
    ...base,
    /** Required: the section's heading names its form, so both need ids. */
    id: anchor,
    text: words,
    /** A link to read an issue first, drawn under the text. */
    readLink: actionSchema.optional(),
  }),
]);

/** What a page is made of, as data/ modules write it for the pages still kept in TypeScript. */
export const contentPageSchema = z.strictObject({
  /** Buttons under the page's h1 (the header's text comes from data/routes.ts). */
  actions: z.array(actionSchema).optional(),
  /** A short line beside the header's buttons, such as the event's date. */
  note: optionalWords,
  sections: z.array(sectionSchema).min(1, { error: "needs at least one section" }),
});

/** content/pages/<name>.json: the page's address, then what the page is made of. */
export const contentPageFileSchema = z.strictObject({
  /** The page's address on the site, e.g. /about: one file a page. */
  path: z.string().regex(/^\/(?:[a-z0-9-]+\/?)*$/, { error: 'must be a path such as "/about"' }),
  ...contentPageSchema.shape,
});
export type ContentPageFileInput = z.input<typeof contentPageFileSchema>;

/** The legal pages, each read from content/legal/<address without "/">.json (data/legal.ts). */
export const LEGAL_PATHS = ["/termsandconditions", "/privacypolicy"] as const;

/** A numbered section of a legal page; its id is the anchor the table of contents links to. */
const legalSectionSchema = z.strictObject({
  id: anchor,
  title: words,
  paragraphs: z.array(words).min(1, { error: "needs at least one paragraph" }),
  /** A bullet list after the paragraphs. */
  list: z.array(words).optional(),
});

/** content/legal/<name>.json: a legal page's date, introduction and sections, in order. */
export const legalDocumentFileSchema = z
  .strictObject({
    /** The page's address; the editor shows it as text it cannot change. */
    path: z.string().refine((path) => (LEGAL_PATHS as readonly string[]).includes(path), {
      error: `must be one of the legal pages' addresses: ${LEGAL_PATHS.join(", ")}`,
    }),
    /** An ISO day ("2025-06-01") or, when the source gives only the month, an ISO month. */
    lastUpdated: z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?$/, {
      error: "must be a day written YYYY-MM-DD, or a month written YYYY-MM",
    }),
    intro: words,
    sections: z.array(legalSectionSchema).min(1, { error: "needs at least one section" }),
  })
  .superRefine(({ sections }, context) => {
    sections.forEach(({ id }, index) => {
      if (sections.findIndex((section) => section.id === id) !== index) {
        context.addIssue({
          code: "custom",
          path: ["sections", index, "id"],
          message: `"${id}" is the anchor of an earlier section; each section needs its own`,
        });
      }
    });
  });

/** content/weekly-events-page.json: the note above the weekly events' cards, the links below. */
export const weeklyEventsPageSchema = z.strictObject({
  note: words,
  more: z.strictObject({
    heading: words,
    links: z.array(actionSchema).min(1, { error: "needs at least one link" }),
  }),
});
