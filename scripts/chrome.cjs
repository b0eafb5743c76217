#!/usr/bin/env node
// Finds a Chromium for the browser tests: $CHROME_PATH, then the system's Chromium or Chrome,
// then Playwright's own download. On a bare Debian machine, running as root, it installs Debian's
// chromium with apt-get (and says so). Otherwise it fails with a message that says how to get one.
// Run directly, it prints the path.
const { execFileSync, spawnSync } = require("node:child_process");
const { existsSync } = require("node:fs");

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

function canInstallWithApt() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  return isRoot && spawnSync("sh", ["-c", "command -v apt-get"]).status === 0;
}

/** @returns {string} the path of a Chromium or Chrome binary */
function findChrome({ install = true } = {}) {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no file is there.`);
  }
  const found = systemPaths.find((candidate) => existsSync(candidate)) ?? playwrightBrowser();
  if (found) return found;

  if (install && canInstallWithApt()) {
    console.log(
      "No Chromium found: installing Debian's chromium with apt-get for the browser tests…",
    );
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  throw new Error(
    [
      "The browser tests need Chromium or Chrome, and none was found.",
      "Install one, then run npm test again:",
      "  Debian/Ubuntu: sudo apt-get install chromium",
      "  macOS:         brew install --cask chromium   (or install Google Chrome)",
      "  any system:    npx playwright install chromium   (needs internet access)",
      "or point CHROME_PATH at an existing Chrome or Chromium binary.",
    ].join("\n"),
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
