import { z } from "zod";
import {
  CAREER_BOARD_FILE,
  EVENTS_HUB_FILE,
  EVENTS_DIR,
  GALLERY_DIR,
  IMPACT_CATEGORIES_FILE,
  IMPACT_STORIES_DIR,
  INTEREST_GROUP_WORDS_FILE,
  INTEREST_GROUPS_DIR,
  LEGAL_DIR,
  PAGES_DIR,
  PARTNERS_DIR,
  readContentFile,
  SHOWS_FILE,
  WEEKLY_EVENTS_PAGE_FILE,
} from "@/data/content-files";
import {
  careerBoardWordsSchema,
  eventsHubWordsSchema,
  galleryEventSchema,
  impactCategoriesSchema,
  impactStoryFileSchema,
  interestGroupFileSchema,
  interestGroupWordsSchema,
  partnerFileSchema,
  showsFileSchema,
  TEAM_YEARS,
  weeklyEventFileSchema,
} from "@/data/schema";
import {
  contentPageFileSchema,
  legalDocumentFileSchema,
  weeklyEventsPageSchema,
} from "@/data/page-schema";
import { I18N_DIR, uiText, uiTextSchema } from "@/data/i18n";
import { DONATION_DIR, donationWords, donationWordsSchema } from "@/data/donation";
import { mlPageFileSchema, PAGES_ML_DIR } from "@/data/ml-pages";
import { cdnOrigin } from "@/data/hosts";
import { org } from "@/data/site";
import { teamGroupsFile, teamGroupsSchema, teamMemberFileSchema } from "@/data/team-files";

/**
 * The configuration of the content editor at /admin (Sveltia CMS), generated from the content
 * files' zod schemas: every field of a schema is a field of the editor, with the schema's required
 * fields, patterns and choices, and the plain-words label and hint written here. A schema field
 * without words here, or words for a field the schema lacks, stops the build
 * (`cmsConfig`); scripts/admin.mjs writes the result to out/admin/config.json.
 */

/** The editor's page in the export (scripts/admin.mjs writes it). */
export const CMS_PAGE = "/admin/index.html";

/**
 * What /admin's Content-Security-Policy adds to the site-wide one (scripts/hosting-rules.mjs
 * `editorPolicy`, which also allows data: pictures): GitHub's API and its file host, for saving
 * and for pictures, and the CDN the team's photos come from.
 */
export const cmsCsp = {
  "connect-src": ["https://api.github.com", "https://*.githubusercontent.com"],
  "img-src": ["https://*.githubusercontent.com", ...(cdnOrigin ? [cdnOrigin] : [])],
};

/** What an editor reads beside a field, and how it is edited when the schema alone cannot say. */
export interface FieldText {
  label: string;
  hint?: string;
  /** A few lines of text instead of one. */
  multiline?: boolean;
  /** The message when the value does not match the schema's pattern. */
  patternMessage?: string;
  /** An image stored in the repository: shown as a picture, uploaded to this folder. */
  image?: { mediaFolder: string; publicFolder: string };
  /** Pick the value from a list another content file gives (e.g. a year's group titles). */
  choices?: () => string[];
  /** The words of each field of a list's items, or of an object's fields. */
  fields?: Record<string, FieldText>;
  /** The words of each item of a list of texts (a paragraph, a bullet), edited one box an item. */
  item?: FieldText;
  /** A list whose items are of several kinds (a page's sections): the words of each kind. */
  types?: Record<string, { label: string; fields: Record<string, FieldText> }>;
  /** Shown, not changed: a value the site's code depends on (a page's address). */
  readonly?: boolean;
}

type FieldTexts<T extends z.ZodType> = { [K in keyof Required<z.input<T>>]: FieldText };

const LINK = "must be a full address starting with https://";
const SLUG = "may use only lower-case letters, digits and dashes";
/** A file's short name: lower-case words joined by dashes, naming the file (and an address). */
const shortName = (hint: string): FieldText => ({
  label: "Short name",
  hint,
  patternMessage: SLUG,
});
/** A place in a list, lowest number first. */
const place = (label: string): FieldText => ({ label, hint: "Lowest number first." });
const PICTURE = 'must be empty, a path on this site starting with "/", or on the asset host';

const cardFields: Omit<
  FieldTexts<typeof teamMemberFileSchema>,
  "year" | "group" | "subTitle" | "order"
> = {
  name: { label: "Name", hint: "As the person writes it, e.g. Asha K Sample." },
  designation: { label: "Role", hint: "Shown under the name, e.g. Program Manager." },
  image: {
    label: "Photo",
    hint: "The photo's key on the foundation's picture store, e.g. /public/assets/team/Asha K Sample.webp. Leave empty for the default photo.",
    patternMessage: PICTURE,
  },
  linkedin: { label: "LinkedIn", hint: "Profile address, or empty.", patternMessage: LINK },
  github: { label: "GitHub", hint: "Profile address, or empty.", patternMessage: LINK },
  twitter: { label: "X (Twitter)", hint: "Profile address, or empty.", patternMessage: LINK },
  muid: { label: "µ-ID", hint: "The person's µLearn ID, e.g. asha@mulearn. Optional." },
  lead: { label: "Leads", hint: 'A team they lead: "Design" shows "Design Lead". Optional.' },
  team: {
    label: "Roles on the card",
    hint: "Comma-separated; the first shows, the rest open with '+N more'.",
  },
  id: { label: "Number", hint: "Only the 2023 lists number their people. Optional." },
  domain: { label: "Domain", hint: "The 2023 lists' field of work. Optional." },
  drive: {
    label: "Drive link",
    hint: "A shared folder's address, or empty.",
    patternMessage: LINK,
  },
};

const teamMemberFields: FieldTexts<typeof teamMemberFileSchema> = {
  year: { label: "Year", hint: "The team page year this card belongs to." },
  group: {
    label: "Group",
    hint: "A group of that year, as Team groups lists it (a new group shows here once published).",
    choices: () => unique(teamGroupFiles().flatMap(({ groups }) => groups.map((g) => g.title))),
  },
  subTitle: {
    label: "Sub-team",
    hint: "Only for groups split into sub-teams (Team groups lists them); otherwise empty.",
    choices: () =>
      unique(teamGroupFiles().flatMap(({ groups }) => groups.flatMap((g) => g.subTitles))),
  },
  order: {
    label: "Place in the list",
    hint: "Cards show lowest number first. To put someone between 40 and 50, use 45.",
  },
  ...cardFields,
};

const teamGroupFields = {
  title: { label: "Title", hint: "The group's heading, e.g. HQ." },
  description: { label: "Description", hint: "One sentence under the heading.", multiline: true },
  subTitles: {
    label: "Sub-teams",
    hint: "Headings inside the group, in order. Leave empty to show one list.",
  },
} satisfies Record<string, FieldText>;

const teamGroupsFields: FieldTexts<typeof teamGroupsSchema> = {
  year: { label: "Year" },
  groups: {
    label: "Groups",
    hint: "In the order the team page shows them.",
    fields: teamGroupFields,
  },
};

const partnerFields: FieldTexts<typeof partnerFileSchema> = {
  id: shortName(
    "Lower-case letters, digits and dashes, e.g. kerala-startup-mission. It names the file.",
  ),
  name: { label: "Name", hint: "The partner's name as it writes it." },
  kind: { label: "Kind", hint: "Which page lists it: community partners or company partners." },
  order: { label: "Place in the list", hint: "Lowest number first, e.g. 265 to go after 260." },
  logo: {
    label: "Logo",
    hint: "A square picture (SVG or PNG), kept in this site's files.",
    patternMessage: PICTURE,
    image: { mediaFolder: "/public/images/partners", publicFolder: "/images/partners" },
  },
  website: { label: "Website", hint: "The partner's own site.", patternMessage: LINK },
  blurb: {
    label: "About",
    hint: "One or two sentences of what is publicly known about the partner.",
    multiline: true,
  },
  featured: { label: "On the home page", hint: "Shows the logo in the home page's strip." },
};

const VALUES_HINT =
  "Write {org.email} and the like for the foundation's facts (docs/editing.md lists them).";
const HREF_MESSAGE =
  'must be a path on this site starting with "/", a "#section", an https address, mailto:, tel: or a {name}';

const actionFields: Record<string, FieldText> = {
  label: { label: "Button text", hint: "What the visitor presses, e.g. Join µLearn for free." },
  href: {
    label: "Link",
    hint: "A page of this site (/about), a section (#benefits), a full https address, or a named link such as {app.signup}.",
    patternMessage: HREF_MESSAGE,
  },
  newWindow: { label: "Opens in a new tab", hint: "For other sites." },
};
const actionsText = (label: string, hint: string): FieldText => ({
  label,
  hint,
  fields: actionFields,
});
const introText: FieldText = {
  label: "Introduction",
  hint: "A sentence under the heading. Optional.",
  multiline: true,
};
const stepFields: Record<string, FieldText> = {
  title: { label: "Step title" },
  text: { label: "Step text", multiline: true, hint: VALUES_HINT },
  action: { label: "Link under the step", hint: "Optional.", fields: actionFields },
};
const columnsText: FieldText = {
  label: "Columns",
  hint: "On wide screens: 2 or 3. Leave empty for the usual layout.",
};

/** The words every kind of section has, then the kind's own. */
const sectionKind = (
  label: string,
  fields: Record<string, FieldText>,
): { label: string; fields: Record<string, FieldText> } => ({
  label,
  fields: {
    id: {
      label: "Anchor",
      hint: "Lower-case words joined by dashes, e.g. benefits: the section's address is then the page's address with #benefits. Optional.",
      patternMessage: SLUG,
    },
    heading: { label: "Heading", hint: "The section's title." },
    actions: actionsText(
      "Buttons",
      "Buttons at the end of the section; the first is the main one.",
    ),
    ...fields,
  },
});

const sectionTypes: FieldText["types"] = {
  prose: sectionKind("Text", {
    paragraphs: {
      label: "Paragraphs",
      hint: VALUES_HINT,
      item: { label: "Paragraph", multiline: true },
    },
    jumpLinks: {
      label: "On this page",
      hint: "Links to the page's sections, shown under the text. Optional.",
      fields: {
        id: {
          label: "Section's anchor",
          patternMessage: SLUG,
        },
        label: { label: "Link text" },
      },
    },
  }),
  cards: sectionKind("Cards", {
    intro: introText,
    cards: {
      label: "Cards",
      fields: {
        title: { label: "Card title" },
        text: { label: "Card text", multiline: true, hint: "Optional." },
        items: { label: "Bullet points", hint: "Optional.", item: { label: "Bullet point" } },
        action: { label: "Link on the card", hint: "Optional.", fields: actionFields },
      },
    },
    columns: columnsText,
    cardActions: {
      label: "Card links look",
      hint: "link: underlined text (the usual); button: a button.",
    },
  }),
  steps: sectionKind("Numbered steps", {
    intro: introText,
    steps: { label: "Steps", fields: stepFields },
    marker: {
      label: "Numbering",
      hint: 'padded: "01" (the usual); plain: a large "1"; label: "Step 1".',
    },
  }),
  timeline: sectionKind("Timeline", {
    intro: introText,
    steps: { label: "Steps", fields: stepFields },
  }),
  list: sectionKind("Bullet list", {
    intro: introText,
    items: { label: "Points", item: { label: "Point", multiline: true } },
    columns: columnsText,
  }),
  videos: sectionKind("Videos", {
    intro: introText,
    videos: {
      label: "Videos",
      fields: {
        title: { label: "Title", hint: "Who speaks: names the play button and the card." },
        note: { label: "Line under the title", hint: "Such as the speaker's role. Optional." },
        youtubeId: {
          label: "YouTube id",
          hint: "The 11 characters after watch?v= or youtu.be/ in the video's address.",
          patternMessage: "must be the 11 characters of a YouTube id",
        },
        startSeconds: { label: "Start at (seconds)", hint: "Optional." },
      },
    },
  }),
  links: sectionKind("Link tiles", {
    intro: introText,
    links: {
      label: "Links",
      fields: { ...actionFields, note: { label: "Line under the link", hint: "Optional." } },
    },
  }),
  stats: sectionKind("Figures", {
    items: {
      label: "Figures",
      fields: {
        value: { label: "Figure", hint: "As shown, e.g. 60,000+." },
        label: { label: "What it counts" },
        note: { label: "Line under it", hint: "Optional." },
        live: {
          label: "Live count",
          hint: "The server's count that replaces the figure in the browser. Optional.",
        },
      },
    },
    source: { label: "Source", hint: "Where the figures come from, as of when.", multiline: true },
  }),
  table: sectionKind("Table", {
    intro: introText,
    caption: { label: "Caption", hint: "Names the table for screen readers (not shown)." },
    columns: { label: "Column headings", item: { label: "Column heading" } },
    rows: {
      label: "Rows",
      fields: {
        cells: {
          label: "Cells",
          hint: "One a column, in order.",
          fields: {
            text: { label: "Text" },
            href: {
              label: "Link",
              hint: "Optional: makes the cell a link.",
              patternMessage: HREF_MESSAGE,
            },
            newWindow: { label: "Opens in a new tab" },
          },
        },
      },
    },
    note: { label: "Note under the table", hint: "Optional.", multiline: true },
  }),
  faq: sectionKind("Questions and answers", {
    items: {
      label: "Questions",
      fields: {
        question: { label: "Question" },
        answer: { label: "Answer", multiline: true, hint: VALUES_HINT },
      },
    },
  }),
  cta: sectionKind("Call to action", {
    text: { label: "Text", multiline: true, hint: VALUES_HINT },
  }),
  newsletter: sectionKind("Newsletter sign-up", {
    text: { label: "Text", multiline: true },
    readLink: { label: "Link to an issue", hint: "Optional.", fields: actionFields },
  }),
};

const pageFields: FieldTexts<typeof contentPageFileSchema> = {
  actions: actionsText("Header buttons", "Under the page's title; the first is the main one."),
  note: {
    label: "Header note",
    hint: "A short line beside the buttons, such as a date. Optional.",
  },
  sections: {
    label: "Sections",
    hint: "In page order. The title and lead above them are set with the page's address.",
    types: sectionTypes,
  },
  path: { label: "Address", hint: "The page's address on the site.", readonly: true },
};

const weeklyEventFields: FieldTexts<typeof weeklyEventFileSchema> = {
  id: {
    label: "Short name",
    hint: "Names the file and the calendar file, e.g. openmic.",
    readonly: true,
  },
  path: { label: "Address", hint: "The event's page on the site.", readonly: true },
  name: { label: "Name" },
  summary: { label: "Summary", hint: "One sentence for the weekly page's card.", multiline: true },
  about: {
    label: "About",
    hint: "The event page's paragraphs.",
    item: { label: "Paragraph", multiline: true },
  },
  image: {
    label: "Picture",
    hint: "A path on this site, e.g. /images/events/openmic.svg. A drawing of 2 KB or less, shapes only, is drawn in the page itself.",
  },
  slot: {
    label: "Weekly time",
    hint: "India time. Leave empty while the time is not published.",
    fields: {
      weekday: { label: "Weekday", hint: "0 is Sunday, 1 Monday … 6 Saturday." },
      hour: { label: "Hour", hint: "0 to 23, e.g. 20 for 8 PM." },
      minute: { label: "Minute" },
      durationMinutes: { label: "Length in minutes" },
    },
  },
  firstDate: {
    label: "First session",
    hint: "YYYY-MM-DD, for the calendar file. Empty without a weekly time.",
    patternMessage: "must be a date written YYYY-MM-DD",
  },
  scheduleNote: {
    label: "Schedule note",
    hint: "Shown instead of a time when there is none, e.g. Every Wednesday.",
  },
  where: { label: "Where" },
  whoFor: { label: "Who it is for" },
  howToJoin: { label: "How to join", item: { label: "Step", multiline: true } },
  order: place("Place on the weekly page"),
};

const galleryFields: FieldTexts<typeof galleryEventSchema> = {
  slug: shortName(
    "The album's address: /gallery/<short name>. Lower-case letters, digits and dashes.",
  ),
  name: { label: "Event" },
  start: {
    label: "First day",
    hint: "YYYY-MM-DD.",
    patternMessage: "must be a date written YYYY-MM-DD",
  },
  end: {
    label: "Last day",
    hint: "YYYY-MM-DD, for an event over several days. Optional.",
    patternMessage: "must be a date written YYYY-MM-DD",
  },
  place: { label: "Place" },
  folder: {
    label: "Photo folder",
    hint: "The folder under assets/gallery/ on the foundation's picture store.",
    patternMessage: SLUG,
  },
  photos: { label: "Number of photos", hint: "The folder holds 1.webp up to this number." },
  cover: { label: "Cover photo", hint: "The number of the photo the album's card shows." },
};

const impactCategoriesFields: FieldTexts<typeof impactCategoriesSchema> = {
  categories: {
    label: "Categories",
    hint: "The filter's choices, in order.",
    fields: {
      id: shortName("Lower-case letters, digits and dashes; stories name it."),
      label: { label: "Shown as" },
    },
  },
};

const impactStoryFields: FieldTexts<typeof impactStoryFileSchema> = {
  id: shortName("Lower-case letters, digits and dashes. It names the file."),
  title: { label: "Title" },
  category: {
    label: "Category",
    hint: "One of the impact gallery's categories.",
    choices: () =>
      readContentFile(IMPACT_CATEGORIES_FILE, impactCategoriesSchema).categories.map((c) => c.id),
  },
  summary: { label: "Story", hint: "One or two sentences.", multiline: true },
  order: place("Place on the page"),
};

const interestGroupFields: FieldTexts<typeof interestGroupFileSchema> = {
  slug: shortName("The group's address: /interest-groups/<short name>. It names the file."),
  name: { label: "Name", hint: "As the foundation writes it." },
  summary: {
    label: "Summary",
    hint: "One sentence for the directory's card and the page's lead, under 160 characters.",
    multiline: true,
  },
  about: { label: "About", hint: "What a learner does in the group.", multiline: true },
  appId: {
    label: "App id",
    hint: "The group's id on the µLearn app, if known: its page there. Optional.",
    patternMessage: "must be the app's group id, such as 46fe1fb7-7b04-4ebe-837d-120bc16d0e0a",
  },
  aliases: {
    label: "Other names",
    hint: "Names the server may give the group, so its leads and mentors are matched. Optional.",
    item: { label: "Other name" },
  },
  order: place("Place in the directory"),
};

const legalFields: FieldTexts<typeof legalDocumentFileSchema> = {
  path: { label: "Address", hint: "The page's address on the site.", readonly: true },
  lastUpdated: {
    label: "Last changed",
    hint: "YYYY-MM-DD, or YYYY-MM when only the month is known. Change it with the text: the page shows it at the top.",
    patternMessage: "must be a day written YYYY-MM-DD, or a month written YYYY-MM",
  },
  intro: { label: "Introduction", hint: "The paragraph before the sections.", multiline: true },
  sections: {
    label: "Sections",
    hint: "In page order; the page numbers them and lists them at the top.",
    fields: {
      id: {
        label: "Anchor",
        hint: "Lower-case words joined by dashes, e.g. contact: the section's address is the page's with #contact. Each section needs its own.",
        patternMessage: SLUG,
      },
      title: { label: "Title" },
      paragraphs: {
        label: "Paragraphs",
        hint: "Write {legal.email}, {legal.phone} and {legal.address} for the legal pages' contacts, {org.name} for the foundation's name.",
        item: { label: "Paragraph", multiline: true },
      },
      list: {
        label: "Bullet list",
        hint: "Points after the paragraphs. Optional.",
        item: { label: "Point", multiline: true },
      },
    },
  },
};

/** Fields whose words are their label alone, from { field: "Label" }. */
const labelled = (labels: Record<string, string>): Record<string, FieldText> =>
  Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { label }]));

/** A few words with a "{slot}" the page fills in: the hint says what goes there. */
const slotted = (label: string, slot: string, what: string): FieldText => ({
  label,
  hint: `Keep {${slot}}: the page puts ${what} there.`,
  patternMessage: `must keep "{${slot}}", the place of ${what}`,
});
const LIVE_SOURCE =
  "Said above the list: where it comes from. The date and the server's name follow.";
const NO_COPY = "When the build had no copy of the list and the server cannot be reached either.";
const countText = (one: string, other: string): FieldText => ({
  label: `Counting ${other}`,
  fields: {
    one: { label: "One", hint: `After 1, e.g. "${one}".` },
    other: { label: "Other numbers", hint: `After 0, 2, 3 …, e.g. "${other}".` },
  },
});

const careerBoardFields: FieldTexts<typeof careerBoardWordsSchema> = {
  heading: { label: "Heading", hint: "The board's heading on /careers." },
  ongoingHeading: { label: "Open calls' heading" },
  previousHeading: { label: "Previous calls' heading" },
  searchLabel: { label: "Search box label" },
  source: { label: "Source line", hint: LIVE_SOURCE },
  noOngoing: { label: "No open call" },
  noneInCopy: { label: "No copy of the list", hint: NO_COPY },
  noPrevious: { label: "No previous call" },
  noMatch: slotted("No call matches the search", "query", "the words searched for"),
  getReady: {
    label: "Link when a list is empty",
    fields: {
      label: { label: "Link text" },
      href: {
        label: "Section",
        hint: "A section of the careers page, e.g. #get-ready.",
        patternMessage: 'must be a "#section" of the careers page',
      },
    },
  },
  moreOngoing: { label: "Button: more open calls" },
  morePrevious: { label: "Button: more previous calls" },
  moreFailed: { label: "More calls failed to load" },
  apply: { label: "Apply link" },
  jobDescription: { label: "Job description link" },
  labels: {
    label: "A call's details",
    hint: "The labels on each call's card.",
    fields: labelled({
      role: "Role",
      organization: "Organisation",
      location: "Location",
      duration: "Duration",
      remuneration: "Remuneration",
      vacancies: "Vacancies",
      lastDate: "Last date",
    }),
  },
};

const eventsHubFields: FieldTexts<typeof eventsHubWordsSchema> = {
  heading: { label: "Heading", hint: "The list's heading on /events." },
  source: { label: "Source line", hint: LIVE_SOURCE },
  window: { label: "Which days the list covers" },
  appNote: slotted("Note on the events' own pages", "host", "the app's address"),
  noneInCopy: { label: "No copy of the list", hint: NO_COPY },
  noneMatch: { label: "No event matches the filters" },
  noneAtAll: { label: "No event planned" },
  filters: { label: "Filters' heading" },
  showLabel: { label: "Filter: which events" },
  showAll: { label: "Every event" },
  showFeatured: { label: "Featured events only" },
  modeLabel: { label: "Filter: how to take part" },
  modeAny: { label: "Any way of taking part" },
  typeLabel: { label: "Filter: type" },
  typeAny: { label: "Any type" },
  pages: { label: "The pages' navigation", hint: "Read out by screen readers." },
  previousPage: { label: "Previous page link" },
  nextPage: { label: "Next page link" },
  pageOf: {
    label: "Which page",
    hint: "Keep {page} and {total}: the page puts the page's number and the number of pages there.",
    patternMessage: 'must keep "{page}" and "{total}"',
  },
  openOnApp: { label: "Link to an event on the app" },
  labels: {
    label: "An event's details",
    hint: "The labels on each event's card.",
    fields: labelled({ when: "When", type: "Type", organiser: "Organiser", where: "Where" }),
  },
  attendance: {
    label: "How to take part",
    fields: labelled({ online: "Online", "in-person": "In person", hybrid: "Both" }),
  },
  status: {
    label: "Whether an event is on",
    fields: labelled({ ongoing: "On now", upcoming: "Upcoming" }),
  },
  featured: { label: "Featured mark" },
  calendarLink: { label: "Button: the events calendar" },
  weeklyLink: { label: "Button: the weekly events" },
};

const showsFields: FieldTexts<typeof showsFileSchema> = {
  names: {
    label: "Shows' names",
    hint: "As the shows' pages and the search name them.",
    fields: labelled({
      "office-hours": "Office Hour",
      "grab-your-superpowers": "Grab Your Superpowers",
      "inspiration-station": "Inspiration Station Radio",
      "salt-mango-tree": "Salt Mango Tree",
    }),
  },
  sessions: {
    label: "Session lists",
    hint: "The words of every show's list of sessions.",
    fields: {
      heading: { label: "Heading" },
      source: slotted("Source line", "show", "the show's name"),
      times: { label: "Time zone note" },
      next: { label: "Badge of the next session" },
      upcomingHeading: { label: "Coming sessions' heading" },
      previousHeading: { label: "Previous sessions' heading" },
      noneInCopy: { label: "No copy of the list", hint: NO_COPY },
      noUpcoming: { label: "No coming session" },
      noPrevious: { label: "No previous session" },
      join: { label: "Join link" },
      status: { label: "Badges", fields: labelled({ upcoming: "Coming", ongoing: "On now" }) },
      labels: {
        label: "A session's details",
        hint: "The labels on each session's card.",
        fields: labelled({
          when: "When",
          speaker: "Speaker",
          campus: "Campus",
          zone: "Zone",
          groups: "Interest groups",
        }),
      },
      zones: {
        label: "Zones",
        fields: labelled({ north: "North", central: "Central", south: "South" }),
      },
      poster: slotted("Poster's description", "title", "the session's title"),
    },
  },
};

const interestGroupWordsFields: FieldTexts<typeof interestGroupWordsSchema> = {
  directoryHeading: { label: "Directory's heading", hint: "Above the groups' cards." },
  source: { label: "Source line", hint: LIVE_SOURCE },
  openInApp: slotted("Button: the group on the app", "name", "the group's name"),
  newGroup: {
    label: "Card of a new group",
    hint: "On a group the server lists that has no page here yet.",
  },
  allInApp: { label: "Link: all groups on the app" },
  aboutHeading: { label: "About heading" },
  joinHeading: { label: "Joining heading" },
  join: { label: "How to join", multiline: true },
  peopleHeading: { label: "People heading" },
  leads: { label: "Leads heading" },
  mentors: { label: "Mentors heading" },
  thinktank: { label: "Think tank heading" },
  noPeople: { label: "Nobody listed" },
  projectsHeading: { label: "Projects heading" },
  noProjects: { label: "No project listed" },
  noneInCopy: { label: "No copy of the lists", hint: NO_COPY },
  team: { label: "A project's team" },
  lead: { label: "Marks a project's lead", hint: 'Shown after the name: "Asha (lead)".' },
  counts: {
    label: "Counts on the cards",
    hint: 'Each card says e.g. "2 leads, 1 mentor, 3 impact projects".',
    fields: {
      lead: countText("lead", "leads"),
      mentor: countText("mentor", "mentors"),
      project: countText("impact project", "impact projects"),
    },
  },
  backToAll: { label: "Button: back to all groups" },
};

const weeklyEventsPageFields: FieldTexts<typeof weeklyEventsPageSchema> = {
  note: { label: "Note above the cards", multiline: true, hint: VALUES_HINT },
  more: {
    label: "Links under the cards",
    fields: {
      heading: { label: "Heading" },
      links: { label: "Links", fields: actionFields },
    },
  },
};

const unique = (values: string[]) => [...new Set(values)];

/**
 * Every year's groups file, read as the build reads it. (The editor's own relation to the groups'
 * nested titles made Sveltia CMS 0.221.1 hang over 642 entries; the choices are generated instead.)
 */
const teamGroupFiles = () =>
  TEAM_YEARS.map((year) => readContentFile(teamGroupsFile(year), teamGroupsSchema));

/** One editor field, as Sveltia CMS reads it. */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

export type JsonSchema = {
  type?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  /** Several checks on one value: a text with several patterns has one here for each. */
  allOf?: JsonSchema[];
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  default?: unknown;
};

/** The choices of a field that takes one of a few values, or undefined. */
function choices(schema: JsonSchema): unknown[] | undefined {
  if (schema.enum) return schema.enum;
  if (schema.anyOf?.every((option) => "const" in option)) {
    return schema.anyOf.map((option) => option.const);
  }
  return undefined;
}

/** The JSON Schema of a field with an empty (or null) value allowed: the other option's. */
function nonEmpty(schema: JsonSchema): JsonSchema {
  const other = schema.anyOf?.filter((option) => option.const !== "" && option.type !== "null");
  return other?.length === 1 ? { ...other[0], default: schema.default } : schema;
}

/** The options of a list whose items are of several kinds, each an object with its own `kind`. */
function kindsOf(items: JsonSchema): JsonSchema[] | undefined {
  const options = items.oneOf ?? items.anyOf;
  const kinds = options?.filter((option) => option.properties?.kind?.const !== undefined);
  return kinds?.length && kinds.length === options?.length ? kinds : undefined;
}

/**
 * The one pattern the editor checks a text against: the schema's own, or, for a text that must
 * match several ("Page {page} of {total}"), one that holds when each of them does.
 */
function patternOf(schema: JsonSchema): string | undefined {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string => pattern !== undefined,
  );
  if (patterns.length <= 1) return patterns[0];
  return `^${patterns.map((pattern) => `(?=[\\s\\S]*?(?:${pattern}))`).join("")}`;
}

/** The editor fields of an object schema; throws when they and the words here differ. */
export function editorFields(
  where: string,
  schema: JsonSchema,
  texts: Record<string, FieldText>,
): CmsField[] {
  const names = Object.keys(schema.properties ?? {});
  const missing = names.filter((name) => !texts[name]);
  const extra = Object.keys(texts).filter((name) => !names.includes(name));
  if (missing.length || extra.length) {
    throw new Error(
      `data/cms.ts ${where}: ${[
        ...missing.map((name) => `the schema's field "${name}" has no editor field`),
        ...extra.map((name) => `the editor field "${name}" is not in the schema`),
      ].join("; ")}`,
    );
  }
  const required = new Set(schema.required ?? []);
  return names.map((name) => {
    const text = texts[name]!;
    const field = nonEmpty(schema.properties![name]!);
    const base = {
      name,
      label: text.label,
      ...(text.hint ? { hint: text.hint } : {}),
      ...(text.readonly ? { readonly: true } : {}),
      required: required.has(name),
    };
    const options = text.choices?.() ?? choices(field);
    if (options?.every((option) => typeof option === "number")) {
      // A few numbers (2 or 3 columns): a number box, since a select would write text.
      const numbers = options as number[];
      return {
        ...base,
        widget: "number",
        value_type: "int",
        min: Math.min(...numbers),
        max: Math.max(...numbers),
      };
    }
    if (options) return { ...base, widget: "select", options };
    if (field.type === "boolean") return { ...base, widget: "boolean", default: false };
    if (field.type === "integer" || field.type === "number") {
      return { ...base, widget: "number", value_type: field.type === "integer" ? "int" : "float" };
    }
    if (field.type === "array") {
      const items = field.items ?? {};
      const kinds = kindsOf(items);
      if (kinds) {
        return {
          ...base,
          widget: "list",
          typeKey: "kind",
          types: kinds.map((kind) => {
            const id = String(kind.properties!.kind!.const);
            const words = text.types?.[id];
            if (!words) {
              throw new Error(`data/cms.ts ${where}.${name}: the kind "${id}" has no editor words`);
            }
            const properties = { ...kind.properties };
            delete properties.kind;
            return {
              name: id,
              label: words.label,
              widget: "object",
              fields: editorFields(`${where}.${name}.${id}`, { ...kind, properties }, words.fields),
            };
          }),
        };
      }
      if (items.type === "object") {
        return {
          ...base,
          widget: "list",
          fields: editorFields(`${where}.${name}`, items, text.fields ?? {}),
        };
      }
      if (text.item) {
        const [item] = editorFields(
          `${where}.${name}`,
          { properties: { item: items }, required: ["item"] },
          { item: text.item },
        );
        return { ...base, widget: "list", field: item };
      }
      return { ...base, widget: "list" };
    }
    if (field.type === "object") {
      return {
        ...base,
        widget: "object",
        fields: editorFields(`${where}.${name}`, field, text.fields ?? {}),
      };
    }
    const checked = patternOf(field);
    const pattern = checked
      ? { pattern: [checked, text.patternMessage ?? "is not in the expected form"] }
      : {};
    if (text.image) {
      // No pattern: the editor itself writes the picture's path, and while an upload waits to
      // be saved, the field holds a blob: address a pattern would refuse. The build checks it.
      return {
        ...base,
        widget: "image",
        media_folder: text.image.mediaFolder,
        public_folder: text.image.publicFolder,
        choose_url: false,
      };
    }
    return { ...base, ...pattern, widget: text.multiline ? "text" : "string" };
  });
}

const mlPageFields: FieldTexts<typeof mlPageFileSchema> = {
  ...pageFields,
  title: { label: "Title", hint: "The browser tab's and search results' title, in Malayalam." },
  description: {
    label: "Description",
    hint: "One or two sentences for search results, under 160 characters.",
    multiline: true,
  },
  heading: { label: "Heading", hint: "The page's one big heading." },
  lead: { label: "Lead", hint: "The paragraph under the heading.", multiline: true },
};

/**
 * The words of the frame's strings, for both language files: each box is labelled with its English
 * text, so a translator sees what to say, and hinted with its key.
 */
function uiTextFields(english: Record<string, unknown>, at = ""): Record<string, FieldText> {
  return Object.fromEntries(
    Object.entries(english).map(([key, value]): [string, FieldText] => {
      const where = at ? `${at}.${key}` : key;
      return value && typeof value === "object"
        ? [key, { label: where, fields: uiTextFields(value as Record<string, unknown>, where) }]
        : [key, { label: String(value) || where, hint: where }];
    }),
  );
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Where the editor saves: the GitHub repository `owner/name` (CMS_GITHUB_REPO at build). */
export interface CmsBackendSetting {
  repo?: string;
  branch?: string;
}

/** The editor's whole configuration. Without a repository, it edits a test copy in the browser. */
export function cmsConfig({ repo, branch = "main" }: CmsBackendSetting = {}) {
  if (repo && !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`CMS_GITHUB_REPO must be "owner/name", not "${repo}"`);
  }
  return {
    load_config_file: false,
    backend: repo
      ? {
          name: "github",
          repo,
          branch,
          auth_methods: ["token"],
          commit_messages: {
            create: "content: add {{collection}} “{{slug}}”",
            update: "content: change {{collection}} “{{slug}}”",
            delete: "content: remove {{collection}} “{{slug}}”",
          },
        }
      : { name: "test-repo" },
    ...(repo ? { publish_mode: "editorial_workflow" } : {}),
    // The site's own icon: without one the editor draws its logo from a data: address it fetches,
    // which the page's policy refuses.
    logo: { src: "/icon.svg" },
    // An optional field left empty is left out of the file, as the schemas expect (a number
    // field would otherwise be written as null).
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    site_url: org.website,
    display_url: org.website,
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    // Pictures come from this site's files only: no stock photo services (other hosts the
    // policy refuses).
    media_libraries: { stock_assets: false },
    collections: [
      {
        name: "partners",
        label: "Partners",
        label_singular: "Partner",
        description: "Community and company partners: their pages and the home page's strip.",
        folder: PARTNERS_DIR,
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "name",
        slug: "{{id}}",
        summary: "{{name}} ({{kind}})",
        sortable_fields: { fields: ["order", "name"], default: { field: "order" } },
        view_groups: [{ name: "kind", label: "Kind", field: "kind" }],
        fields: editorFields("partners", jsonSchema(partnerFileSchema), partnerFields),
      },
      {
        name: "team",
        label: "Team",
        label_singular: "Team member",
        description: "One card a person and year on the team page.",
        folder: "content/team",
        path: "{{fields.year}}/{{slug}}",
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "name",
        slug: "{{name}}",
        summary: "{{name}} · {{group}} {{dirname}}",
        sortable_fields: {
          fields: ["year", "group", "order", "name"],
          default: { field: "order" },
        },
        view_groups: {
          default: "year",
          groups: [
            { name: "year", label: "Year", field: "year" },
            { name: "group", label: "Group", field: "group" },
          ],
        },
        view_filters: TEAM_YEARS.map((year) => ({
          name: `year-${year}`,
          label: String(year),
          field: "year",
          pattern: String(year),
        })),
        fields: editorFields("team", jsonSchema(teamMemberFileSchema), teamMemberFields),
      },
      {
        name: "pages",
        label: "Pages",
        label_singular: "Page",
        description:
          "The text of the site's pages, section by section. A page's title and lead are set with its address, not here.",
        folder: PAGES_DIR,
        extension: "json",
        format: "json",
        create: false,
        delete: false,
        identifier_field: "path",
        summary: "{{path}}",
        sortable_fields: { fields: ["path"], default: { field: "path" } },
        fields: editorFields("pages", jsonSchema(contentPageFileSchema), pageFields),
      },
      {
        name: "pages-ml",
        label: "Pages in Malayalam",
        label_singular: "Malayalam page",
        description:
          "The Malayalam twins at /ml of the pages in content/pages: the same sections and fields, every text in Malayalam, and the header's words. A text left out stops the build.",
        folder: PAGES_ML_DIR,
        extension: "json",
        format: "json",
        create: false,
        delete: false,
        identifier_field: "path",
        summary: "{{path}}",
        fields: editorFields("pages-ml", jsonSchema(mlPageFileSchema), mlPageFields),
      },
      {
        name: "donation",
        label: "Donation page",
        description:
          "The words of /donation and /donation/success in English and of their twins at /ml in Malayalam: the header, the sections with and without online payment, the form, its messages, the tiers' names, and the record a donation ends on. Both files have the same fields; amounts, addresses and the donor's name fill the {braces}.",
        format: "json",
        files: (["en", "ml"] as const).map((lang) => ({
          name: `donation-${lang}`,
          label: lang === "en" ? "In English" : "In Malayalam",
          file: `${DONATION_DIR}/${lang}.json`,
          fields: editorFields(
            `donation.${lang}`,
            jsonSchema(donationWordsSchema),
            uiTextFields(donationWords.en as unknown as Record<string, unknown>),
          ),
        })),
      },
      {
        name: "languages",
        label: "Site words by language",
        description:
          "The header, menus, search, footer and form words in English and in Malayalam: both files have the same fields.",
        format: "json",
        files: [
          ...(["en", "ml"] as const).map((lang) => ({
            name: `words-${lang}`,
            label: lang === "en" ? "English words" : "Malayalam words",
            file: `${I18N_DIR}/${lang}.json`,
            fields: editorFields(
              `languages.${lang}`,
              jsonSchema(uiTextSchema),
              uiTextFields(uiText.en as unknown as Record<string, unknown>),
            ),
          })),
          {
            name: "menus-ml",
            label: "Menus in Malayalam",
            file: `${I18N_DIR}/ml-menus.json`,
            fields: [
              {
                name: "labels",
                label: "Labels",
                hint: "Each label of the menus and the footer in English, and as Malayalam pages say it.",
                widget: "list" as const,
                summary: "{{fields.en}}: {{fields.ml}}",
                fields: [
                  { name: "en", label: "In English", widget: "string" as const },
                  { name: "ml", label: "In Malayalam", widget: "string" as const },
                ],
              },
            ],
          },
          {
            name: "glossary",
            label: "Glossary",
            file: `${I18N_DIR}/glossary.json`,
            fields: [
              {
                name: "terms",
                label: "Terms",
                widget: "list" as const,
                summary: "{{fields.term}}: {{fields.ml}}",
                fields: [
                  { name: "term", label: "Term in English", widget: "string" as const },
                  { name: "ml", label: "In Malayalam", widget: "string" as const },
                  {
                    name: "stems",
                    label: "Beginnings its forms share",
                    widget: "list" as const,
                    field: { name: "stem", label: "Beginning", widget: "string" as const },
                  },
                  { name: "note", label: "Note", widget: "text" as const },
                ],
              },
              {
                name: "names",
                label: "Names kept as written",
                hint: "Names that hold a term but stay as the foundation writes them.",
                widget: "list" as const,
                field: { name: "name", label: "Name", widget: "string" as const },
              },
            ],
          },
        ],
      },
      {
        name: "events",
        label: "Weekly events",
        label_singular: "Weekly event",
        description: "The weekly events' cards, pages and calendar files.",
        folder: EVENTS_DIR,
        extension: "json",
        format: "json",
        create: false,
        delete: false,
        identifier_field: "name",
        summary: "{{name}}",
        sortable_fields: { fields: ["order", "name"], default: { field: "order" } },
        fields: editorFields("events", jsonSchema(weeklyEventFileSchema), weeklyEventFields),
      },
      {
        name: "gallery",
        label: "Photo albums",
        label_singular: "Photo album",
        description: "One album an event on /gallery, newest first.",
        folder: GALLERY_DIR,
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "name",
        slug: "{{slug}}",
        summary: "{{name}} ({{start}})",
        sortable_fields: {
          fields: ["start", "name"],
          default: { field: "start", direction: "descending" },
        },
        fields: editorFields("gallery", jsonSchema(galleryEventSchema), galleryFields),
      },
      {
        name: "impact-stories",
        label: "Impact stories",
        label_singular: "Impact story",
        description: "The stories on /impact-gallery, each in one category of its filter.",
        folder: IMPACT_STORIES_DIR,
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "title",
        slug: "{{id}}",
        summary: "{{title}} ({{category}})",
        sortable_fields: { fields: ["order", "title"], default: { field: "order" } },
        view_groups: [{ name: "category", label: "Category", field: "category" }],
        fields: editorFields(
          "impact-stories",
          jsonSchema(impactStoryFileSchema),
          impactStoryFields,
        ),
      },
      {
        name: "impact-categories",
        label: "Impact categories",
        description: "The impact gallery filter's categories.",
        format: "json",
        files: [
          {
            name: "categories",
            label: "Impact gallery categories",
            file: IMPACT_CATEGORIES_FILE,
            fields: editorFields(
              "impact-categories",
              jsonSchema(impactCategoriesSchema),
              impactCategoriesFields,
            ),
          },
        ],
      },
      {
        name: "interest-groups",
        label: "Interest groups",
        label_singular: "Interest group",
        description: "The interest groups' own words: the directory and each group's page.",
        folder: INTEREST_GROUPS_DIR,
        extension: "json",
        format: "json",
        create: true,
        delete: true,
        identifier_field: "name",
        slug: "{{slug}}",
        summary: "{{name}}",
        sortable_fields: { fields: ["order", "name"], default: { field: "order" } },
        fields: editorFields(
          "interest-groups",
          jsonSchema(interestGroupFileSchema),
          interestGroupFields,
        ),
      },
      {
        name: "legal",
        label: "Legal pages",
        label_singular: "Legal page",
        description: "Terms of Services and Privacy Policy, section by section.",
        folder: LEGAL_DIR,
        extension: "json",
        format: "json",
        create: false,
        delete: false,
        identifier_field: "path",
        summary: "{{path}}",
        fields: editorFields("legal", jsonSchema(legalDocumentFileSchema), legalFields),
      },
      {
        name: "words",
        label: "Words on pages",
        description:
          "The fixed words around lists: the careers board, the events list, the shows' sessions, the interest groups' pages, the weekly events page.",
        format: "json",
        files: [
          {
            name: "career-board",
            label: "Careers: the hiring-call board",
            file: CAREER_BOARD_FILE,
            fields: editorFields(
              "words.career-board",
              jsonSchema(careerBoardWordsSchema),
              careerBoardFields,
            ),
          },
          {
            name: "events-hub",
            label: "Events: the list of upcoming events",
            file: EVENTS_HUB_FILE,
            fields: editorFields(
              "words.events-hub",
              jsonSchema(eventsHubWordsSchema),
              eventsHubFields,
            ),
          },
          {
            name: "shows",
            label: "Shows: names and session lists",
            file: SHOWS_FILE,
            fields: editorFields("words.shows", jsonSchema(showsFileSchema), showsFields),
          },
          {
            name: "interest-group-words",
            label: "Interest groups: the directory and the groups' pages",
            file: INTEREST_GROUP_WORDS_FILE,
            fields: editorFields(
              "words.interest-group-words",
              jsonSchema(interestGroupWordsSchema),
              interestGroupWordsFields,
            ),
          },
          {
            name: "weekly-events-page",
            label: "Weekly events: the note and the links around the cards",
            file: WEEKLY_EVENTS_PAGE_FILE,
            fields: editorFields(
              "words.weekly-events-page",
              jsonSchema(weeklyEventsPageSchema),
              weeklyEventsPageFields,
            ),
          },
        ],
      },
      {
        name: "team-groups",
        label: "Team groups",
        label_singular: "Year's groups",
        description: "Each year's groups and sub-teams, in the order the team page shows them.",
        folder: "content/team-groups",
        extension: "json",
        format: "json",
        create: false,
        delete: false,
        identifier_field: "year",
        summary: "{{filename}}",
        fields: editorFields("team-groups", jsonSchema(teamGroupsSchema), teamGroupsFields),
      },
    ],
  };
}
