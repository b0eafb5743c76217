#!/usr/bin/env node
// Finds a Chromium for the browser tests: $CHROME_PATH, then the system's Chromium or Chrome,
// then Playwright's own download. On a bare Debian machine, running as root, it installs Debian's
// chromium with apt-get (and says so; scripts/system-tool.cjs). Otherwise it fails saying how to get one.
// Run directly, it prints the path.
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

module.exports = { chromeArgs, findChrome };

if (require.main === module) {
  try {
    console.log(findChrome());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
