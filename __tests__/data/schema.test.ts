import {
  GROUP_BOTH_ERROR,
  GROUP_NEITHER_ERROR,
  groupSchema,
  memberSchema,
  parseDataFile,
  partnerSchema,
  teamYearSchema,
} from "@/data/schema";
import { teamYear, teamYears } from "@/data/team";
import { groupMemberCount, groupSections } from "@/lib/team";

const member = { name: "Asha Sample" };

describe("member fields", () => {
  test("missing optional fields default to empty", () => {
    expect(memberSchema.parse(member)).toEqual({
      name: "Asha Sample",
      designation: "",
      image: "",
      linkedin: "",
      github: "",
      twitter: "",
      muid: "",
      lead: "",
      team: "",
      domain: "",
      drive: "",
    });
  });

  test("a profile link must be an https URL", () => {
    expect(memberSchema.safeParse({ ...member, linkedin: "/images/photo.webp" }).success).toBe(
      false,
    );
    expect(memberSchema.safeParse({ ...member, github: "javascript:alert(1)" }).success).toBe(
      false,
    );
    expect(memberSchema.safeParse({ ...member, twitter: "https://x.com/sample" }).success).toBe(
      true,
    );
  });

  test.each(["/images/team/asha.webp", "https://assets.mulearn.org/team/asha.webp", ""])(
    "a picture at %p is one the CSP lets load: accepted",
    (image) => {
      expect(memberSchema.safeParse({ ...member, image }).success).toBe(true);
    },
  );

  test.each([
    "https://lh3.googleusercontent.com/asha.jpg",
    "//cdn.example/asha.webp",
    "http://assets.mulearn.org/team/asha.webp",
    "https://assets.mulearn.org.evil.example/asha.webp",
    "data:image/png;base64,AAAA",
  ])("a picture at %p would be blocked by the CSP: refused, naming the host allowed", (image) => {
    const result = memberSchema.safeParse({ ...member, image });
    expect(result.error?.issues[0]?.message).toBe(
      'must be empty (default photo), a path starting with "/", or an address on https://assets.mulearn.org',
    );
  });

  test("a partner's logo from another host is refused", () => {
    const partner = {
      id: "sample",
      name: "Sample",
      kind: "company",
      website: "https://sample.example",
      blurb: "Works with µLearn.",
    };
    expect(
      partnerSchema.safeParse({ ...partner, logo: "/images/partners/sample.svg" }).success,
    ).toBe(true);
    expect(
      partnerSchema.safeParse({ ...partner, logo: "https://sample.example/logo.png" }).success,
    ).toBe(false);
  });

  test("a misspelt field is an error, not silently dropped", () => {
    expect(memberSchema.safeParse({ ...member, linkdin: "https://x.com" }).success).toBe(false);
  });

  test("a name is required", () => {
    expect(memberSchema.safeParse({ name: "  " }).success).toBe(false);
  });
});

describe("a team group has exactly one of members or membersWithSubTitles", () => {
  const messages = (value: unknown) =>
    groupSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  test("both: 'Only one of members or membersWithSubTitles should be provided at once.'", () => {
    expect(
      messages({ title: "HQ", members: [member], membersWithSubTitles: { web: [member] } }),
    ).toEqual(["Only one of members or membersWithSubTitles should be provided at once."]);
    expect(GROUP_BOTH_ERROR).toBe(
      "Only one of members or membersWithSubTitles should be provided at once.",
    );
  });

  test("neither: 'Either members or membersWithSubTitles should be provided.'", () => {
    expect(messages({ title: "HQ" })).toEqual([
      "Either members or membersWithSubTitles should be provided.",
    ]);
    expect(GROUP_NEITHER_ERROR).toBe("Either members or membersWithSubTitles should be provided.");
  });

  test("either one alone is accepted", () => {
    expect(messages({ title: "HQ", members: [member] })).toEqual([]);
    expect(messages({ title: "Tech Team", membersWithSubTitles: { web: [member] } })).toEqual([]);
  });
});

describe("a bad data file fails the build naming the file, the entry and the field", () => {
  test("a bad link inside a group", () => {
    const data = {
      year: 2024,
      groups: [
        { title: "Associates", members: [member, { name: "Ravi Example", github: "not a url" }] },
      ],
    };
    expect(() => parseDataFile("data/team/2024.ts", teamYearSchema, data)).toThrow(
      'Invalid data in data/team/2024.ts:\n  - group "Associates" (groups[0]) › entry "Ravi Example" (members[1]) › field "github": must be an https URL or empty',
    );
  });

  test("a group with both lists names the group", () => {
    const data = { year: 2023, groups: [{ title: "HQ", members: [], membersWithSubTitles: {} }] };
    expect(() => parseDataFile("data/team/2023.ts", teamYearSchema, data)).toThrow(
      'Invalid data in data/team/2023.ts:\n  - group "HQ" (groups[0]): Only one of members or membersWithSubTitles should be provided at once.',
    );
  });

  test("a year outside 2022 to 2025 is refused", () => {
    expect(() =>
      parseDataFile("data/team/2021.ts", teamYearSchema, { year: 2021, groups: [] }),
    ).toThrow(/data\/team\/2021\.ts[\s\S]*field "year"/);
  });
});

describe("the shipped team files hold the real rosters' volumes", () => {
  const group = (year: 2025 | 2024 | 2023 | 2022, title: string) => {
    const found = teamYear(year).groups.find((g) => g.title === title);
    if (!found) throw new Error(`${year} has no group "${title}"`);
    return found;
  };
  const section = (year: 2022, title: string, subTitle: string) =>
    groupSections(group(year, title)).find((s) => s.subTitle === subTitle)?.members ?? [];

  test("every year 2022 to 2025 is there and valid", () => {
    expect([...teamYears.keys()]).toEqual([2025, 2024, 2023, 2022]);
  });

  test("each year has the views the spec names, in order", () => {
    const titles = (year: 2025 | 2024 | 2023 | 2022) => teamYear(year).groups.map((g) => g.title);
    expect(titles(2025)).toEqual([
      "Executive Committee",
      "HQ",
      "Fellows",
      "Associates",
      "Pillars Q2 2025",
      "Pillars Q1 2025",
    ]);
    expect(titles(2024)).toEqual(["Associates", "Interns 2024", "Pillars Q1 2024"]);
    expect(titles(2023)).toEqual([
      "HQ",
      "Associates",
      "Enablers HQ",
      "Pillars Q3",
      "Pillars Q1",
      "Community Contributors",
    ]);
    expect(titles(2022)).toEqual(["YIP Organization Team", "Community Team", "Tech Team"]);
  });

  test("8 executive committee, 13 core, 9 zonal, 41 district heads", () => {
    expect(groupMemberCount(group(2025, "Executive Committee"))).toBe(8);
    expect(section(2022, "Community Team", "Core Team")).toHaveLength(13);
    expect(section(2022, "Community Team", "Zonal Heads")).toHaveLength(9);
    const districtHeads = section(2022, "Community Team", "District Heads");
    expect(districtHeads).toHaveLength(41);
    for (const head of districtHeads) expect(head.designation).toMatch(/District Head$/);
  });

  test("24 campus ambassadors across 8 colleges, the college in the designation", () => {
    const ambassadors = groupSections(group(2022, "Community Team")).filter((s) =>
      s.subTitle?.startsWith("Campus Ambassadors: "),
    );
    expect(ambassadors).toHaveLength(8);
    expect(ambassadors.flatMap((s) => s.members)).toHaveLength(24);
    for (const { subTitle, members } of ambassadors) {
      for (const m of members) expect(`Campus Ambassadors: ${m.designation}`).toBe(subTitle);
    }
  });

  test("33 tech team members in the sub-teams web, JSON, 300 and bot (the spec says 34)", () => {
    const tech = groupSections(group(2022, "Tech Team"));
    expect(tech.map((s) => s.subTitle)).toEqual(["µ-Web", "µ-JSON", "µ-300", "µ-Bot"]);
    expect(tech.map((s) => s.members.length)).toEqual([10, 12, 9, 2]);
    expect(groupMemberCount(group(2022, "Tech Team"))).toBe(33);
  });

  test("113 in the YIP organisation team (the spec's '2023 list'), with ids and five domains", () => {
    const team = group(2022, "YIP Organization Team").members ?? [];
    expect(team).toHaveLength(113);
    expect(new Set(team.map((m) => m.domain).filter(Boolean))).toEqual(
      new Set([
        "People Management",
        "Interest Group Management",
        "Delivery Management",
        "Data, documentation & Finance",
        "Discord Management",
      ]),
    );
    expect(team.map((m) => m.id)).toEqual(team.map((_, i) => i + 1));
  });
});
