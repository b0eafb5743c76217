import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { formatReport, importTeam } from "../../scripts/team-import/import.mjs";
import {
  joinTeamYear,
  splitTeamYear,
  teamGroupsSchema,
  teamMemberFileSchema,
} from "@/data/team-files";
import { parseDataFile, teamYearSchema } from "@/data/schema";
import {
  cleanImage,
  cleanLink,
  cleanMuid,
  nameKey,
  PHOTO_RENAMES,
} from "../../scripts/team-import/clean.mjs";
import { layoutFiles, type LayoutYear } from "../../scripts/team-import/layout.mjs";

const fixtures = path.resolve(__dirname, "../fixtures/old-team");
const readFixture = (file: string) => JSON.parse(readFileSync(path.join(fixtures, file), "utf8"));

/** The fixture files placed as the real layout places the old ones. */
const layout: LayoutYear[] = [
  {
    year: 2025,
    groups: [
      { title: "Executive Committee", description: "Fixture advisors.", file: "execom.json" },
      { title: "Pillars", file: "pillars.json" },
    ],
  },
  {
    year: 2022,
    groups: [
      { title: "YIP Organization Team", file: "yip.json", keepIds: true },
      {
        title: "Community Team",
        subTitles: [
          { subTitle: "Core Team", file: "core.json" },
          { splitBy: "designation", prefix: "Campus Ambassadors: ", file: "ca.json" },
        ],
      },
      { title: "Community Contributors", file: "community.json" },
    ],
  },
];

const result = importTeam(readFixture, layout);
const lines = (file: string, name: string) =>
  result.lines.filter((line: string) => line.startsWith(`${file} › "${name}": `));
function group(year: number, title: string) {
  const found = result.years.find((y) => y.year === year)?.groups.find((g) => g.title === title);
  if (!found) throw new Error(`the fixture import has no group "${title}" in ${year}`);
  return found;
}
const flat = (year: number, title: string) => group(year, title).members ?? [];

describe("import:team cleans each value and says what it did", () => {
  test("scheme-less links get https://, http becomes https, inner spaces go", () => {
    expect(lines("execom.json", "Zephyrine Quillfeather")).toContain(
      'execom.json › "Zephyrine Quillfeather": linkedin "www.linkedin.com/in/zephyrine-fictional" → "https://www.linkedin.com/in/zephyrine-fictional" (https:// added)',
    );
    expect(lines("execom.json", "Bartholomew Inkwell")).toContain(
      'execom.json › "Bartholomew Inkwell": linkedin "http://linkedin.com/in/bartholomew-fictional" → "https://linkedin.com/in/bartholomew-fictional" (http made https)',
    );
    expect(lines("pillars.json", "Marigold Fable")).toContain(
      'pillars.json › "Marigold Fable": linkedin " https://in.linkedin.com/in/ marigold-fable" → "https://in.linkedin.com/in/marigold-fable" (spaces removed)',
    );
  });

  test("stray, repeated and non-breaking spaces in names and labels become one space", () => {
    expect(lines("execom.json", "Bartholomew Inkwell").slice(0, 2)).toEqual([
      'execom.json › "Bartholomew Inkwell": name "Bartholomew\\u00a0Inkwell" → "Bartholomew Inkwell" (spacing)',
      'execom.json › "Bartholomew Inkwell": designation "Director  of  Make-Believe" → "Director of Make-Believe" (spacing)',
    ]);
    expect(flat(2025, "Executive Committee")[0]?.name).toBe("Zephyrine Quillfeather");
  });

  test("known misspellings in roles, domains and colleges are corrected", () => {
    expect(lines("pillars.json", "Marigold Fable")).toContain(
      'pillars.json › "Marigold Fable": team "Comtent Writer,Video Editor " → "Content Writer, Video Editor" (misspelling)',
    );
    expect(lines("yip.json", "Peregrine Lumen")[0]).toBe(
      'yip.json › "Peregrine Lumen": domain "Discord Mangement" → "Discord Management" (misspelling)',
    );
  });

  test("an e-mail in the µ-ID is dropped; '@mulern' and a missing '@' are fixed", () => {
    expect(lines("pillars.json", "Marigold Fable")[0]).toBe(
      'pillars.json › "Marigold Fable": muid "marigold.fable@gmail.com" dropped: an e-mail address',
    );
    expect(lines("pillars.json", "Thaddeus Fable")[0]).toBe(
      'pillars.json › "Thaddeus Fable": muid "thaddeusfable@mulern" → "thaddeusfable@mulearn" (@mulern misspelt)',
    );
    expect(lines("pillars.json", "Ottoline Wren")[0]).toBe(
      'pillars.json › "Ottoline Wren": muid "ottolinewren-1mulearn" → "ottolinewren-1@mulearn" (@ missing)',
    );
  });

  test("a sentence, a home page or another site's URL in a link field is dropped", () => {
    expect(lines("pillars.json", "Marigold Fable")).toContain(
      'pillars.json › "Marigold Fable": twitter "I do not use twitter" dropped: not a URL',
    );
    expect(lines("pillars.json", "Thaddeus Fable").slice(1, 3)).toEqual([
      'pillars.json › "Thaddeus Fable": github "https://www.behance.net/thaddeus-fictional" dropped: another site\'s URL (www.behance.net)',
      'pillars.json › "Thaddeus Fable": twitter "https://twitter.com/home" dropped: the site\'s home feed, not a profile',
    ]);
    expect(lines("pillars.json", "Ottoline Wren")).toContain(
      'pillars.json › "Ottoline Wren": linkedin "public/assets/team/Ottoline Wren.webp" dropped: an image path, not a link',
    );
  });

  test("a GitHub URL typed into twitter moves to github when that is empty", () => {
    expect(lines("execom.json", "Bartholomew Inkwell")).toContain(
      'execom.json › "Bartholomew Inkwell": twitter "https://github.com/bartholomew-fictional" is a github link: moved to github',
    );
    expect(flat(2025, "Executive Committee")[1]).toEqual({
      name: "Bartholomew Inkwell",
      designation: "Director of Make-Believe",
      linkedin: "https://linkedin.com/in/bartholomew-fictional",
      github: "https://github.com/bartholomew-fictional",
      drive: "https://drive.google.com/file/d/fictional/view",
    });
  });

  test("photos: one convention, /public/assets/…; HEIC, placeholders and bare names dropped", () => {
    expect(lines("yip.json", "Peregrine Lumen")[1]).toBe(
      'yip.json › "Peregrine Lumen": image "public/assets/assets/team/2023/yip/Peregrine Lumen.webp" → "/public/assets/team/2023/yip/Peregrine Lumen.webp" (assets/ doubled)',
    );
    expect(lines("community.json", "Ambrose Fennel")[0]).toBe(
      'community.json › "Ambrose Fennel": image "assets/team/2023/community/Ambrose Fennel.webp" → "/public/assets/team/2023/community/Ambrose Fennel.webp" (public/ missing)',
    );
    expect(lines("execom.json", "Bartholomew Inkwell")).toContain(
      'execom.json › "Bartholomew Inkwell": image "assets/team/muteam/execom/Bartholomew Inkwell.heic" dropped: HEIC, which browsers do not show',
    );
    expect(lines("pillars.json", "Marigold Fable")).toContain(
      'pillars.json › "Marigold Fable": image ".jpeg" dropped: a placeholder, no file name',
    );
    expect(lines("pillars.json", "Ottoline Wren")).toContain(
      'pillars.json › "Ottoline Wren": image "DSC0001.png" dropped: a bare camera file name, no folder',
    );
    expect(flat(2025, "Executive Committee")[0]?.image).toBe(
      "/public/assets/team/muteam/execom/Zephyrine Quillfeather.webp",
    );
  });

  test("a photo named after another person in the same file is dropped from the wrong card", () => {
    expect(lines("pillars.json", "Thaddeus Fable")[3]).toBe(
      'pillars.json › "Thaddeus Fable": image "/public/assets/team/Marigold Fable.jpg" dropped: the photo of "Marigold Fable"',
    );
  });

  test("a card with someone else's photo gets the person's own from another file", () => {
    const files: Record<string, unknown[]> = {
      "pillars.json": [
        { name: "Maryam Sample", image: "public/assets/team/Maryam Sample.jpg" },
        {
          name: "Chris Sample",
          muid: "chris@mulearn",
          image: "public/assets/team/Maryam Sample.jpg",
        },
        { name: "Rosa Sample", image: "public/assets/team/Maryam Sample.jpg" },
      ],
      "interns.json": [
        { name: "Chris  Sample ", image: "public/assets/team/Interns/Chris Sample.jpeg" },
        { name: "Someone Else", image: "public/assets/team/Rosa Sample.jpeg" },
      ],
    };
    const run = importTeam(
      (file) => files[file],
      [
        {
          year: 2024,
          groups: [
            { title: "Pillars", file: "pillars.json" },
            { title: "Interns", file: "interns.json" },
          ],
        },
      ],
    );
    const pillars = run.years[0]?.groups[0]?.members ?? [];
    expect(pillars.map((m) => [m.name, m.image ?? ""])).toEqual([
      ["Maryam Sample", "/public/assets/team/Maryam Sample.jpg"],
      ["Chris Sample", "/public/assets/team/Interns/Chris Sample.jpeg"],
      // Rosa's own photo sits on someone else's card: not taken, the default picture shows.
      ["Rosa Sample", ""],
    ]);
    expect(run.lines).toContain(
      'pillars.json › "Chris Sample": image "/public/assets/team/Interns/Chris Sample.jpeg" taken from interns.json: the person\'s own photo',
    );
  });

  test("photo names: the newer site's renames; case, '(2)' and inner spaces kept", () => {
    expect(PHOTO_RENAMES["/public/assets/team/Nandana Vipin .png"]).toBe(
      "/public/assets/team/Nandana Vipin.jpg",
    );
    expect(cleanImage("public/assets/team/Neha Shaju .png")).toEqual({
      value: "/public/assets/team/Neha Shaju.jpg",
      note: 'image "public/assets/team/Neha Shaju .png" → "/public/assets/team/Neha Shaju.jpg" (the newer site\'s name for the file)',
    });
    expect(cleanImage("public/assets/team/ANGANA S.JPG")).toEqual({
      value: "/public/assets/team/ANGANA S.JPG",
    });
    expect(cleanImage(" public/assets/team/Jose Thomas (2).png ").value).toBe(
      "/public/assets/team/Jose Thomas (2).png",
    );
    expect(cleanImage("assets/Chris Thomas Abraham.heic")).toMatchObject({
      value: "",
      dropped: true,
    });
  });

  test("the same person twice in a file: the second entry is dropped, spelling variants too", () => {
    expect(result.lines).toContain(
      'pillars.json › "Marigold Fable": entry dropped: listed twice in the group (the first entry is kept)',
    );
    expect(result.lines).toContain(
      'pillars.json › "Thadeus Fable": entry dropped: the same person as "Thaddeus Fable" above (the first entry is kept)',
    );
    expect(flat(2025, "Pillars").map((m) => m.name)).toEqual([
      "Marigold Fable",
      "Thaddeus Fable",
      "Ottoline Wren",
    ]);
  });

  test("a LinkedIn shared by two people stays with the one it names, else leaves both", () => {
    expect(lines("yip.json", "Cosmo Thistle")).toEqual([
      'yip.json › "Cosmo Thistle": linkedin "https://www.linkedin.com/in/peregrine-lumen-fictional" dropped: it is "Peregrine Lumen"\'s profile',
    ]);
    expect(flat(2022, "YIP Organization Team")[0]?.linkedin).toBe(
      "https://www.linkedin.com/in/peregrine-lumen-fictional/",
    );
    expect(lines("community.json", "Clementine Fennel")[1]).toBe(
      'community.json › "Clementine Fennel": linkedin "https://www.linkedin.com/in/someone-else-fictional/" dropped: "Ambrose Fennel" and "Clementine Fennel" share it and it names neither',
    );
    expect(flat(2022, "Community Contributors")[0]?.linkedin).toBeUndefined();
  });

  test("the report ends with what each file gave: read, written, corrected, dropped", () => {
    expect(formatReport(result).split("\n").slice(-7)).toEqual([
      "Per file:",
      "  execom.json               2 read    2 written   6 corrected   1 dropped",
      "  pillars.json              5 read    3 written   5 corrected  10 dropped",
      "  yip.json                  2 read    2 written   2 corrected   1 dropped",
      "  core.json                 1 read    1 written   0 corrected   0 dropped",
      "  ca.json                   3 read    3 written   2 corrected   0 dropped",
      "  community.json            2 read    2 written   2 corrected   2 dropped",
    ]);
  });
});

describe("import:team places people as the old site did", () => {
  test("the shapes map to our fields; ids are kept only where the layout says", () => {
    expect(flat(2022, "YIP Organization Team")[1]).toEqual({
      id: 2,
      name: "Cosmo Thistle",
      designation: "Intern",
      domain: "People Management",
      image: "/public/assets/team/2023/yip/Cosmo Thistle.webp",
    });
    expect(flat(2025, "Pillars")[1]).toEqual({
      name: "Thaddeus Fable",
      lead: "Design",
      muid: "thaddeusfable@mulearn",
      team: "UI Designer",
    });
  });

  test("campus ambassadors get a sub-title per college; a person may be in two sub-titles", () => {
    const community = group(2022, "Community Team").membersWithSubTitles ?? {};
    expect(Object.keys(community)).toEqual([
      "Core Team",
      "Campus Ambassadors: Imaginary College of Engineering",
      "Campus Ambassadors: Nowhere Arts College",
    ]);
    expect(
      community["Campus Ambassadors: Imaginary College of Engineering"]?.map((m) => m.name),
    ).toEqual(["Juniper Vale", "Wilhelmina Brook"]);
  });

  test("the real layout reads the old site's 21 files", () => {
    expect(layoutFiles()).toEqual([
      "muteam/execom.json",
      "2025/HQ.json",
      "2025/fellows.json",
      "2025/associates.json",
      "2025/pillarsQ2.json",
      "2025/pillersQ1.json",
      "2024/associates.json",
      "2024/interns.json",
      "2024/pillersQ1.json",
      "2023/mulearn.json",
      "2023/associates.json",
      "2023/enabler.json",
      "2023/pillars.json",
      "2023/pillarsQ1.json",
      "2023/community.json",
      "2022/yip.json",
      "2022/core.json",
      "2022/zonal.json",
      "2022/district.json",
      "2022/ca.json",
      "2022/tech.json",
    ]);
  });
});

describe("import:team cleaning rules one by one", () => {
  test("nameKey: case, punctuation and doubled letters do not matter", () => {
    expect(nameKey("Aaron  Shaji")).toBe("aronshaji");
    expect(nameKey("aron shaji")).toBe("aronshaji");
    expect(nameKey("Janukrishna A.S")).toBe(nameKey("Janukrishna A S"));
  });

  test("cleanLink keeps a good link untouched, with no note", () => {
    expect(cleanLink("github", "https://github.com/fictional")).toEqual({
      value: "https://github.com/fictional",
      note: undefined,
    });
    expect(cleanLink("linkedin", "")).toEqual({ value: "" });
  });

  test("cleanMuid and cleanImage drop what is not theirs", () => {
    expect(cleanMuid("someone@mulearn").value).toBe("someone@mulearn");
    expect(cleanMuid("not an id").note).toBe('muid "not an id" dropped: not a µ-ID');
    expect(cleanImage("https://i.example.org/x.png").note).toBe(
      'image "https://i.example.org/x.png" dropped: another host\'s URL',
    );
    // A space inside the file name is the stored file's real name and stays.
    expect(cleanImage("public/assets/team/Asha K .png").value).toBe(
      "/public/assets/team/Asha K .png",
    );
  });
});

describe("import:team writes content files the build accepts", () => {
  test("each year splits into a groups file and one file a person, which join back unchanged", () => {
    for (const year of result.years) {
      const files = splitTeamYear(year);
      const groupsFile = `content/team-groups/${year.year}.json`;
      const groups = parseDataFile(groupsFile, teamGroupsSchema, files.get(groupsFile));
      const people = [...files]
        .filter(([file]) => file !== groupsFile)
        .map(([file, data]) => ({ file, data: parseDataFile(file, teamMemberFileSchema, data) }));
      expect(people.every(({ file }) => file.startsWith(`content/team/${year.year}/`))).toBe(true);
      const joined = parseDataFile(groupsFile, teamYearSchema, joinTeamYear(groups, people));
      expect(joined).toEqual(parseDataFile(groupsFile, teamYearSchema, year));
    }
    expect(result.years.map((year) => year.groups.map((g) => g.title))).toEqual([
      ["Executive Committee", "Pillars"],
      ["YIP Organization Team", "Community Team", "Community Contributors"],
    ]);
  });

  test("the command stops, writing nothing, when the folder lacks the old files", () => {
    const run = spawnSync(process.execPath, ["scripts/import-team.mjs", fixtures], {
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`Missing in ${fixtures}:\n  muteam/execom.json\n  2025/HQ.json`);
  });
});
