import { z } from "zod";
import {
  memberSchema,
  TEAM_YEARS,
  type MemberInput,
  type TeamYearInput,
  type TeamYearNumber,
} from "@/data/schema";

/**
 * How a team year is kept: content/team-groups/<year>.json for the year's groups (their order, text and
 * sub-teams) and one file for each person in that year, saying where the card goes. Pure: the
 * loader in data/team.ts reads the files, scripts/import-team.mjs writes them.
 */

/** The folder of one year's people, and the file of its groups. */
export const teamFolder = (year: number) => `content/team/${year}`;
export const teamGroupsFile = (year: number) => `content/team-groups/${year}.json`;

/** content/team-groups/<year>.json: the year's groups in page order, each with its sub-teams, if any. */
export const teamGroupsSchema = z.strictObject({
  year: z.union(TEAM_YEARS.map((year) => z.literal(year))),
  groups: z
    .array(
      z.strictObject({
        title: z.string().trim().min(1, { error: "is required" }),
        description: z.string().trim().default(""),
        /** The sub-teams' headings in page order; none for a group shown as one list. */
        subTitles: z.array(z.string().trim().min(1, { error: "is required" })).default([]),
      }),
    )
    .min(1, { error: "needs at least one group" }),
});
export type TeamGroupsInput = z.input<typeof teamGroupsSchema>;
export type TeamGroups = z.output<typeof teamGroupsSchema>;

/** content/team/<year>/<person>.json: one card, its group, sub-team and place in the list. */
export const teamMemberFileSchema = memberSchema.extend({
  year: z.union(TEAM_YEARS.map((year) => z.literal(year))),
  /** The title of a group in the year's groups file. */
  group: z.string().trim().min(1, { error: "is required" }),
  /** A sub-team heading of that group; empty when the group has none. */
  subTitle: z.string().trim().default(""),
  /** Cards are shown by this number, lowest first. */
  order: z.number().int().nonnegative(),
});
export type TeamMemberFileInput = z.input<typeof teamMemberFileSchema>;
export type TeamMemberFile = z.output<typeof teamMemberFileSchema>;

/** The fields of a person's file that say where the card goes, not what it shows. */
const PLACEMENT_FIELDS = ["year", "group", "subTitle", "order"] as const;

/** A person's file name: "Asha K. Sample" becomes "asha-k-sample". */
export const personSlug = (name: string) =>
  name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "person";

/** A person's file as a loader reports it: its path, and what it says. */
export interface MemberFileEntry {
  file: string;
  data: TeamMemberFile;
}

/**
 * The year as the team page reads it (data/schema.ts teamYearSchema's input), from its groups
 * file and its people's files; throws naming the person's file and field when a card names a
 * group or a sub-team the groups file does not have.
 */
export function joinTeamYear(groups: TeamGroups, people: MemberFileEntry[]): TeamYearInput {
  const sorted = [...people].sort((a, b) => a.data.order - b.data.order);
  const problems: string[] = [];
  const placed = new Set<MemberFileEntry>();
  const cards = (title: string, subTitle: string) =>
    sorted
      .filter(({ data }) => data.group === title && data.subTitle === subTitle)
      .map((entry) => {
        placed.add(entry);
        const member: Record<string, unknown> = { ...entry.data };
        for (const placement of PLACEMENT_FIELDS) delete member[placement];
        return member as MemberInput;
      });
  const result: TeamYearInput = {
    year: groups.year as TeamYearNumber,
    groups: groups.groups.map(({ title, description, subTitles }) =>
      subTitles.length === 0
        ? { title, description, members: cards(title, "") }
        : {
            title,
            description,
            membersWithSubTitles: Object.fromEntries(
              subTitles.map((subTitle) => [subTitle, cards(title, subTitle)]),
            ),
          },
    ),
  };
  for (const entry of sorted) {
    if (placed.has(entry)) continue;
    const { file, data } = entry;
    if (data.year !== groups.year) {
      problems.push(`${file}:\n  - field "year": is ${data.year}, expected ${groups.year}`);
      continue;
    }
    const group = groups.groups.find(({ title }) => title === data.group);
    problems.push(
      group
        ? `${file}:\n  - field "subTitle": "${data.subTitle}" is not a sub-team of "${data.group}" (${group.subTitles.map((s) => `"${s}"`).join(", ") || "it has none"})`
        : `${file}:\n  - field "group": "${data.group}" is not a group of ${groups.year} (${teamGroupsFile(groups.year)})`,
    );
  }
  if (problems.length) throw new Error(`Invalid data in ${problems.join("\nInvalid data in ")}`);
  return result;
}

/** The files of a year (each file name with its content), as `npm run import:team` writes them. */
export function splitTeamYear(year: TeamYearInput): Map<string, object> {
  const files = new Map<string, object>();
  const groups: TeamGroupsInput = {
    year: year.year,
    groups: year.groups.map(({ title, description, membersWithSubTitles }) => ({
      title,
      description: description ?? "",
      subTitles: membersWithSubTitles ? Object.keys(membersWithSubTitles) : [],
    })),
  };
  files.set(teamGroupsFile(year.year), groups);
  let order = 0;
  for (const group of year.groups) {
    const lists = group.membersWithSubTitles
      ? Object.entries(group.membersWithSubTitles)
      : [["", group.members ?? []] as const];
    for (const [subTitle, members] of lists) {
      for (const member of members) {
        order += 10;
        const base = `${teamFolder(year.year)}/${personSlug(member.name)}`;
        let file = `${base}.json`;
        for (let n = 2; files.has(file); n += 1) file = `${base}-${n}.json`;
        const card: TeamMemberFileInput = {
          year: year.year as TeamYearNumber,
          group: group.title,
          ...(subTitle ? { subTitle } : {}),
          order,
          ...member,
        };
        files.set(file, card);
      }
    }
  }
  return files;
}
