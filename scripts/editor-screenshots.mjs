#!/usr/bin/env node
// Takes the pictures of the content editor that docs/editing.md shows, in Chromium at 1280 x 800 (a
// page's paragraph at 1280 x 1100),
// from a served build without CMS_GITHUB_REPO: the editor then works on its test repository (the
// browser's private file system, folder sveltia-cms-test/), which this script seeds with content/
// and the partner logos first, as e2e/admin.spec.ts does. It changes fields without saving, except
// the refused link, whose Save shows the refusal and writes nothing.
// Usage: npm run build && node scripts/serve.mjs --port 3310 &
//        node scripts/editor-screenshots.mjs [--base http://localhost:3310] [--out docs/images/editing]
// Writes one PNG a step into --out, and prints each path. Look at every picture before committing.
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import chrome from "./chrome.cjs";
import {
  editorField,
  editorSeedFiles,
  fillSamplePartner,
  openEditorEntry,
  seedTestRepository,
} from "./editor-test-repo.mjs";

const { chromeArgs, findChrome } = chrome;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index > -1 ? args[index + 1] : fallback;
};
const base = option("--base", "http://localhost:3310");
const outDir = path.resolve(root, option("--out", "docs/images/editing"));

/** The first card of a year, as the editor addresses it. */
const firstMember = (year) =>
  `entries/${year}/${readdirSync(path.join(root, `content/team/${year}`))
    .sort()[0]
    .replace(/\.json$/, "")}`;

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
const problems = [];
page.on("console", (message) => {
  if (message.type() === "error") problems.push(message.text());
});

/** Saves the viewport as <name>.png, once the editor's fonts (its icons among them) are in. */
async function shot(name) {
  await page.evaluate(() => document.fonts.ready);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(path.relative(root, file));
}

// Seed the test repository on the site's origin, then sign in to it.
await page.goto(`${base}/admin/config.json`);
await seedTestRepository(page, editorSeedFiles(root));
await page.goto(`${base}/admin`);
const signIn = page.getByRole("button", { name: "Work with Test Repository" });
await signIn.waitFor();
await shot("sign-in");
await signIn.click();
await page.getByRole("treeitem", { name: /^Partners/ }).waitFor({ timeout: 30_000 });

// 3. The team, grouped by year; a member being changed; a link refused.
await page.evaluate(() => (window.location.hash = "#/collections/team"));
await page.getByText("2022", { exact: true }).first().waitFor();
await shot("team-list");
await openEditorEntry(page, "team", firstMember(2025));
await editorField(page, "Role").fill("Community Lead");
await shot("team-member");
await openEditorEntry(page, "team", firstMember(2024));
await editorField(page, "LinkedIn").fill("http://www.linkedin.com/in/someone");
await page.getByRole("button", { name: "Save", exact: true }).click();
await page.getByText("must be a full address starting with https://").first().waitFor();
await shot("refused");

// 4. A new partner, filled in (not saved).
await fillSamplePartner(page);
await editorField(page, "Short name").evaluate((element) =>
  element.scrollIntoView({ block: "center" }),
);
await shot("partner");

// 5. A page's paragraph: About's first section, scrolled into view (the editor draws a list's
// items only once they are in view), then changed.
await openEditorEntry(page, "pages", "entries/about");
const sections = page.getByRole("group", { name: /Sections/ }).first();
const paragraphs = sections.getByRole("group", { name: /Paragraphs/ }).first();
const paragraph = paragraphs.getByRole("textbox", { name: "Paragraph", exact: true }).first();
for (let tries = 0; !(await paragraph.isVisible()); tries += 1) {
  if (tries === 30) throw new Error("About's first paragraph never showed in the editor");
  await sections.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await paragraphs.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await page.waitForTimeout(500);
}
await paragraph.fill(
  "µLearn is a community where students, campuses, companies and teachers learn by doing.",
);
// The section's heading above its paragraphs, so the picture shows which section this is: a
// taller picture, to hold both.
await page.setViewportSize({ width: 1280, height: 1100 });
await sections
  .getByRole("textbox", { name: "Heading", exact: true })
  .first()
  .evaluate((element) => element.scrollIntoView({ block: "center" }));
// The editor draws list items as they come into view: give it a moment to draw them.
await page.waitForTimeout(1_000);
await shot("page-paragraph");
await page.setViewportSize({ width: 1280, height: 800 });

// 6. A weekly event; 7. a legal page; 8. the words around the live lists.
await openEditorEntry(page, "events", "entries/openmic");
await shot("weekly-event");
await openEditorEntry(page, "legal", "entries/privacypolicy");
await shot("legal-page");
await openEditorEntry(page, "words", "entries/career-board");
await shot("words");

await browser.close();
if (problems.length) {
  console.error(`The editor reported errors:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  process.exit(1);
}
