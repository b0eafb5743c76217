#!/usr/bin/env node
// `npm run check:deploy`: is out/ safe to upload as it is?
//   · no absolute localhost URLs anywhere in the export
//   · every file an HTML page or stylesheet references exists in out/
//   · sitemap.xml lists every indexable page and nothing else (nor a page that does not exist)
//   · no source maps, no .env files, no secret-looking values or server env values in the files
//   · total size of out/ and each route's bytes (HTML + its scripts and styles, gzip) within the
//     budgets in bench.config.json ("deploy"; the noModule polyfill modern browsers skip is not
//     counted); the editor in out/admin/ (no public page) against its own budget; writes
//     reports/deploy.md
//   · no page's scripts carry a whole language file (content/i18n/<lang>.json), where one small
//     part of it was wanted (docs/performance.md, "The scripts every page loads")
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { parse } from "node-html-parser";
import { listFiles, requireExport } from "./export-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// --out DIR checks another export (the unit test uses a small broken one).
const outFlag = process.argv.indexOf("--out");
const outDir = path.resolve(outFlag > -1 ? process.argv[outFlag + 1] : path.join(root, "out"));
const budgets = JSON.parse(readFileSync(path.join(root, "bench.config.json"), "utf8")).deploy;
const problems = [];

requireExport(outDir);
const files = listFiles(outDir);
const rel = (file) => `/${path.relative(outDir, file).split(path.sep).join("/")}`;
const TEXT = /\.(html|js|css|txt|xml|json|svg|ics|webmanifest)$/;
const texts = new Map(
  files.filter((f) => TEXT.test(f)).map((f) => [rel(f), readFileSync(f, "utf8")]),
);
const exists = (pathname) => {
  const full = path.join(outDir, decodeURIComponent(pathname));
  return full.startsWith(outDir) && existsSync(full) && statSync(full).isFile();
};

// The content editor (out/admin/, scripts/admin.mjs) is no public page: it has its own size budget,
// and its pinned bundle names its makers' dev server in code that never runs.
const isEditorFile = (file) => file.startsWith("/admin/");
const EDITOR_BUNDLE = "/admin/sveltia-cms.js";

// 1. Absolute localhost URLs (a dev server address baked into the export).
for (const [file, text] of texts) {
  if (file === EDITOR_BUNDLE) continue;
  const hit = text.match(
    /\b(?:https?:)?\/\/(?:localhost|127\.0\.0\.1|0\.0\.0\.0|\[::1\])(?::\d+)?[^\s"'<)]*/,
  );
  if (hit) problems.push(`${file}: absolute local URL ${hit[0]}`);
}

// 2. References from HTML and CSS to files of this site.
const htmlFiles = files.filter((f) => f.endsWith(".html"));
const pageFile = (pathname) =>
  [pathname, `${pathname}.html`, `${pathname.replace(/\/$/, "")}/index.html`].find(exists);
let references = 0;
for (const file of htmlFiles) {
  const document = parse(texts.get(rel(file)));
  for (const element of document.querySelectorAll(
    "script[src], link[href], img[src], source[srcset]",
  )) {
    const value =
      element.getAttribute("src") ?? element.getAttribute("href") ?? element.getAttribute("srcset");
    // A fragment names an element of the page itself (the first paint's <link rel="expect">).
    if (
      !value ||
      value.startsWith("#") ||
      element.getAttribute("rel") === "canonical" ||
      element.getAttribute("rel") === "alternate"
    )
      continue;
    const url = new URL(value.split(/\s/)[0], "https://site.invalid/");
    if (url.host !== "site.invalid") continue;
    references += 1;
    if (!exists(url.pathname)) problems.push(`${rel(file)}: references missing ${url.pathname}`);
  }
}
for (const [file, text] of texts) {
  if (!file.endsWith(".css")) continue;
  for (const [, raw] of text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
    if (/^(data:|https?:|#)/.test(raw)) continue;
    references += 1;
    const target = new URL(raw, `https://site.invalid${file}`).pathname;
    if (!exists(target)) problems.push(`${file}: url(${raw}) is missing`);
  }
}

// 3. The sitemap: exactly the indexable pages.
const sitemap = texts.get("/sitemap.xml") ?? "";
const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  ([, loc]) => new URL(loc).pathname,
);
const indexable = htmlFiles
  .map(rel)
  .filter((file) => !/^\/(404|_not-found)\.html$/.test(file) && !/\/_\.html$/.test(file))
  .filter((file) => !/<meta name="robots" content="[^"]*noindex/.test(texts.get(file)))
  .map((file) => file.replace(/(\/index)?\.html$/, "") || "/");
for (const page of indexable)
  if (!listed.includes(page)) problems.push(`sitemap.xml: ${page} is missing`);
for (const page of listed) {
  if (!indexable.includes(page))
    problems.push(`sitemap.xml: lists ${page}, which is not an indexable page`);
  if (!pageFile(page === "/" ? "/index.html" : page))
    problems.push(`sitemap.xml: ${page} has no file`);
}
if (new Set(listed).size !== listed.length) problems.push("sitemap.xml: a page is listed twice");

// 4. Source maps, env files, secrets.
for (const file of files.map(rel)) {
  if (/\.map$/.test(file)) problems.push(`${file}: source map in the export`);
  if (/(^|\/)\.env/.test(file)) problems.push(`${file}: env file in the export`);
}
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|API_?KEY|CREDENTIAL|AUTH/i;
const secretValues = Object.entries(process.env)
  .filter(
    ([name, value]) =>
      SECRET_NAME.test(name) && !name.startsWith("NEXT_PUBLIC_") && value && value.length >= 8,
  )
  .map(([name, value]) => ({ name, value }));
const SECRET_SHAPES = [
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, "a private key"],
  [/\bAKIA[0-9A-Z]{16}\b/, "an AWS access key id"],
  [/\bgh[pousr]_[A-Za-z0-9]{36,}\b/, "a GitHub token"],
  [/\bsk_live_[A-Za-z0-9]{16,}\b/, "a live payment secret key"],
  [/\bxox[abpr]-[A-Za-z0-9-]{10,}\b/, "a Slack token"],
];
for (const [file, text] of texts) {
  if (/sourceMappingURL=/.test(text)) problems.push(`${file}: points to a source map`);
  if (/process\.env\.(?!NODE_ENV\b)[A-Z_]+/.test(text) && file.endsWith(".js")) {
    problems.push(`${file}: an unreplaced process.env reference`);
  }
  for (const [pattern, what] of SECRET_SHAPES)
    if (pattern.test(text)) problems.push(`${file}: contains ${what}`);
  for (const { name, value } of secretValues)
    if (text.includes(value)) problems.push(`${file}: contains the value of ${name}`);
}

// 5. Sizes.
const gzip = (text) => gzipSync(text, { level: 9 }).length;
const gzipOf = new Map();
const gz = (file) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzip(readFileSync(path.join(outDir, file))));
  return gzipOf.get(file);
};
const sizeOf = (list) => list.reduce((sum, file) => sum + statSync(file).size, 0);
const totalBytes = sizeOf(files.filter((file) => !isEditorFile(rel(file))));
const editorBytes = sizeOf(files.filter((file) => isEditorFile(rel(file))));
if (editorBytes > budgets.editorTotalMb * 1024 * 1024) {
  problems.push(
    `out/admin/ is ${(editorBytes / 1024 / 1024).toFixed(2)} MB, over the editor's ${budgets.editorTotalMb} MB budget`,
  );
}
const rows = htmlFiles
  .filter((file) => !isEditorFile(rel(file)))
  .map((file) => {
    const page = rel(file);
    const document = parse(texts.get(page));
    const assets = new Set(
      [
        // The noModule polyfill is skipped by the browsers that run the site's modules.
        ...document
          .querySelectorAll("script[src]")
          .filter((el) => !/\bnomodule\b/i.test(el.rawAttrs))
          .map((el) => el.getAttribute("src")),
        ...document.querySelectorAll('link[rel="stylesheet"]').map((el) => el.getAttribute("href")),
      ]
        .filter((src) => src && src.startsWith("/") && exists(src.split("?")[0]))
        .map((src) => src.split("?")[0]),
    );
    const htmlGzip = gz(page);
    const assetGzip = [...assets].reduce((sum, asset) => sum + gz(asset), 0);
    const scripts = [...assets].filter((asset) => asset.endsWith(".js"));
    return { page, scripts, htmlGzip, assetGzip, total: htmlGzip + assetGzip };
  });
const kb = (bytes) => (bytes / 1024).toFixed(1);
if (totalBytes > budgets.outTotalMb * 1024 * 1024) {
  problems.push(
    `out/ is ${(totalBytes / 1024 / 1024).toFixed(2)} MB, over the ${budgets.outTotalMb} MB budget`,
  );
}
for (const row of rows) {
  if (row.htmlGzip > budgets.routeHtmlGzipKb * 1024) {
    problems.push(
      `${row.page}: HTML ${kb(row.htmlGzip)} KB gzip, over ${budgets.routeHtmlGzipKb} KB`,
    );
  }
  if (row.total > budgets.routeTotalGzipKb * 1024) {
    problems.push(
      `${row.page}: ${kb(row.total)} KB gzip with scripts and styles, over ${budgets.routeTotalGzipKb} KB`,
    );
  }
}

// 6. A whole language file in a page's scripts. Client code that imports a part of
// content/i18n/<lang>.json carries all of it (about 2 KB gzip); the page's server component hands
// the part down instead.
const i18nDir = path.join(root, "content", "i18n");
const [firstKey, secondKey] = Object.keys(
  JSON.parse(readFileSync(path.join(i18nDir, readdirSync(i18nDir).sort()[0]), "utf8")),
);
// A JSON module as the bundler writes it: its first two keys bare, the first one's value a string.
const wholeLanguageFile = new RegExp(`[{,]${firstKey}:"(?:[^"\\\\]|\\\\.)*",${secondKey}:`);
for (const row of rows) {
  const carrier = row.scripts.find((script) => wholeLanguageFile.test(texts.get(script) ?? ""));
  if (carrier) {
    problems.push(
      `${row.page}: its script ${carrier} carries a whole language file (content/i18n/); hand the words it needs down from the page's server component`,
    );
  }
}

const report = [
  "# Deploy check",
  "",
  `out/: ${files.length} files, ${(totalBytes / 1024 / 1024).toFixed(2)} MB without the editor (budget ${budgets.outTotalMb} MB); ` +
    `out/admin/ ${(editorBytes / 1024 / 1024).toFixed(2)} MB (budget ${budgets.editorTotalMb} MB). ` +
    `${htmlFiles.length} pages, ${references} file references, ${listed.length} sitemap entries.`,
  "",
  `| page | HTML (KB gzip) | scripts + styles (KB gzip) | total (KB gzip, budget ${budgets.routeTotalGzipKb}) |`,
  "| --- | ---: | ---: | ---: |",
  ...rows
    .sort((a, b) => b.total - a.total)
    .map((r) => `| ${r.page} | ${kb(r.htmlGzip)} | ${kb(r.assetGzip)} | ${kb(r.total)} |`),
  "",
  problems.length
    ? `## ${problems.length} problem(s)\n\n${problems.map((p) => `- ${p}`).join("\n")}`
    : "No problems.",
  "",
].join("\n");
if (outFlag === -1) {
  mkdirSync(path.join(root, "reports"), { recursive: true });
  writeFileSync(path.join(root, "reports", "deploy.md"), report);
}

if (problems.length) {
  console.error(`Deploy check found ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
const largest = rows[0];
console.log(
  `Deploy check: ${htmlFiles.length} pages, ${references} references, sitemap ${listed.length} pages exact, ` +
    `no local URLs, source maps or secrets; out/ ${(totalBytes / 1024 / 1024).toFixed(2)} MB; ` +
    `largest route ${largest.page} ${kb(largest.total)} KB gzip. Report: reports/deploy.md`,
);
