import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentFilesRead, readContentFolder } from "@/data/content-files";
import { partnerFileSchema } from "@/data/schema";
import { joinTeamYear, teamGroupsSchema, teamMemberFileSchema } from "@/data/team-files";
// Every module that reads content/: importing them reads and checks every file.
import "@/data/partners";
import "@/data/team";

/** Every file under content/, project-relative. */
function listContent(folder = "content"): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = `${folder}/${name}`;
    return statSync(file).isDirectory() ? listContent(file) : [file];
  });
}

test("every file under content/ is read and checked by a loader in data/", () => {
  const files = listContent();
  expect(files.length).toBeGreaterThan(20);
  expect(files.filter((file) => !contentFilesRead.has(file))).toEqual([]);
});

describe("a broken content file stops the build, naming the file, entry and field", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "content-"));
  const write = (name: string, text: string) => {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, name), text);
  };
  const partner = {
    id: "sample-co",
    name: "Sample Co",
    kind: "company",
    order: 10,
    logo: "/images/partners/sample-co.svg",
    website: "https://example.org/",
    blurb: "Mentors learners.",
    featured: false,
  };

  test("a partner whose website is not a web address", () => {
    write("sample-co.json", JSON.stringify({ ...partner, website: "ftp://example.org/" }));
    expect(() => readContentFolder(folder, partnerFileSchema)).toThrow(
      `Invalid data in ${folder}/sample-co.json:\n  - field "website": must be an https URL`,
    );
  });

  test("a file that is not JSON", () => {
    write("sample-co.json", '{ "id": "sample-co", ');
    expect(() => readContentFolder(folder, partnerFileSchema)).toThrow(
      new RegExp(`^Invalid data in ${folder}/sample-co\\.json:\\n  - .*JSON`),
    );
  });
});

test("a person's file naming a group its year does not have fails with the file and field", () => {
  const groups = teamGroupsSchema.parse({
    year: 2025,
    groups: [{ title: "HQ", description: "", subTitles: [] }],
  });
  const card = teamMemberFileSchema.parse({ year: 2025, group: "Q", order: 10, name: "Asha S" });
  expect(() =>
    joinTeamYear(groups, [{ file: "content/team/2025/asha-s.json", data: card }]),
  ).toThrow(
    'Invalid data in content/team/2025/asha-s.json:\n  - field "group": "Q" is not a group of 2025 (content/team-groups/2025.json)',
  );
});
