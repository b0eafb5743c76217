#!/usr/bin/env node
// Screenshots of pages, light and dark, for looking at what we build: at 320, 375 and 1280px
// unless --widths says otherwise.
// Usage: node scripts/screenshots.mjs [--base http://localhost:3000] [--out reports/screens]
//          [--widths 320,360,375] [--signed-in] [--open menu|search] [--no-js]
//          [--viewport-only] [--height 800] [--reduced-motion] /path …
// --signed-in stores a refresh token first, so the header shows "Dashboard" (lib/auth-token.ts).
// --open presses the header's menu or search button before the shot (implies --viewport-only).
// --no-js loads the pages with scripts off. --reduced-motion shows scroll-revealed content at
// once, so a full-page shot shows all of it.
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
const widths = option("--widths", "320,375,1280").split(",").map(Number);
const open = option("--open", "");
if (open && !["menu", "search"].includes(open)) throw new Error(`--open ${open}: menu or search`);
const signedIn = args.includes("--signed-in");
const noJs = args.includes("--no-js");
const fullPage = !args.includes("--viewport-only") && !open;
const reducedMotion = args.includes("--reduced-motion") ? "reduce" : "no-preference";
const paths = args.filter((a) => a.startsWith("/"));
mkdirSync(outDir, { recursive: true });
/** The button that opens each dialog, by the dialog's id (components/layout, components/search). */
const opener = { menu: "site-menu", search: "site-search" };

const browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
for (const theme of ["light", "dark"]) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height },
      reducedMotion,
      javaScriptEnabled: !noJs,
    });
    // Without scripts the saved choice cannot apply: the shot presses the switch instead.
    await context.addInitScript(
      ([mode, token]) => {
        localStorage.setItem("theme", mode);
        if (token) localStorage.setItem("refreshToken", "screenshot");
      },
      [theme, signedIn],
    );
    const page = await context.newPage();
    for (const path of paths.length ? paths : ["/"]) {
      await page.goto(base + path, { waitUntil: "networkidle" });
      if (noJs && theme === "dark") await page.locator("#colour-mode").check();
      if (open) {
        await page.locator(`[command="show-modal"][commandfor="${opener[open]}"]`).first().click();
        await page.waitForTimeout(400);
      }
      const name = [
        path === "/" ? "home" : path.slice(1).replace(/\//g, "_"),
        width,
        theme,
        signedIn && "signed-in",
        open && `${open}-open`,
        noJs && "no-js",
      ]
        .filter(Boolean)
        .join("-");
      await page.screenshot({ path: `${outDir}/${name}.png`, fullPage });
      console.log(`${outDir}/${name}.png`);
    }
    await context.close();
  }
}
await browser.close();
