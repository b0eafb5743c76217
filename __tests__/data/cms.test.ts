import { z } from "zod";
import { cmsConfig, editorFields, type CmsField, type JsonSchema } from "@/data/cms";
import { readdirSync } from "node:fs";
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
  weeklyEventFileSchema,
} from "@/data/schema";
import {
  contentPageFileSchema,
  legalDocumentFileSchema,
  sectionSchema,
  weeklyEventsPageSchema,
} from "@/data/page-schema";
import { teamGroupsSchema, teamMemberFileSchema } from "@/data/team-files";

type Collection = Record<string, unknown> & {
  name: string;
  fields?: CmsField[];
  folder?: string;
  files?: { file: string; fields: CmsField[] }[];
};
const collection = (name: string, config = cmsConfig()) => {
  const found = (config.collections as Collection[]).find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const names = (fields: CmsField[]) => fields.map((f) => f.name).sort();
const fieldOf = (collectionName: string, name: string) =>
  (collection(collectionName).fields as CmsField[]).find((f) => f.name === name)!;

describe("the editor's configuration is generated from the content schemas", () => {
  test.each([
    ["partners", partnerFileSchema],
    ["team", teamMemberFileSchema],
    ["team-groups", teamGroupsSchema],
    ["pages", contentPageFileSchema],
    ["events", weeklyEventFileSchema],
    ["gallery", galleryEventSchema],
    ["impact-stories", impactStoryFileSchema],
    ["interest-groups", interestGroupFileSchema],
    ["legal", legalDocumentFileSchema],
  ] as const)("%s: the editor's fields are exactly the schema's", (name, schema) => {
    expect(names(collection(name).fields as CmsField[])).toEqual(Object.keys(schema.shape).sort());
  });

  test("the impact gallery's categories are one file, edited with its schema's fields", () => {
    const [file] = collection("impact-categories").files!;
    expect(file!.file).toBe("content/impact-categories.json");
    expect(names(file!.fields)).toEqual(Object.keys(impactCategoriesSchema.shape).sort());
  });

  test.each([
    ["career-board", "content/career-board.json", careerBoardWordsSchema],
    ["events-hub", "content/events-hub.json", eventsHubWordsSchema],
    ["shows", "content/shows.json", showsFileSchema],
    ["interest-group-words", "content/interest-group-words.json", interestGroupWordsSchema],
    ["weekly-events-page", "content/weekly-events-page.json", weeklyEventsPageSchema],
  ] as const)(
    "the words file %s is edited with every field of its schema",
    (name, path, schema) => {
      const file = collection("words").files!.find((f) => f.file === path)!;
      expect(names(file.fields)).toEqual(Object.keys(schema.shape).sort());
    },
  );

  test("the words' nested fields are the schema's, and a slot is kept by the field's pattern", () => {
    const [file] = collection("words").files!.filter((f) => f.file === "content/shows.json");
    const sessions = file!.fields.find((f) => f.name === "sessions")!.fields as CmsField[];
    expect(names(sessions)).toEqual(Object.keys(showsFileSchema.shape.sessions.shape).sort());
    const poster = sessions.find((f) => f.name === "poster")!;
    const [pattern, message] = poster.pattern as [string, string];
    expect(new RegExp(pattern).test("Poster for {title}")).toBe(true);
    expect(new RegExp(pattern).test("Poster for the session")).toBe(false);
    expect(message).toBe(`must keep "{title}", the place of the session's title`);
  });

  test("a text with two places keeps both in the editor, as the build does", () => {
    const file = collection("words").files!.find((f) => f.file === "content/events-hub.json")!;
    const pageOf = file.fields.find((f) => f.name === "pageOf")!;
    const [pattern, message] = pageOf.pattern as [string, string];
    const accepts = (value: string) => new RegExp(pattern).test(value);
    expect(accepts("Page {page} of {total}")).toBe(true);
    expect(accepts("{total} pages, this is {page}")).toBe(true);
    expect(accepts("Page {page}")).toBe(false);
    expect(accepts("Of {total}")).toBe(false);
    expect(message).toBe('must keep "{page}" and "{total}"');
  });

  test("a legal page's address is shown, not changed, and its sections' fields are the schema's", () => {
    expect(fieldOf("legal", "path")).toMatchObject({ readonly: true, required: true });
    expect(names(fieldOf("legal", "sections").fields as CmsField[])).toEqual([
      "id",
      "list",
      "paragraphs",
      "title",
    ]);
  });

  test("every folder and file under content/ is a collection of the editor", () => {
    const files = (cmsConfig().collections as Collection[]).flatMap((c) =>
      (c.files ?? []).map((f) => f.file),
    );
    // A folder of single files (content/i18n) is edited when each of its files is.
    const folderOf = (file: string) => file.split("/").slice(0, 2).join("/");
    const edited = new Set([
      ...(cmsConfig().collections as Collection[]).flatMap((c) => (c.folder ? [c.folder] : [])),
      ...files.map(folderOf),
    ]);
    expect(
      readdirSync("content")
        .map((name) => `content/${name}`)
        .sort(),
    ).toEqual([...edited].sort());
    for (const folder of new Set(files.map(folderOf))) {
      if (folder.endsWith(".json")) continue;
      expect(readdirSync(folder).map((name) => `${folder}/${name}`)).toEqual(
        files.filter((file) => folderOf(file) === folder).sort(),
      );
    }
  });

  test("a page's sections are a list of kinds, each edited with exactly its schema's fields", () => {
    const sections = fieldOf("pages", "sections");
    expect(sections).toMatchObject({ widget: "list", typeKey: "kind" });
    const types = sections.types as (CmsField & { fields: CmsField[] })[];
    const kinds = sectionSchema.options.map((option) => option.shape.kind.value);
    expect(types.map((type) => type.name)).toEqual(kinds);
    for (const option of sectionSchema.options) {
      const type = types.find((t) => t.name === option.shape.kind.value)!;
      const fields = Object.keys(option.shape).filter((key) => key !== "kind");
      expect(names(type.fields)).toEqual(fields.sort());
    }
    const prose = types.find((type) => type.name === "prose")!;
    expect(prose.label).toBe("Text");
    expect(names(prose.fields)).toEqual(["actions", "heading", "id", "jumpLinks", "paragraphs"]);
    expect(prose.fields.find((f) => f.name === "paragraphs")).toMatchObject({
      widget: "list",
      required: true,
      field: { name: "item", label: "Paragraph", widget: "text", required: true },
    });
    expect(fieldOf("pages", "path")).toMatchObject({ readonly: true, required: true });
  });

  test("a link's pattern takes this site's paths, https, mailto:, tel: and named links only", () => {
    const cta = (fieldOf("pages", "sections").types as { name: string; fields: CmsField[] }[])
      .find((type) => type.name === "cta")!
      .fields.find((f) => f.name === "actions")!;
    const href = (cta.fields as CmsField[]).find((f) => f.name === "href")!;
    const [pattern] = href.pattern as [string, string];
    const accepts = (value: string) => new RegExp(pattern).test(value);
    expect(
      ["/about", "#benefits", "https://x.org/", "mailto:a@b.org", "{app.signup}"].every(accepts),
    ).toBe(true);
    expect(["http://x.org/", "//x.org/", "javascript:alert(1)", "about"].some(accepts)).toBe(false);
  });

  test("an impact story's category is chosen from the categories file", () => {
    expect(fieldOf("impact-stories", "category")).toMatchObject({
      widget: "select",
      options: ["events", "students", "companies", "mentors", "impact-stories"],
    });
  });

  test("a year's groups are edited with every field of a group", () => {
    const groups = fieldOf("team-groups", "groups");
    expect(names(groups.fields as CmsField[])).toEqual(["description", "subTitles", "title"]);
  });

  test("a schema field without an editor field, or the reverse, stops the build", () => {
    const schema = z.toJSONSchema(z.object({ name: z.string(), colour: z.string() })) as JsonSchema;
    expect(() =>
      editorFields("sample", schema, { name: { label: "Name" }, size: { label: "S" } }),
    ).toThrow(
      `data/cms.ts sample: the schema's field "colour" has no editor field; the editor field "size" is not in the schema`,
    );
  });

  test("required fields and patterns are the schemas'", () => {
    expect(fieldOf("team", "name")).toMatchObject({ required: true, widget: "string" });
    expect(fieldOf("team", "designation")).toMatchObject({ required: false });
    const [pattern, message] = fieldOf("team", "linkedin").pattern as [string, string];
    expect(new RegExp(pattern).test("https://www.linkedin.com/in/someone")).toBe(true);
    expect(new RegExp(pattern).test("http://www.linkedin.com/in/someone")).toBe(false);
    expect(message).toBe("must be a full address starting with https://");
    const [photo] = fieldOf("team", "image").pattern as [string, string];
    expect(new RegExp(photo).test("/public/assets/team/Asha K.webp")).toBe(true);
    expect(new RegExp(photo).test("https://pictures.example.com/a.jpg")).toBe(false);
    expect(fieldOf("partners", "kind")).toMatchObject({
      widget: "select",
      options: ["community", "company"],
    });
    expect(fieldOf("partners", "logo")).toMatchObject({
      widget: "image",
      media_folder: "/public/images/partners",
      required: true,
    });
    const group = fieldOf("team", "group");
    expect(group).toMatchObject({ widget: "select", required: true });
    expect(group.options).toEqual(expect.arrayContaining(["HQ", "Associates", "Tech Team"]));
    expect(fieldOf("team", "subTitle").options).toEqual(
      expect.arrayContaining(["Core Team", "µ-Web"]),
    );
  });

  test("the roster is grouped by year and group", () => {
    expect(collection("team").view_groups).toEqual({
      default: "year",
      groups: [
        { name: "year", label: "Year", field: "year" },
        { name: "group", label: "Group", field: "group" },
      ],
    });
  });

  test("with CMS_GITHUB_REPO, edits go to GitHub as pull requests (editorial workflow)", () => {
    const config = cmsConfig({ repo: "sample-org/site" });
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "sample-org/site",
      branch: "main",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(cmsConfig().backend).toEqual({ name: "test-repo" });
    expect(() => cmsConfig({ repo: "https://github.com/sample-org/site" })).toThrow(
      'CMS_GITHUB_REPO must be "owner/name"',
    );
  });
});
