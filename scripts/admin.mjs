#!/usr/bin/env node
// Build step after `next build`: the content editor at /admin (Sveltia CMS), served from this
// site's own files. Writes out/admin/:
//   index.html    the editor's page: noindex, no inline script, the configuration named by
//                 <link rel="cms-config-url">, the fonts' stylesheet
//   config.json   the editor's configuration, generated from the content schemas (data/cms.ts);
//                 the repository it saves to is CMS_GITHUB_REPO ("owner/name", branch
//                 CMS_GITHUB_BRANCH or main); without it, the editor works on a test copy in the
//                 browser and saves nothing to the site (docs/editing.md)
//   sveltia-cms.js  the pinned editor from node_modules/@sveltia/cms, without its source-map line
//   offline.js    answers the editor's CDN requests (update check, helpers) with "not found"
//   fonts.css, fonts/  the editor's fonts (Source Sans 3, Material Symbols Outlined, Noto Mono)
//                 from the @fontsource packages: the editor's own stylesheet of them, pointed here
// Usage: node scripts/admin.mjs [--out out]. Exits 1 when the pinned editor's font stylesheet is
// not where this script expects it (after an upgrade: update FONTS below).
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const at = process.argv.indexOf("--out");
const outDir = path.resolve(root, at > -1 ? process.argv[at + 1] : "out");
const adminDir = path.join(outDir, "admin");
const require = createRequire(import.meta.url);
const packageFile = (name, file) =>
  path.join(path.dirname(require.resolve(`${name}/package.json`)), file);
const editorScript = path.join(root, "node_modules/@sveltia/cms/dist/sveltia-cms.js");

/** The editor's font files on jsDelivr, and the package file this site serves instead. */
const FONTS = [
  [
    "https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2",
    packageFile(
      "@fontsource-variable/source-sans-3",
      "files/source-sans-3-latin-wght-normal.woff2",
    ),
  ],
  [
    "https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2",
    packageFile(
      "@fontsource-variable/material-symbols-outlined",
      "files/material-symbols-outlined-latin-wght-normal.woff2",
    ),
  ],
  [
    "https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2",
    packageFile("@fontsource/noto-mono", "files/noto-mono-latin-400-normal.woff2"),
  ],
];

const fail = (message) => {
  console.error(`admin: ${message}`);
  process.exit(1);
};

// The editor adds its fonts' stylesheet as <style id="svelte-…"> unless the page has an element
// of that id already: the page carries the same rules, pointed at this site's files.
const bundle = readFileSync(editorScript, "utf8");
const fontStyle =
  /\{hash:`(svelte-[a-z0-9]+)`,code:`(\s*\/\* https:\/\/fontsource\.org\/fonts\/source-sans-3\/cdn \*\/[^`]*)`\}/.exec(
    bundle,
  );
if (!fontStyle) fail(`no font stylesheet found in ${path.relative(root, editorScript)}`);
const [, styleId, styleCode] = fontStyle;
let fontsCss = styleCode;
mkdirSync(path.join(adminDir, "fonts"), { recursive: true });
for (const [cdnUrl, file] of FONTS) {
  if (!fontsCss.includes(cdnUrl)) fail(`the editor's fonts no longer include ${cdnUrl}`);
  const name = path.basename(file);
  copyFileSync(file, path.join(adminDir, "fonts", name));
  fontsCss = fontsCss.replaceAll(cdnUrl, `/admin/fonts/${name}`);
}
if (/https?:\/\//.test(fontsCss.replace(/\/\* https:\/\/fontsource\.org[^*]*\*\//g, ""))) {
  fail("the editor's font stylesheet names another host");
}
writeFileSync(path.join(adminDir, "fonts.css"), `${fontsCss.trim()}\n`);

writeFileSync(
  path.join(adminDir, "sveltia-cms.js"),
  bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, "\n"),
);
copyFileSync(path.join(root, "scripts/admin/offline.js"), path.join(adminDir, "offline.js"));

const { cmsConfig } = await importData("data/cms.ts");
const repo = process.env.CMS_GITHUB_REPO || undefined;
const config = cmsConfig({ repo, branch: process.env.CMS_GITHUB_BRANCH || undefined });
writeFileSync(path.join(adminDir, "config.json"), `${JSON.stringify(config, null, 2)}\n`);

const { org } = await importData("data/site.ts");
writeFileSync(
  path.join(adminDir, "index.html"),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor · ${org.name}</title>
    <link id="${styleId}" rel="stylesheet" href="/admin/fonts.css">
    <link rel="cms-config-url" type="application/json" href="/admin/config.json">
    <script src="/admin/offline.js"></script>
  </head>
  <body>
    <noscript>
      <main>
        <h1>Content editor</h1>
        <p>The editor needs JavaScript. Turn it on for this site and reload the page.</p>
      </main>
    </noscript>
    <script src="/admin/sveltia-cms.js"></script>
  </body>
</html>
`,
);
console.log(
  `Admin: out/admin/ with Sveltia CMS ${JSON.parse(readFileSync(path.join(root, "node_modules/@sveltia/cms/package.json"), "utf8")).version}, ` +
    `${config.collections.length} collections; saves to ${repo ? `${repo} (GitHub, editorial workflow)` : "a test copy in the browser (CMS_GITHUB_REPO is not set)"}.`,
);
