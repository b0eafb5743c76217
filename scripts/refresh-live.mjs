#!/usr/bin/env node
// Refreshes the committed snapshots of live data (docs/live-data.md): for every source in
// lib/live/sources.ts it asks the backend and writes data/live/<name>.json, normalised, with the
// time it was fetched. A source that fails (offline, an error page, an unreadable answer) keeps
// its file, and the script exits 1 naming the endpoint.
// Usage: npm run refresh:live   (NEXT_PUBLIC_API_HOST picks another backend, e.g. https://dev.mulearn.org)
// The build never runs this: it renders whatever snapshot is committed.
import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { liveSources } = await importData("lib/live/sources.ts");

const problems = [];
for (const source of liveSources) {
  try {
    const snapshot = await source.fetch(fetch);
    const file = path.join(root, source.file);
    // Written whole, then moved into place: an interrupted run never leaves half a file.
    writeFileSync(`${file}.tmp`, `${JSON.stringify(snapshot, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
    console.log(`${source.name}: wrote ${source.file}`);
  } catch (error) {
    problems.push(`${source.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (problems.length > 0) {
  console.error(`Kept the committed snapshot of ${problems.length} source(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
