#!/usr/bin/env node
// Screenshots of pages at 375px and 1280px, light and dark, for looking at what we build.
// Usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--out reports/screens]
//          [--viewport-only] [--height 800] [--reduced-motion] /path …
// --reduced-motion shows scroll-revealed content at once, so a full-page shot shows all of it.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import chrome from "./chrome.cjs";

const { chromeArgs, findChrome } = chrome;

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index > -1 ? args.splice(index, 2)[1] : fallback;
};
const base = option("--base", "http://localhost:3000");
const outDir = option("--out", "reports/screens");
const height = Number(option("--height", "800"));
const fullPage = !args.includes("--viewport-only");
const reducedMotion = args.includes("--reduced-motion") ? "reduce" : "no-preference";
const paths = args.filter((a) => a.startsWith("/"));
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
for (const theme of ["light", "dark"]) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      const name = `${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${width}-${theme}.png`;
      await page.screenshot({ path: `${outDir}/${name}`, fullPage });
      console.log(`${outDir}/${name}`);
    }
    await context.close();
  }
}
await browser.close();
