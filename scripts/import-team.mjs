#!/usr/bin/env node
// Imports the old site's team rosters into data/team/<year>.ts.
//   npm run import:team -- <folder>
// <folder> holds the old files laid out as in gtech-mulearn/mulearn's
// src/modules/Public/Team/data/ (muteam/execom.json, 2025/HQ.json, …; the list is in
// scripts/team-import/layout.mjs). Writes data/team/2025.ts … 2022.ts, formatted by Prettier, and
// prints every correction and dropped value with its file and person, then a count per file.
// Exits 1, writing nothing, when a file is missing or is not a JSON list, or a year fails the schema.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { importData } from "./import-data.mjs";
import { formatReport, importTeam, renderYearFile } from "./team-import/import.mjs";
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
const outputs = [];
for (const year of result.years) {
  const file = `data/team/${year.year}.ts`;
  parseDataFile(file, teamYearSchema, year);
  const target = path.join(root, file);
  const options = await prettier.resolveConfig(target);
  outputs.push([
    target,
    await prettier.format(renderYearFile(year), { ...options, filepath: target }),
  ]);
}
for (const [target, source] of outputs) {
  writeFileSync(target, source);
  console.log(`Wrote ${path.relative(root, target)}`);
}
