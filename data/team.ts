import { readContentFile, readContentFolder } from "@/data/content-files";
import {
  parseDataFile,
  TEAM_YEARS,
  teamYearSchema,
  type TeamYear,
  type TeamYearNumber,
} from "@/data/schema";
import {
  joinTeamYear,
  teamFolder,
  teamGroupsFile,
  teamGroupsSchema,
  teamMemberFileSchema,
} from "@/data/team-files";

/**
 * The team page's years, read from content/team/ when the site builds: each year's groups file
 * and one file a person (data/team-files.ts). A bad file stops the build naming it and its field.
 */
export const teamYears: ReadonlyMap<TeamYearNumber, TeamYear> = new Map(
  TEAM_YEARS.map((year) => {
    const groupsFile = teamGroupsFile(year);
    const groups = readContentFile(groupsFile, teamGroupsSchema);
    if (groups.year !== year) {
      throw new Error(
        `Invalid data in ${groupsFile}:\n  - field "year": is ${groups.year}, expected ${year}`,
      );
    }
    const people = readContentFolder(teamFolder(year), teamMemberFileSchema);
    return [year, parseDataFile(groupsFile, teamYearSchema, joinTeamYear(groups, people))];
  }),
);

export function teamYear(year: TeamYearNumber): TeamYear {
  const data = teamYears.get(year);
  if (!data) throw new Error(`No team data for ${year}`);
  return data;
}
