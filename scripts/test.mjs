#!/usr/bin/env node
// `npm test`: every check, stopping at the first failure with the stage's name (docs/testing.md).
//   lockfile (every platform package listed, so `npm ci` accepts it), then side by side:
//     format (prettier) · lint (eslint) · unit (jest)
//     malayalam-font (the Malayalam pages' faces) → build (next build) → first-paint → admin (the content editor into out/admin/) → search (the Pagefind index into out/pagefind/) → csp (per-page script hashes into hosting/) → crawl
//       (links, assets, one h1 and a title per page) → deploy (out/ is self-contained, sitemap
//       exact, size budgets); and types (tsc, with the route types the build wrote) once the
//       build is done
//   and once the build chain is done, beside the other checks: deploy-s3 (the export deployed twice
//   to an S3 API server on loopback, then served through the real CloudFront Functions:
//   scripts/test-deploy.mjs), end-to-end and axe (playwright, against `npm start`'s server and
//   nginx), and the AWS stack (infra: its own `npm ci` when needed, cdk synth with cdk-nag, tsc,
//   infra/test/; scripts/infra-check.mjs).
// The checks before the browser are mostly one process each; on a 2-core machine two of them at a
// time finish in about half the time one after the other takes. A stage's output is printed whole
// when it ends (the browser's as it goes), and the first failure stops every other stage.
// `--quick` (npm run test:quick) stops before the browser and the stack (`npm run test:infra`).
// It finds Chromium (scripts/chrome.cjs) and nginx (scripts/nginx.mjs) first, installing
// Debian's packages when it can.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { findChrome, findHeadlessShell } = createRequire(import.meta.url)("./chrome.cjs");
const { findNginx } = await import("./nginx.mjs");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const quick = process.argv.includes("--quick");
mkdirSync(path.join(root, "reports"), { recursive: true });

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// The end-to-end tests pay through a fake Checkout, so the build they test (and its CSP) needs a
// Razorpay key id; a test key's id is public and takes no money. Unit tests run without one, as a
// build without a key does: there /donation explains other ways to give.
const withRazorpayKey = {
  NEXT_PUBLIC_RAZORPAY_KEY_ID: process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID || "rzp_test_E2eFakeKey0001",
};
// The types stage checks the same program `next build` would (every file, with the route types the
// build generates), so the build does not check it a second time (next.config.ts).
const buildEnv = { ...withRazorpayKey, SKIP_BUILD_TYPECHECK: "1" };

/** [name, command, args, extra environment] */
const lockfile = ["lockfile", process.execPath, ["scripts/lock-platforms.mjs", "--check"]];
const format = ["format", bin("prettier"), ["--check", "--log-level", "warn", "."]];
const lint = ["lint", bin("eslint"), [".", "--max-warnings=0"]];
const unit = ["unit", bin("jest"), ["--ci", "--json", "--outputFile=reports/jest-results.json"]];
const malayalamFont = ["malayalam-font", process.execPath, ["scripts/malayalam-font.mjs"]];
const build = ["build", bin("next"), ["build"], buildEnv];
const types = ["types", bin("tsc"), ["--noEmit"]];
const afterBuild = [
  ["first-paint", process.execPath, ["scripts/first-paint.mjs"]],
  ["admin", process.execPath, ["scripts/admin.mjs"]],
  ["search", process.execPath, ["scripts/search-index.mjs"]],
  ["csp", process.execPath, ["scripts/csp.mjs"], withRazorpayKey],
  ["crawl", process.execPath, ["scripts/crawl.mjs"]],
  ["deploy", process.execPath, ["scripts/check-deploy.mjs"]],
];
// s3rver pages a listing of over 1,000 keys with a DES token: Node's OpenSSL keeps it in its legacy
// provider (scripts/test-deploy.mjs).
const deployS3 = [
  "deploy-s3",
  process.execPath,
  ["--openssl-legacy-provider", "scripts/test-deploy.mjs"],
];
const e2e = ["e2e", bin("playwright"), ["test"]];
// Needs no build: it starts with the browser, whose wait on the server leaves a core free.
const infra = ["infra", process.execPath, ["scripts/infra-check.mjs"]];

const running = new Set();

/** Runs one stage, its output kept until it ends; resolves with the seconds it took, or exits. */
function run([name, command, args, stageEnv = {}], { live = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    // Each stage leads its own process group, so that stopping it stops what it started too (the
    // browser stage's servers and nginx, jest's workers): left running, they held the ports and
    // served the old build to the next run.
    const child = spawn(command, args, {
      detached: true,
      cwd: root,
      env: { ...env, ...stageEnv, ...(live ? {} : { FORCE_COLOR: "0" }) },
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = Buffer.concat(output).toString().trimEnd();
      if (code !== 0) {
        if (stopping && signal) return; // stopped because another stage failed
        fail(name, seconds, text, code ?? 1);
      }
      console.log(`\n▶ ${name}${text ? `\n${text}` : ""}\n✔ ${name} (${seconds}s)`);
      resolve(seconds);
    });
  });
}

let stopping = false;
/**
 * Stops every stage still running, with all it started. SIGINT, as Ctrl-C sends: Playwright then
 * stops the servers it started in groups of their own (the export's servers, nginx, the fake
 * backend); on SIGTERM it leaves them holding their ports for the next run.
 */
function stopAll() {
  stopping = true;
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      // The group has already ended.
    }
  }
}
// Interrupted (Ctrl-C, a CI timeout): the stages are in their own groups, so they are stopped here.
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
]) {
  process.on(signal, () => {
    stopAll();
    process.exit(code);
  });
}

function fail(name, seconds, text, code) {
  stopAll();
  console.log(`\n▶ ${name}${text ? `\n${text}` : ""}`);
  console.error(`\n✖ npm test failed at the "${name}" stage (${seconds}s).`);
  process.exit(code);
}

const started = Date.now();
await run(lockfile);
const checks = [run(format), run(lint), run(unit)];
await run(malayalamFont);
await run(build);
checks.push(run(types)); // with the route types the build just wrote; the browser does not wait
for (const stage of afterBuild) await run(stage);
checks.push(run(deployS3));

if (!quick) {
  // The browser needs only the build: it starts while the other checks finish.
  console.log("\n▶ browser");
  try {
    env.CHROME_PATH = findChrome();
    console.log(`Chromium: ${env.CHROME_PATH}`);
    const shell = findHeadlessShell();
    if (shell) env.CHROME_HEADLESS_SHELL_PATH = shell;
    console.log(
      shell
        ? `Chromium's headless shell: ${shell}`
        : "No Chromium headless shell (Debian's chromium-headless-shell): every test runs in the full Chromium, slower.",
    );
    env.NGINX_PATH = findNginx();
    console.log(`nginx: ${env.NGINX_PATH}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  checks.push(run(e2e, { live: true }), run(infra));
}
await Promise.all(checks);

const read = (file) =>
  existsSync(path.join(root, file))
    ? JSON.parse(readFileSync(path.join(root, file), "utf8"))
    : null;
const unitResults = read("reports/jest-results.json");
const infraResults = quick ? null : read("reports/infra-results.json");
const e2eResults = quick ? null : read("reports/e2e-results.json");
const passed =
  (unitResults?.numPassedTests ?? 0) +
  (e2eResults?.stats?.expected ?? 0) +
  (infraResults?.passed ?? 0);
const failed =
  (unitResults?.numFailedTests ?? 0) +
  (e2eResults?.stats?.unexpected ?? 0) +
  (infraResults?.failed ?? 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nAll stages${quick ? " but the browser's" : ""} passed in ${minutes} min.`);
console.log(`tests: ${passed} passed, ${failed} failed`);
