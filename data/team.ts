import { parseDataFile, teamYearSchema, type TeamYear, type TeamYearNumber } from "@/data/schema";
import team2025 from "@/data/team/2025";
import team2024 from "@/data/team/2024";
import team2023 from "@/data/team/2023";
import team2022 from "@/data/team/2022";

/** The team page's years, each file checked when the site builds (an error names the file). */
const files = {
  "data/team/2025.ts": team2025,
  "data/team/2024.ts": team2024,
  "data/team/2023.ts": team2023,
  "data/team/2022.ts": team2022,
};

export const teamYears: ReadonlyMap<TeamYearNumber, TeamYear> = new Map(
  Object.entries(files).map(([file, data]) => {
    const parsed = parseDataFile(file, teamYearSchema, data);
    const expected = Number(file.match(/(\d{4})\.ts$/)?.[1]);
    if (parsed.year !== expected) {
      throw new Error(
        `Invalid data in ${file}:\n  - field "year": is ${parsed.year}, expected ${expected}`,
      );
    }
    return [parsed.year, parsed];
  }),
);

export function teamYear(year: TeamYearNumber): TeamYear {
  const data = teamYears.get(year);
  if (!data) throw new Error(`No team data for ${year}`);
  return data;
}
