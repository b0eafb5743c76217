import { z } from "zod";
import { readContentFile } from "@/data/content-files";

/**
 * The words the site's frame says (skip link, header, menus, colour switch, search, footer,
 * newsletter form, the language link) in each language the site speaks: one file a language under
 * content/i18n/ (edited from /admin), each of the same shape, checked by one schema. The menus'
 * entries and the pages' own text live elsewhere (data/navigation.ts, content/pages*).
 */

/** The languages of the site: English everywhere, Malayalam on the pages listed in data/ml-pages.ts. */
export const languages = ["en", "ml"] as const;
export type Lang = (typeof languages)[number];

/** The <html lang> of each language's pages. */
export const htmlLang: Record<Lang, string> = { en: "en-IN", ml: "ml" };

/** The locale that numbers, dates and amounts are written in. */
export { locale } from "@/data/numbers";

/** The folder of the language files. */
export const I18N_DIR = "content/i18n";

/** A text of a language file: trimmed, not empty. */
export const words = z.string().trim().min(1, { error: "is required" });
/** A page's header in a language: its title, heading, description (for search results) and lead. */
export const pageHeaderSchema = z.strictObject({
  title: words,
  heading: words,
  description: words.max(160, { error: "must be at most 160 characters" }),
  lead: words,
});
/** A line with "{name}" holes, each of which must be in the text. */
export const template = (...names: string[]) =>
  words.refine((text) => names.every((name) => text.includes(`{${name}}`)), {
    error: `must contain ${names.map((name) => `{${name}}`).join(" and ")}`,
  });

export const uiTextSchema = z.strictObject({
  skipLink: words,
  /** Said to screen readers after a link that opens a new tab. */
  newWindow: words,
  /** The loading screen's words, while a link's page is on its way (SPEC: "Loading..."). */
  pageLoading: words,
  header: z.strictObject({
    navLabel: words,
    home: words,
    openMenu: words,
    closeMenu: words,
    menuTitle: words,
    mobileNavLabel: words,
    back: words,
    login: words,
    dashboard: words,
    darkMode: words,
  }),
  footer: z.strictObject({
    tagline: words,
    social: words,
    siteMap: words,
    legal: words,
    rights: words,
    newsletterHeading: words,
    newsletterLead: words,
  }),
  newsletter: z.strictObject({
    email: words,
    name: words,
    optional: words,
    consent: words,
    subscribe: words,
    confirms: words,
  }),
  search: z.strictObject({
    open: words,
    dialogTitle: words,
    label: words,
    placeholder: words,
    submit: words,
    close: words,
    filterLegend: words,
    loading: words,
    failed: words,
    hint: words,
    countOne: template("count", "query"),
    countMany: template("count", "query"),
    none: template("query"),
    allResults: template("query"),
    shown: template("shown", "count"),
    siteIndex: words,
    resultsLabel: words,
    noScript: words,
    /** The Malayalam search page's link to the English one, where every page is; empty in English. */
    englishIndex: z.string().trim(),
    /** The search page's header (/search, /ml/search). */
    page: pageHeaderSchema,
    filters: z.strictObject({
      all: words,
      pages: words,
      people: words,
      groups: words,
      events: words,
    }),
    /** What a result is, said on it ("Interest group", "Person"): lib/search-index.ts pageKind. */
    kinds: z.strictObject({
      page: words,
      programme: words,
      team: words,
      event: words,
      events: words,
      galleryEvent: words,
      interestGroup: words,
      interestGroups: words,
      person: words,
    }),
  }),
  /** The home page's strip of featured partners. */
  supporters: z.strictObject({ heading: words, communityPartners: words, companyPartners: words }),
  /** The name of a prose section's row of links to the page's own sections. */
  onThisPage: words,
  /** A videos section: the player's button ("Play: <title>") and the link to YouTube. */
  videos: z.strictObject({ play: words, watch: words }),
  /** Words every form shares. */
  forms: z.strictObject({ loadFailedTitle: words, loadFailed: words }),
  /** Every live block's status line (components/live/LiveStatusLine.tsx): which copy is on screen. */
  liveStatus: z.strictObject({
    asOf: template("date"),
    emptySnapshot: words,
    live: words,
    failedWithSnapshot: template("date"),
    failedEmpty: words,
  }),
  /** The learners' page's top learners' boards (components/learners/). */
  learners: z.strictObject({
    heading: words,
    intro: words,
    source: words,
    boards: z.strictObject({ monthly: words, allTime: words, colleges: words }),
    columns: z.strictObject({ rank: words, name: words, institution: words, karma: words }),
    collegeColumns: z.strictObject({ rank: words, name: words, students: words, karma: words }),
    studentsCount: template("count"),
    muid: words,
    empty: words,
    emptyLive: words,
  }),
  /** /kkem's linking block and its µ-ID form (components/kkem/). */
  kkem: z.strictObject({
    heading: words,
    text: words,
    noLink: words,
    needsJavaScript: words,
    form: z.strictObject({
      label: words,
      hint: words,
      required: words,
      tooLong: words,
      submit: words,
      busy: words,
      sentTitle: words,
      sentNote: words,
      failedTitle: words,
      unreadableAddress: words,
      another: words,
      tooFast: words,
      noMuid: words,
    }),
  }),
  /**
   * The backend client's own failure sentences (lib/api.ts), for failures that bring no words of
   * their own; "{email}" is the foundation's address. The backend's own messages stay as it sends them.
   */
  apiFailures: z.strictObject({
    invalid: words,
    server: template("email"),
    timeout: words,
    offline: words,
    network: words,
    rateLimited: words,
    rejected: template("email"),
  }),
  language: z.strictObject({
    /** The link to this page in the other language, written in that language. */
    switchLabel: words,
    /** The language of the page that link opens. */
    switchLang: z.enum(languages),
    /** Beside a link to a page in English only; empty on English pages. */
    englishOnly: z.string().trim(),
  }),
});
export type UiText = z.output<typeof uiTextSchema>;
export type LiveStatusWords = UiText["liveStatus"];
export type LearnersWords = UiText["learners"];
export type KkemLinkWords = UiText["kkem"];
export type FormWords = UiText["forms"];
export type ApiFailureWords = UiText["apiFailures"];

/** The words that only a Malayalam page says, and so only its file must have. */
export const mlTextSchema = uiTextSchema.superRefine((text, context) => {
  const ownWords = {
    "language.englishOnly": text.language.englishOnly,
    "search.englishIndex": text.search.englishIndex,
  };
  for (const [field, value] of Object.entries(ownWords)) {
    if (!value)
      context.addIssue({ code: "custom", path: field.split("."), message: "is required" });
  }
});

/** The frame's words of a language. */
export const uiText: Record<Lang, UiText> = {
  en: readContentFile(`${I18N_DIR}/en.json`, uiTextSchema),
  ml: readContentFile(`${I18N_DIR}/ml.json`, mlTextSchema),
};

/**
 * content/i18n/ml-menus.json: each label of the menus and footer, as Malayalam pages say it: a list
 * of pairs (the editor names a field by a plain word, so the English label is a value, not a key).
 */
export const menuWordsSchema = z.strictObject({
  labels: z
    .array(z.strictObject({ en: words, ml: words }))
    .refine((labels) => new Set(labels.map(({ en }) => en)).size === labels.length, {
      error: "names an English label twice",
    }),
});
/** Each English label of the menus and footer, with its Malayalam. */
export const mlMenuWords: Record<string, string> = Object.fromEntries(
  readContentFile(`${I18N_DIR}/ml-menus.json`, menuWordsSchema).labels.map(({ en, ml }) => [
    en,
    ml,
  ]),
);

/** The mark beside a link from a Malayalam page to a page in English only. */
export const mlEnglishOnlyMark = uiText.ml.language.englishOnly;

/**
 * content/i18n/glossary.json: each term the pages use, as Malayalam pages write it, with the
 * beginnings its inflected forms share (ക്യാമ്പസ for ക്യാമ്പസ്, ക്യാമ്പസുകൾ) and a note on its use.
 * A test checks that a Malayalam text whose English twin uses a term uses one of those forms, or
 * keeps a name (`names`) that holds it.
 */
export const glossarySchema = z.strictObject({
  terms: z
    .array(z.strictObject({ term: words, ml: words, stems: z.array(words).min(1), note: words }))
    .refine((terms) => new Set(terms.map(({ term }) => term)).size === terms.length, {
      error: "names a term twice",
    }),
  /** Names kept as the foundation writes them, though they hold a term ("Karma Fest"). */
  names: z.array(words),
});
export const glossary = readContentFile(`${I18N_DIR}/glossary.json`, glossarySchema);
