import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { contentFilesRead, readContentFolder } from "@/data/content-files";
import { parseDataFile, partnerFileSchema } from "@/data/schema";
import { contentPageFileSchema } from "@/data/page-schema";
import { joinTeamYear, teamGroupsSchema, teamMemberFileSchema } from "@/data/team-files";
import { readContentPages } from "@/data/pages";
// Every module that reads content/: importing them reads and checks every file.
import "@/data/partners";
import "@/data/team";
import "@/data/events";
import "@/data/gallery";
import "@/data/impact-stories";
import "@/data/interest-groups";
import "@/data/legal";
import "@/data/career-board";
import "@/data/events-hub";
import "@/data/shows";

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

describe("a broken page file stops the build, naming the file, the section and the field", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "pages-"));
  const about = (sections: unknown[]) =>
    writeFileSync(path.join(folder, "about.json"), JSON.stringify({ path: "/about", sections }));

  test("a paragraph naming a value there is none of, and a button linking over http", () => {
    about([
      {
        kind: "prose",
        heading: "Who we are",
        paragraphs: ["Write to {org.mail}."],
        actions: [{ label: "Our old site", href: "http://mulearn.org/" }],
      },
    ]);
    expect(() => readContentPages(folder)).toThrow(
      `Invalid data in ${folder}/about.json:\n` +
        '  - section "Who we are" (sections[0]) › entry actions[0] › field "href": must be a path starting with "/", "#anchor", an https address, mailto:, tel: or a {name}\n' +
        '  - section "Who we are" (sections[0]) › entry paragraphs[0]: names "{org.mail}", which is not a value content files can use (docs/editing.md lists them)',
    );
  });

  test("a section of a kind the site cannot draw", () => {
    about([{ kind: "carousel", heading: "Photos", pictures: [] }]);
    expect(() => readContentPages(folder)).toThrow(
      /^Invalid data in .*\/about\.json:\n {2}- section "Photos" \(sections\[0\]\) › field "kind": /,
    );
  });

  test("a file named after another page than its address", () => {
    writeFileSync(
      path.join(folder, "about.json"),
      JSON.stringify({
        path: "/manifesto",
        sections: [{ kind: "prose", heading: "Who we are", paragraphs: ["We learn together."] }],
      }),
    );
    expect(() => readContentPages(folder)).toThrow(
      `Invalid data in ${folder}/about.json:\n  - field "path": "/manifesto" belongs in ${folder}/manifesto.json`,
    );
  });
});

test("a page's text fills in the foundation's facts it names, and keeps other braces", () => {
  const page = parseDataFile("content/pages/about.json", contentPageFileSchema, {
    path: "/about",
    sections: [
      {
        kind: "cta",
        heading: "Write to us",
        text: "Mail {org.email}; {not a name} stays.",
        actions: [{ label: "Join", href: "{app.signup}", newWindow: true }],
      },
    ],
  });
  expect(page.sections[0]).toEqual({
    kind: "cta",
    heading: "Write to us",
    text: "Mail info@mulearn.org; {not a name} stays.",
    actions: [{ label: "Join", href: "https://app.mulearn.org/register", newWindow: true }],
  });
});
