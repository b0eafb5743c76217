#!/usr/bin/env node
// Build step after `next build` and first-paint, before scripts/csp.mjs: the site search's index,
// written by Pagefind into out/pagefind/ (its script, WebAssembly and index chunks, loaded by the
// browser only when a visitor opens the search). It reads:
//   · every indexable page of out/ (lib/search-index.ts searchPages): only its <main>
//     (data-pagefind-body in app/layout.tsx, so not the header, footer or menus), less what is
//     marked data-pagefind-ignore (the team cards, links that look like buttons, status lines) and
//     its controls (lib/search-index.ts leaveOutControls), tagged with its kind and filter, its
//     details' labels and values and its tables' cells read apart (separateTerms);
//   · one record per team member (lib/search-index.ts personRecords), leading to their card.
// Not read: /cdr, the hand-off shells, the 404 page, the donation record, the search page.
// Usage: node scripts/search-index.mjs [--out out]   (npm run build and npm test run it).
// Exits 1 naming a page the export lacks, or what Pagefind refused.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";
import { importData } from "./import-data.mjs";
import { pageFile } from "./export-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--out");
const outDir = path.resolve(root, at > -1 ? process.argv[at + 1] : "out");
const started = Date.now();

const { searchPages, personRecords, separateTerms, leaveOutControls } =
  await importData("lib/search-index.ts");
const { SEARCH_BUNDLE_PATH } = await importData("data/search.ts");
const BODY = 'data-pagefind-body=""';

const problems = [];
const fail = (message) => {
  console.error(`error: ${message}`);
  process.exit(1);
};
// One index a language, by the page's <html lang>: the English pages' ("en-IN", indexed as "en",
// the team's records beside them) and the Malayalam pages' ("ml"). The browser's Pagefind loads
// the index of the page it runs on.
const { errors, index } = await pagefind.createIndex();
if (!index) fail(`Pagefind could not start: ${errors.join("; ")}`);

const pages = searchPages();
for (const { path: route, kind, headingWeight } of pages) {
  const file = path.join(outDir, pageFile(route));
  if (!existsSync(file)) {
    problems.push(`${path.relative(root, file)} is missing: data/routes.ts lists ${route}.`);
    continue;
  }
  const html = readFileSync(file, "utf8");
  if (!html.includes(BODY)) {
    problems.push(`${route} has no <main ${BODY}> (app/layout.tsx): nothing to index.`);
    continue;
  }
  // The page's kind: its label shown on the result, its filter for the kind buttons.
  let tagged = html.replace(
    BODY,
    `${BODY} data-pagefind-meta="kind:${kind.label}" data-pagefind-filter="kind:${kind.filter}"`,
  );
  if (headingWeight) tagged = tagged.replace("<h1", `<h1 data-pagefind-weight="${headingWeight}"`);
  tagged = leaveOutControls(separateTerms(tagged.replace('<html lang="en-IN"', '<html lang="en"')));
  const added = await index.addHTMLFile({ url: route, content: tagged });
  if (added.errors.length) problems.push(`${route}: ${added.errors.join("; ")}`);
}

const people = personRecords();
for (const record of people) {
  const added = await index.addCustomRecord({
    url: record.url,
    content: record.content,
    language: "en",
    meta: { title: record.title, kind: record.kind.label },
    filters: { kind: [record.kind.filter] },
  });
  if (added.errors.length) problems.push(`${record.url}: ${added.errors.join("; ")}`);
}

const bundle = path.join(outDir, SEARCH_BUNDLE_PATH);
rmSync(bundle, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: bundle });
if (written.errors.length) problems.push(`writing ${bundle}: ${written.errors.join("; ")}`);
// Pagefind's ready-made interfaces (the site draws its own: components/search/) are never loaded.
for (const file of readdirSync(bundle)) {
  if (/^pagefind-(ui|component-ui|modular-ui|highlight)\./.test(file))
    rmSync(path.join(bundle, file));
}
await pagefind.close();

if (problems.length) fail(problems.join("\nerror: "));
console.log(
  `Search: ${pages.length} pages and ${people.length} people indexed into ` +
    `${path.relative(root, bundle)}/ in ${((Date.now() - started) / 1000).toFixed(1)}s.`,
);
