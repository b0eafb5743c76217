import { z } from "zod";
import { TEAM_YEARS, type TeamYearNumber } from "@/data/team-years";
import { pictureOrigin } from "@/data/site";
import { showIds, type ShowId } from "@/data/show-ids";

/**
 * Schemas for the content files under data/. Each file is parsed when the site builds; a bad
 * entry fails the build with a message naming the file, the entry and the field (see
 * `parseDataFile`). Optional fields default to empty.
 */

const text = z.string().trim().default("");
/** A link out: https only, with a host name; the editor at /admin asks the same (data/cms.ts). */
const HTTPS_URL_PATTERN = /^https:\/\/[^\s/?#@]+\.[^\s/?#@]+(?:[/?#]\S*)?$/;
const httpsUrl = z.string().trim().regex(HTTPS_URL_PATTERN, { error: "must be an https URL" });
const webUrl = z
  .union([
    z.literal(""),
    z.string().trim().regex(HTTPS_URL_PATTERN, { error: "must be an https URL or empty" }),
  ])
  .default("");
/** A path on this site, or an https URL on the asset host: the pictures the CSP lets load. */
const PICTURE_PATTERN = new RegExp(
  `^(?:/(?!/).*|${pictureOrigin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}/.*)$`,
);
const PICTURE_ERROR = `must be empty (default photo), a path starting with "/", or an address on ${pictureOrigin}`;
const picture = z.string().trim().regex(PICTURE_PATTERN, { error: PICTURE_ERROR });
const imagePath = z.union([z.literal(""), picture], { error: PICTURE_ERROR }).default("");

/** A team member card, including the fields of the 2023 organisation and programme lists. */
export const memberSchema = z.strictObject({
  name: z.string().trim().min(1, { error: "is required" }),
  designation: text,
  image: imagePath,
  linkedin: webUrl,
  github: webUrl,
  twitter: webUrl,
  muid: text,
  lead: text,
  /** Comma-separated roles; see lib/team.ts splitRoles. */
  team: text,
  id: z.number().int().positive().optional(),
  domain: text,
  drive: webUrl,
});

export const GROUP_BOTH_ERROR =
  "Only one of members or membersWithSubTitles should be provided at once.";
export const GROUP_NEITHER_ERROR = "Either members or membersWithSubTitles should be provided.";

/** A team group: exactly one of a flat list or a sub-titled mapping. */
export const groupSchema = z
  .strictObject({
    title: z.string().trim().min(1, { error: "is required" }),
    description: text,
    members: z.array(memberSchema).optional(),
    membersWithSubTitles: z.record(z.string().trim().min(1), z.array(memberSchema)).optional(),
  })
  .superRefine((group, context) => {
    if (group.members && group.membersWithSubTitles) {
      context.addIssue({ code: "custom", message: GROUP_BOTH_ERROR });
    } else if (!group.members && !group.membersWithSubTitles) {
      context.addIssue({ code: "custom", message: GROUP_NEITHER_ERROR });
    }
  });

/** The team page's years are 2022 to 2025. */
export { TEAM_YEARS, type TeamYearNumber };

export const teamYearSchema = z.strictObject({
  year: z.union(TEAM_YEARS.map((year) => z.literal(year))),
  groups: z.array(groupSchema).min(1, { error: "needs at least one group" }),
});

export type MemberInput = z.input<typeof memberSchema>;
export type Member = z.output<typeof memberSchema>;
export type TeamGroup = z.output<typeof groupSchema>;
export type TeamYearInput = z.input<typeof teamYearSchema>;
export type TeamYear = z.output<typeof teamYearSchema>;

/**
 * Where a problem is: 'group "HQ" (groups[1]) › entry "Asha Sample" (members[4]) › field "linkedin"',
 * or 'section "Who we are" (sections[0]) › entry paragraphs[1]'.
 */
function describePath(data: unknown, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = data;
  let trail = "";
  for (const key of path) {
    trail += typeof key === "number" ? `[${key}]` : trail ? `.${String(key)}` : String(key);
    node =
      node && typeof node === "object" ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (typeof key !== "number") continue;
    const entry = node as { title?: unknown; name?: unknown; heading?: unknown } | undefined;
    const list = trail.slice(0, trail.indexOf("["));
    if (list === "groups" && typeof entry?.title === "string") {
      parts.push(`group "${entry.title}" (${trail})`);
    } else if (typeof entry?.heading === "string") {
      parts.push(`section "${entry.heading}" (${trail})`);
    } else if (typeof entry?.title === "string") parts.push(`entry "${entry.title}" (${trail})`);
    else if (typeof entry?.name === "string") parts.push(`entry "${entry.name}" (${trail})`);
    else parts.push(`entry ${trail}`);
    trail = "";
  }
  if (trail) parts.push(`field "${trail}"`);
  return parts.join(" › ");
}

/** Parses one data file, or throws an Error naming the file, entry and field of every problem. */
export function parseDataFile<T extends z.ZodType>(
  file: string,
  schema: T,
  data: unknown,
): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const where = describePath(data, issue.path);
    return `  - ${where ? `${where}: ` : ""}${issue.message}`;
  });
  throw new Error(`Invalid data in ${file}:\n${problems.join("\n")}`);
}

const slotSchema = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  hour: z.number().int().min(0).max(23),
  minute: z.number().int().min(0).max(59),
  durationMinutes: z.number().int().positive(),
});

/** A weekly event. Without a known schedule, `slot` is null. */
export const weeklyEventSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower-case letters, digits and dashes" }),
  path: z.string().startsWith("/"),
  name: z.string().min(1),
  summary: z.string().min(1),
  about: z.array(z.string().min(1)).min(1),
  image: z.string().startsWith("/"),
  /** Weekday (0 is Sunday), India time and length; none while the time is not published. */
  slot: slotSchema.nullable().default(null),
  /** The first session (yyyy-mm-dd, India) for the calendar file's repeat rule. */
  firstDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "must be a date written YYYY-MM-DD" })
    .nullable()
    .default(null),
  scheduleNote: z.string().default(""),
  where: z.string().min(1),
  whoFor: z.string().min(1),
  howToJoin: z.array(z.string().min(1)).min(1),
});

/** content/events/<id>.json: one weekly event, and its place on the weekly page. */
export const weeklyEventFileSchema = weeklyEventSchema.extend({
  /** The weekly page shows events by this number, lowest first. */
  order: z.number().int().nonnegative(),
});

export type WeeklyEventInput = z.input<typeof weeklyEventSchema>;
export type WeeklyEvent = z.output<typeof weeklyEventSchema>;

const slug = z
  .string()
  .regex(/^[a-z0-9-]+$/, { error: "must be lower-case letters, digits and dashes" });

/** The donation form's amounts (data/donation-form.ts): whole rupees, presets rising within the limits. */
/**
 * The newer site's donation tiers (data/donation.ts): for each donor and mode, amounts in
 * whole rupees (their names are words of content/donation/<lang>.json), rising, each id a lower-case slug used in links (`?tier=`), unique in its list,
 * and every amount within the form's limits.
 */
export const donationTiersSchema = (minimum: number, maximum: number) => {
  const tier = z.strictObject({
    id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, { error: "must be a lower-case slug" }),
    amount: z
      .number()
      .int({ error: "must be whole rupees" })
      .min(minimum, { error: `must be at least the form's minimum, ${minimum}` })
      .max(maximum, { error: `must be at most the form's maximum, ${maximum}` }),
  });
  const list = z
    .array(tier)
    .min(1, { error: "needs at least one tier" })
    .superRefine((tiers, context) => {
      tiers.forEach(({ id, amount }, index) => {
        if (tiers.findIndex((other) => other.id === id) !== index) {
          context.addIssue({ code: "custom", path: [index, "id"], message: "is used twice" });
        }
        if (index > 0 && amount <= tiers[index - 1]!.amount) {
          context.addIssue({ code: "custom", path: [index, "amount"], message: "must rise" });
        }
      });
    });
  const modes = z.strictObject({ "one-time": list, subscription: list });
  return z.strictObject({ individual: modes, org: modes });
};

export const donationAmountsSchema = z
  .strictObject({
    presets: z
      .array(z.number().int({ error: "must be whole rupees" }))
      .min(1, { error: "needs at least one amount" }),
    minimum: z
      .number()
      .int({ error: "must be whole rupees" })
      .min(1, { error: "must be at least ₹1" }),
    maximum: z.number().int({ error: "must be whole rupees" }),
  })
  .superRefine(({ presets, minimum, maximum }, context) => {
    if (maximum <= minimum) {
      context.addIssue({ code: "custom", path: ["maximum"], message: "must be above the minimum" });
    }
    presets.forEach((amount, index) => {
      if (amount < minimum || amount > maximum || (index > 0 && amount <= presets[index - 1]!)) {
        context.addIssue({
          code: "custom",
          path: ["presets", index],
          message: "must rise, between the minimum and the maximum",
        });
      }
    });
  });

/** A community or company partner (/community-partners, /company-partners, the landing strip). */
export const partnerSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(1, { error: "is required" }),
  kind: z.enum(["community", "company"], { error: 'must be "community" or "company"' }),
  /** Logo: a path under public/ (served by the asset loader) or an https URL. */
  logo: z
    .string()
    .trim()
    .min(1, { error: "is required" })
    .regex(PICTURE_PATTERN, { error: PICTURE_ERROR }),
  website: httpsUrl,
  blurb: z.string().trim().min(1, { error: "is required" }),
  /** Shown in the landing page's supporters strip. */
  featured: z.boolean().default(false),
});
/** A partner's file in content/partners/: the partner and its place in the lists. */
export const partnerFileSchema = partnerSchema.extend({
  /** Lists show partners by this number, lowest first (then by name). */
  order: z.number().int().nonnegative(),
});
export type PartnerInput = z.input<typeof partnerSchema>;
export type Partner = z.output<typeof partnerSchema>;

const impactCategories = z
  .array(z.strictObject({ id: slug, label: z.string().trim().min(1, { error: "is required" }) }))
  .min(1, { error: "needs at least one category" });
const impactStorySchema = z.strictObject({
  id: slug,
  title: z.string().trim().min(1, { error: "is required" }),
  category: slug,
  summary: z.string().trim().min(1, { error: "is required" }),
});

/** content/impact-categories.json: the impact gallery filter's categories, in order. */
export const impactCategoriesSchema = z.strictObject({ categories: impactCategories });

/** content/impact-stories/<id>.json: one story, its category and its place on the page. */
export const impactStoryFileSchema = impactStorySchema.extend({
  /** The page shows stories by this number, lowest first. */
  order: z.number().int().nonnegative(),
});

/** /impact-gallery: the filter's categories, and stories that each belong to one of them. */
export const impactGallerySchema = z
  .strictObject({
    categories: impactCategories,
    stories: z.array(impactStorySchema).min(1, { error: "needs at least one story" }),
  })
  .superRefine(({ categories, stories }, context) => {
    const known = new Set<string>();
    categories.forEach(({ id }, index) => {
      if (id === "all" || known.has(id)) {
        context.addIssue({
          code: "custom",
          path: ["categories", index, "id"],
          message: id === "all" ? '"all" is the filter\'s own choice' : "is used twice",
        });
      }
      known.add(id);
    });
    const storyIds = new Set<string>();
    stories.forEach(({ id, category }, index) => {
      if (storyIds.has(id)) {
        context.addIssue({
          code: "custom",
          path: ["stories", index, "id"],
          message: "is used twice",
        });
      }
      storyIds.add(id);
      if (!known.has(category)) {
        context.addIssue({
          code: "custom",
          path: ["stories", index, "category"],
          message: `must be one of ${[...known].map((c) => `"${c}"`).join(", ")}`,
        });
      }
    });
  });
export type ImpactGallery = z.output<typeof impactGallerySchema>;

/** content/interest-groups/<slug>.json: one interest group's own words and its place in the list. */
export const interestGroupFileSchema = z.strictObject({
  /** The page's address: /interest-groups/<slug>. Where the events' tags name the group, their code. */
  slug,
  /** As the foundation writes it. */
  name: z.string().trim().min(1, { error: "is required" }),
  /** One sentence for the directory's card and the page's lead. */
  summary: z
    .string()
    .trim()
    .min(1, { error: "is required" })
    .max(160, { error: "must be under 160 characters" }),
  /** What a learner does in the group, a short paragraph. */
  about: z.string().trim().min(1, { error: "is required" }),
  /** The app's id for the group, where the foundation's sources give it; else the app's list. */
  appId: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, {
      error: "must be the app's group id, such as 46fe1fb7-7b04-4ebe-837d-120bc16d0e0a",
    })
    .optional(),
  /** Other names the backend may give the group, matched letters only, any case. */
  aliases: z.array(z.string().trim().min(1, { error: "is required" })).optional(),
  /** The directory shows groups by this number, lowest first. */
  order: z.number().int().nonnegative(),
});
const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });
const pathSegment = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "must be lower-case letters, digits and hyphens" });

/** content/gallery/<slug>.json: one photo album (data/gallery.ts). */
export const galleryEventSchema = z
  .strictObject({
    /** The page's address: /gallery/<slug>. */
    slug: pathSegment,
    name: z.string().trim().min(1, { error: "is required" }),
    /** The first (or only) day, YYYY-MM-DD. */
    start: isoDate,
    /** The last day of an event that ran over several days. */
    end: isoDate.optional(),
    place: z.string().trim().min(1, { error: "is required" }),
    /** The photos' folder under assets/gallery/ on the CDN. */
    folder: pathSegment,
    /** How many photos: 1.webp to <photos>.webp. */
    photos: z.number().int().min(1).max(60),
    /** The photo the event's card shows. */
    cover: z.number().int().min(1),
  })
  .refine((event) => event.cover <= event.photos, {
    error: "cover must be one of the event's photos",
    path: ["cover"],
  })
  .refine((event) => !event.end || event.end > event.start, {
    error: "end must come after start",
    path: ["end"],
  });

export type GalleryEventInput = z.input<typeof galleryEventSchema>;
export type GalleryEvent = z.output<typeof galleryEventSchema>;

/**
 * A label, a heading or a sentence of a page's fixed words. Checked, never changed: the browser's
 * code imports the same file as it is (data/page-words/), so what it reads is what was checked.
 */
const label = z.string().superRefine((value, context) => {
  const trimmed = value.trim();
  if (!trimmed) context.addIssue({ code: "custom", message: "is required" });
  else if (trimmed !== value) {
    context.addIssue({ code: "custom", message: "must not start or end with a space" });
  }
});

/**
 * Words the page completes with values, such as "No calls match “{query}”." or "Page {page} of
 * {total}": each "{name}" must stay where its value goes (lib/format.ts `fillSlots`).
 */
const withSlots = (...slots: [slot: string, what: string][]) =>
  slots.reduce(
    (words, [slot, what]) =>
      words.regex(new RegExp(`\\{${slot}\\}`), {
        error: `must keep "{${slot}}", the place of ${what}`,
      }),
    label,
  );

/** Words the page completes with one value. */
const withSlot = (slot: string, what: string) => withSlots([slot, what]);

/** How a count is said: "1 lead", "2 leads". */
const countWords = z.strictObject({ one: label, other: label });

/** The words of the /events hub around its list of events (content/events-hub.json). */
export const eventsHubWordsSchema = z.strictObject({
  heading: label,
  /** Where the list comes from, said plainly on every state of the hub. */
  source: label,
  window: label,
  appNote: withSlot("host", "the app's address"),
  noneInCopy: label,
  noneMatch: label,
  noneAtAll: label,
  filters: label,
  showLabel: label,
  showAll: label,
  showFeatured: label,
  modeLabel: label,
  modeAny: label,
  typeLabel: label,
  typeAny: label,
  pages: label,
  previousPage: label,
  nextPage: label,
  pageOf: withSlots(["page", "the page's number"], ["total", "the number of pages"]),
  openOnApp: label,
  labels: z.strictObject({ when: label, type: label, organiser: label, where: label }),
  attendance: z.strictObject({ online: label, "in-person": label, hybrid: label }),
  status: z.strictObject({ ongoing: label, upcoming: label }),
  featured: label,
  calendarLink: label,
  weeklyLink: label,
});
export type EventsHubWords = z.output<typeof eventsHubWordsSchema>;

/** The words of the hiring-call board on /careers (content/career-board.json). */
export const careerBoardWordsSchema = z.strictObject({
  heading: label,
  ongoingHeading: label,
  previousHeading: label,
  searchLabel: label,
  /** Where the list comes from, said plainly on every state of the board. */
  source: label,
  noOngoing: label,
  noneInCopy: label,
  noPrevious: label,
  noMatch: withSlot("query", "the words searched for"),
  getReady: z.strictObject({
    label,
    href: z.string().regex(/^#[a-z0-9]+(?:-[a-z0-9]+)*$/, {
      error: 'must be a "#section" of the careers page',
    }),
  }),
  moreOngoing: label,
  morePrevious: label,
  moreFailed: label,
  apply: label,
  jobDescription: label,
  labels: z.strictObject({
    role: label,
    organization: label,
    location: label,
    duration: label,
    remuneration: label,
    vacancies: label,
    lastDate: label,
  }),
});
export type CareerBoardWords = z.output<typeof careerBoardWordsSchema>;

/** The shows' names and the words of their session lists (content/shows.json). */
export const showsFileSchema = z.strictObject({
  names: z.strictObject(
    Object.fromEntries(showIds.map((id) => [id, label])) as Record<ShowId, typeof label>,
  ),
  sessions: z.strictObject({
    heading: label,
    source: withSlot("show", "the show's name"),
    times: label,
    next: label,
    upcomingHeading: label,
    previousHeading: label,
    noneInCopy: label,
    noUpcoming: label,
    noPrevious: label,
    join: label,
    status: z.strictObject({ upcoming: label, ongoing: label }),
    labels: z.strictObject({
      when: label,
      speaker: label,
      campus: label,
      zone: label,
      groups: label,
    }),
    zones: z.strictObject({ north: label, central: label, south: label }),
    poster: withSlot("title", "the session's title"),
  }),
});
export type ShowSessionsWords = z.output<typeof showsFileSchema>["sessions"];

/** The words of /interest-groups and the groups' pages (content/interest-group-words.json). */
export const interestGroupWordsSchema = z.strictObject({
  directoryHeading: label,
  source: label,
  openInApp: withSlot("name", "the group's name"),
  /** On the card of a group the backend lists and this build does not know yet. */
  newGroup: label,
  allInApp: label,
  aboutHeading: label,
  joinHeading: label,
  join: label,
  peopleHeading: label,
  leads: label,
  mentors: label,
  thinktank: label,
  noPeople: label,
  projectsHeading: label,
  noProjects: label,
  /** Under each list when the build had no copy of the groups and the server gave none either. */
  noneInCopy: label,
  team: label,
  lead: label,
  counts: z.strictObject({ lead: countWords, mentor: countWords, project: countWords }),
  backToAll: label,
});
export type InterestGroupWords = z.output<typeof interestGroupWordsSchema>;
