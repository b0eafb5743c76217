#!/usr/bin/env node
// Draws public/og-image.jpg (1200×630), the picture link previews show for every page, from the
// organisation's name, tagline and site host in data/site.ts (NEXT_PUBLIC_SITE_URL changes the host
// as it does for the build), in the site's font and colours.
// Run it after changing the tagline: `node scripts/og-image.mjs`.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { chromeArgs, findChrome } = createRequire(import.meta.url)("./chrome.cjs");
const { org } = await importData("data/site.ts");
const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const font = readFileSync(path.join(root, "app", "fonts", "PlusJakartaSans-latin-variable.woff2"));

const html = `<!doctype html><html><head><style>
@font-face { font-family: Jakarta; src: url(data:font/woff2;base64,${font.toString("base64")}); font-weight: 200 800; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; font-family: Jakarta, sans-serif; color: #fff;
  background: radial-gradient(circle at 85% 15%, #456ff6 0, transparent 45%),
    radial-gradient(circle at 10% 95%, #2443ad 0, transparent 50%), #141f45;
  padding: 80px 90px; display: flex; flex-direction: column; justify-content: space-between; }
.brand { display: flex; align-items: center; gap: 22px; font-size: 44px; font-weight: 800; }
h1 { font-size: 68px; line-height: 1.08; font-weight: 800; letter-spacing: -1.5px; max-width: 980px; }
h1 span { color: #fbbf24; }
p { font-size: 30px; color: #dce6ff; max-width: 900px; line-height: 1.35; }
.url { font-size: 26px; color: #bccdff; font-weight: 600; }
</style></head><body>
<div class="brand"><svg width="72" height="72" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#456ff6"/>
<path d="M10 9v15M10 19.5c0 2.8 1.8 4.5 4.3 4.5 2.6 0 4.7-1.9 4.7-5V9M19 19c0 2.9.9 5 3 5" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>
${escape(org.name)}</div>
<div><h1>Learn together.<br><span>Grow together.</span></h1><p style="margin-top:24px">${escape(org.tagline)}</p></div>
<div class="url">${escape(new URL(org.website).host)}</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({
  path: path.join(root, "public", "og-image.jpg"),
  type: "jpeg",
  quality: 88,
});
await browser.close();
console.log("Wrote public/og-image.jpg");
