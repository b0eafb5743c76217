#!/usr/bin/env node
// Finds a Chromium for the browser tests: $CHROME_PATH, then the system's Chromium or Chrome,
// then Playwright's own download. On a bare Debian machine, running as root, it installs Debian's
// chromium with apt-get (and says so; scripts/system-tool.cjs). Otherwise it fails saying how to get one.
// Also finds Chromium's headless shell, which runs most of the browser tests (findHeadlessShell).
// Run directly, it prints both paths.
const { existsSync } = require("node:fs");
const { findTool } = require("./system-tool.cjs");

/** Flags for headless Chromium on a closed network: without them its connections stall. */
const chromeArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

const systemPaths = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

function playwrightBrowser() {
  try {
    const { chromium } = require("playwright-core");
    const candidate = chromium.executablePath();
    return candidate && existsSync(candidate) ? candidate : null;
  } catch {
    return null;
  }
}

/** @returns {string} the path of a Chromium or Chrome binary */
function findChrome({ install = true } = {}) {
  return findTool(
    {
      label: "Chromium or Chrome (for the browser tests)",
      envVar: "CHROME_PATH",
      paths: systemPaths,
      fallback: playwrightBrowser,
      aptPackage: "chromium",
      installedAt: "/usr/bin/chromium",
      instructions: [
        "Debian/Ubuntu: sudo apt-get install chromium",
        "macOS:         brew install --cask chromium   (or install Google Chrome)",
        "any system:    npx playwright install chromium   (needs internet access)",
      ],
    },
    install,
  );
}

/**
 * Chromium's headless shell: the same Blink and V8 as the full browser without the desktop
 * browser's own layer (its profile, privacy and permission settings, its window), the build
 * Playwright itself runs headless tests in. The browser suites run in it in about half the time
 * (docs/testing.md); the tests about the full browser's own rules, and the bench, use the full
 * Chromium. $CHROME_HEADLESS_SHELL_PATH, then Debian's chromium-headless-shell (installed with
 * apt-get as root, like Chromium). Null when there is none to be had: the tests then run in the full
 * Chromium, slower but the same.
 * @returns {string | null}
 */
function findHeadlessShell({ install = true } = {}) {
  const tool = {
    label: "Chromium's headless shell",
    envVar: "CHROME_HEADLESS_SHELL_PATH",
    paths: ["/usr/bin/chromium-headless-shell"],
    commands: ["chromium-headless-shell"],
    aptPackage: "chromium-headless-shell",
    installedAt: "/usr/bin/chromium-headless-shell",
    instructions: ["Debian/Ubuntu: sudo apt-get install chromium-headless-shell"],
  };
  try {
    return findTool(tool, install);
  } catch (error) {
    if (process.env[tool.envVar]) throw error;
    return null;
  }
}

module.exports = { chromeArgs, findChrome, findHeadlessShell };

if (require.main === module) {
  try {
    console.log(findChrome());
    console.log(findHeadlessShell() ?? "no headless shell: the full Chromium runs every test");
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
