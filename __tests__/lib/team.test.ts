import {
  designationLabel,
  groupSections,
  hiddenRoleCount,
  matchesQuery,
  memberPhoto,
  muidParts,
  parseTeamYear,
  splitRoles,
  teamYearPath,
} from "@/lib/team";
import { memberSchema } from "@/data/schema";

test("roles are split on commas, trimmed, and empty entries dropped", () => {
  expect(splitRoles(" Program Manager ,QA Tester,, , Graphic Designer, ")).toEqual([
    "Program Manager",
    "QA Tester",
    "Graphic Designer",
  ]);
  expect(splitRoles("")).toEqual([]);
  expect(splitRoles(undefined)).toEqual([]);
});

test("'+N more' counts roles minus two, and is zero up to two roles", () => {
  expect(hiddenRoleCount([])).toBe(0);
  expect(hiddenRoleCount(["a"])).toBe(0);
  expect(hiddenRoleCount(["a", "b"])).toBe(0);
  expect(hiddenRoleCount(["a", "b", "c"])).toBe(1);
  expect(hiddenRoleCount(["a", "b", "c", "d", "e"])).toBe(3);
});

test("a lead shows '{lead} Lead' in place of the designation", () => {
  expect(designationLabel({ lead: "Operations", designation: "Program Manager" })).toBe(
    "Operations Lead",
  );
  expect(designationLabel({ lead: "", designation: "Program Manager" })).toBe("Program Manager");
});

test("an empty image gets the default team photo", () => {
  expect(memberPhoto("")).toBe("/images/team/default-member.svg");
  expect(memberPhoto("/team/asha.webp")).toBe("/team/asha.webp");
});

test("the year is 2022 to 2025; anything else falls back to 2025", () => {
  expect(parseTeamYear("2023")).toBe(2023);
  expect(parseTeamYear("2022")).toBe(2022);
  for (const bad of [
    null,
    undefined,
    "",
    "2021",
    "2026",
    "abc",
    "2023abc",
    " 2023",
    "2023.0",
    "0x7E7",
  ]) {
    expect(parseTeamYear(bad)).toBe(2025);
  }
});

test("each year has its own address; 2025 is /team", () => {
  expect(teamYearPath(2025)).toBe("/team");
  expect(teamYearPath(2022)).toBe("/team/2022");
});

test("a group's members come out as sections whichever shape the file uses", () => {
  const m = memberSchema.parse({ name: "Asha Sample" });
  expect(groupSections({ title: "HQ", description: "", members: [m] })).toEqual([
    { subTitle: null, members: [m] },
  ]);
  expect(
    groupSections({ title: "Tech", description: "", membersWithSubTitles: { web: [m], bot: [] } }),
  ).toEqual([
    { subTitle: "web", members: [m] },
    { subTitle: "bot", members: [] },
  ]);
});

test("search needs every word of the query, in any case", () => {
  const text = "asha sample district head thrissur";
  expect(matchesQuery(text, "")).toBe(true);
  expect(matchesQuery(text, "THRISSUR")).toBe(true);
  expect(matchesQuery(text, "asha thrissur")).toBe(true);
  expect(matchesQuery(text, "asha kollam")).toBe(false);
});

test("a µ-ID splits before its last '@', or not at all", () => {
  expect(muidParts("sachinrajm@mulearn")).toEqual(["sachinrajm", "@mulearn"]);
  expect(muidParts("abikrishnas-1@mulearn")).toEqual(["abikrishnas-1", "@mulearn"]);
  expect(muidParts("a@b@mulearn")).toEqual(["a@b", "@mulearn"]);
  expect(muidParts("@mulearn")).toEqual(["@mulearn", ""]);
  expect(muidParts("sachinrajm")).toEqual(["sachinrajm", ""]);
});
