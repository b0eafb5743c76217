#!/usr/bin/env node
// Crawls the export in out/ as the hosting serves it (serve.json: clean URLs and rewrites):
// every internal link, image, script, stylesheet and icon must resolve to a file, and every page
// must have a non-empty <title> and exactly one h1; a page that shows nothing (no <body> content,
// as /cdr, the frame the learning app loads) has no h1 and must be noindex instead. Exits 1 with a
// list of problems.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";
import { listPages, requireExport } from "./export-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
const outDir = path.join(root, config.public);

requireExport(outDir);
const htmlFiles = listPages(outDir);

const isFile = (relative) => {
  const full = path.join(outDir, relative);
  return full.startsWith(outDir) && existsSync(full) && statSync(full).isFile();
};

/** Mirrors serve.json: exact files, clean URLs (.html, /index.html), then the rewrites. */
function resolves(pathname) {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, "") || "/";
  if (clean === "/") return isFile("index.html");
  if (isFile(clean) || isFile(`${clean}.html`) || isFile(`${clean}/index.html`)) return true;
  return config.rewrites.some(({ source, destination }) => {
    const pattern = new RegExp(`^${source.replace(/:[a-z]+/gi, "[^/]+")}$`);
    return pattern.test(clean) && isFile(destination);
  });
}

const problems = [];
let checkedLinks = 0;

for (const file of htmlFiles) {
  const page = "/" + path.relative(outDir, file);
  const document = parse(readFileSync(file, "utf8"));
  const title = document.querySelector("title")?.text.trim();
  if (!title) problems.push(`${page}: no <title>`);
  const body = document.querySelector("body");
  const showsNothing = (body?.childNodes ?? []).every((node) =>
    node.nodeType === 3 ? node.text.trim() === "" : node.rawTagName === "script",
  );
  const robots = document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
  // What a <noscript> holds is drawn for a browser without JavaScript (the editor's /admin page).
  const h1Count = [document, ...document.querySelectorAll("noscript").map((n) => parse(n.text))]
    .map((part) => part.querySelectorAll("h1").length)
    .reduce((sum, count) => sum + count, 0);
  if (showsNothing && !robots.includes("noindex")) {
    problems.push(`${page}: shows nothing, yet search engines may index it (no robots noindex)`);
  } else if (!showsNothing && h1Count !== 1) {
    problems.push(`${page}: ${h1Count} h1 elements, expected 1`);
  }

  const references = [
    ...document.querySelectorAll("a[href]").map((el) => el.getAttribute("href")),
    ...document.querySelectorAll("img[src], script[src]").map((el) => el.getAttribute("src")),
    ...document
      .querySelectorAll("link[href]")
      .filter((el) => el.getAttribute("rel") !== "canonical")
      .map((el) => el.getAttribute("href")),
  ];
  // Link-preview pictures are absolute URLs on the production host: their path must be in out/.
  for (const meta of document.querySelectorAll(
    'meta[property="og:image"], meta[name="twitter:image"]',
  )) {
    const { pathname } = new URL(meta.getAttribute("content") ?? "", "http://site.local");
    checkedLinks += 1;
    if (!resolves(pathname)) problems.push(`${page}: preview image ${pathname} is not in out/`);
  }
  for (const reference of references) {
    if (!reference || /^(mailto:|tel:|#|data:)/.test(reference)) continue;
    const url = new URL(reference, "http://site.local" + page.replace(/(index)?\.html$/, ""));
    if (url.host !== "site.local") continue;
    checkedLinks += 1;
    if (!resolves(url.pathname)) problems.push(`${page}: broken internal reference ${reference}`);
  }
}

if (problems.length) {
  console.error(`Crawl found ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Crawl: ${htmlFiles.length} pages, ${checkedLinks} internal references, no problems.`);
