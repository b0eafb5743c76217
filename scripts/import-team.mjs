#!/usr/bin/env node
// Imports the old site's team rosters into content/team/ (one file a year's groups, one a person).
//   npm run import:team -- <folder>
// <folder> holds the old files laid out as in gtech-mulearn/mulearn's
// src/modules/Public/Team/data/ (muteam/execom.json, 2025/HQ.json, …; the list is in
// scripts/team-import/layout.mjs). Replaces content/team-groups/<year>.json and content/team/<year>/ for
// 2025 … 2022 (data/team-files.ts says how a year is split into files), and
// prints every correction and dropped value with its file and person, then a count per file.
// Exits 1, writing nothing, when a file is missing or is not a JSON list, or a year fails the schema.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";
import { formatReport, importTeam } from "./team-import/import.mjs";
import { layoutFiles } from "./team-import/layout.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run import:team -- <folder with the old team files>");
  process.exit(1);
}

const missing = layoutFiles().filter((file) => !existsSync(path.resolve(folder, file)));
if (missing.length) {
  console.error(`Missing in ${folder}:\n  ${missing.join("\n  ")}`);
  process.exit(1);
}

const result = importTeam((file) => JSON.parse(readFileSync(path.resolve(folder, file), "utf8")));
console.log(formatReport(result));

// Checked as the build checks it, before anything is written.
const { parseDataFile, teamYearSchema } = await importData("data/schema.ts");
const { splitTeamYear, teamFolder } = await importData("data/team-files.ts");
const outputs = [];
for (const year of result.years) {
  parseDataFile(`the ${year.year} import`, teamYearSchema, year);
  outputs.push([year.year, splitTeamYear(year)]);
}
for (const [year, files] of outputs) {
  rmSync(path.join(root, teamFolder(year)), { recursive: true, force: true });
  mkdirSync(path.join(root, teamFolder(year)), { recursive: true });
  for (const [file, content] of files) {
    writeFileSync(path.join(root, file), `${JSON.stringify(content, null, 2)}\n`);
  }
  console.log(`Wrote ${files.size} files for ${year} in content/team/`);
}
