#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first failure with the stage's name.
//   lockfile (every platform package listed, so `npm ci` accepts it) · format (prettier) · lint (eslint) · types (tsc) · unit (jest) · build (next build) · first-paint
//   · csp (per-page script hashes into hosting/) · crawl (links, assets, one h1 and a title per page)
//   · deploy (out/ is self-contained, sitemap exact, size budgets) · end-to-end and axe (playwright)
// It finds Chromium (scripts/chrome.cjs) and nginx (scripts/nginx.mjs) first, installing Debian's
// packages when it can: the hosting checks run against `npm start`'s server and against nginx.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { findChrome } = createRequire(import.meta.url)("./chrome.cjs");
const { findNginx } = await import("./nginx.mjs");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
mkdirSync(path.join(root, "reports"), { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// The end-to-end tests pay through a fake Checkout, so the build they test (and its CSP) needs a
// Razorpay key id; a test key's id is public and takes no money. Unit tests run without one, as a
// build without a key does: there /donation explains other ways to give.
const withRazorpayKey = {
  NEXT_PUBLIC_RAZORPAY_KEY_ID: process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID || "rzp_test_E2eFakeKey0001",
};

const stages = [
  ["lockfile", process.execPath, ["scripts/lock-platforms.mjs", "--check"]],
  ["format", bin("prettier"), ["--check", "--log-level", "warn", "."]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  ["types", bin("tsc"), ["--noEmit"]],
  ["unit", bin("jest"), ["--ci", "--json", "--outputFile=reports/jest-results.json"]],
  ["build", bin("next"), ["build"], withRazorpayKey],
  ["first-paint", process.execPath, ["scripts/first-paint.mjs"]],
  ["csp", process.execPath, ["scripts/csp.mjs"], withRazorpayKey],
  ["crawl", process.execPath, ["scripts/crawl.mjs"]],
  ["deploy", process.execPath, ["scripts/check-deploy.mjs"]],
  ["browser", null, []], // and nginx
  ["e2e", bin("playwright"), ["test"]],
];

const started = Date.now();
for (const [name, command, args, stageEnv = {}] of stages) {
  const stageStart = Date.now();
  console.log(`\n▶ ${name}`);
  if (name === "browser") {
    try {
      env.CHROME_PATH = findChrome();
      console.log(`Chromium: ${env.CHROME_PATH}`);
      env.NGINX_PATH = findNginx();
      console.log(`nginx: ${env.NGINX_PATH}`);
    } catch (error) {
      console.error(error.message);
      process.exit(1);
    }
    continue;
  }
  const result = spawnSync(command, args, {
    cwd: root,
    env: { ...env, ...stageEnv },
    stdio: "inherit",
  });
  const seconds = ((Date.now() - stageStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ npm test failed at the "${name}" stage (${seconds}s).`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}

const read = (file) =>
  existsSync(path.join(root, file))
    ? JSON.parse(readFileSync(path.join(root, file), "utf8"))
    : null;
const unit = read("reports/jest-results.json");
const e2e = read("reports/e2e-results.json");
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll stages passed in ${minutes} min.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
