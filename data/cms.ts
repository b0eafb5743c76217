import { z } from "zod";
import { PARTNERS_DIR, readContentFile } from "@/data/content-files";
import { partnerFileSchema, TEAM_YEARS } from "@/data/schema";
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
  /** The words of each field of a list's items. */
  fields?: Record<string, FieldText>;
}

type FieldTexts<T extends z.ZodType> = { [K in keyof Required<z.input<T>>]: FieldText };

const LINK = "must be a full address starting with https://";
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
  id: {
    label: "Short name",
    hint: "Lower-case letters, digits and dashes, e.g. kerala-startup-mission. It names the file.",
    patternMessage: "may use only lower-case letters, digits and dashes",
  },
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
  pattern?: string;
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

/** The JSON Schema of a field with an empty value allowed: the other option's. */
function nonEmpty(schema: JsonSchema): JsonSchema {
  const other = schema.anyOf?.filter((option) => option.const !== "");
  return other?.length === 1 ? { ...other[0], default: schema.default } : schema;
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
      required: required.has(name) || (field.minLength ?? 0) > 0,
    };
    const options = text.choices?.() ?? choices(field);
    if (options) return { ...base, widget: "select", options };
    if (field.type === "boolean") return { ...base, widget: "boolean", default: false };
    if (field.type === "integer" || field.type === "number") {
      return { ...base, widget: "number", value_type: field.type === "integer" ? "int" : "float" };
    }
    if (field.type === "array") {
      const items = field.items ?? {};
      if (items.type === "object") {
        return {
          ...base,
          widget: "list",
          fields: editorFields(`${where}.${name}`, items, text.fields ?? {}),
        };
      }
      return { ...base, widget: "list" };
    }
    const pattern = field.pattern
      ? { pattern: [field.pattern, text.patternMessage ?? "is not in the expected form"] }
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
        summary: "{{name}} · {{group}} {{year}}",
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
        summary: "{{year}}",
        fields: editorFields("team-groups", jsonSchema(teamGroupsSchema), teamGroupsFields),
      },
    ],
  };
}
