import { z } from "zod";
import { cmsConfig, editorFields, type CmsField, type JsonSchema } from "@/data/cms";
import { partnerFileSchema } from "@/data/schema";
import { teamGroupsSchema, teamMemberFileSchema } from "@/data/team-files";

const collection = (name: string, config = cmsConfig()) => {
  const found = config.collections.find((c) => c.name === name);
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
  ] as const)("%s: the editor's fields are exactly the schema's", (name, schema) => {
    expect(names(collection(name).fields as CmsField[])).toEqual(Object.keys(schema.shape).sort());
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
