#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile, simulated throttling) on the routes in bench.config.json,
// against the served export, plus a bare Next.js page built the same way as the JavaScript
// baseline. Writes reports/bench.json and reports/bench.md; exits 1 when a budget is broken.
// Expects a build in out/ (run `npm run build` first).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import handler from "serve-handler";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { throttling as throttlingPresets } from "lighthouse/core/config/constants.js";
import * as chromeLauncher from "chrome-launcher";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { chromeArgs, findChrome } = createRequire(import.meta.url)("./chrome.cjs");
const {
  routes,
  budgets,
  runs = 3,
  calibrateCpu = true,
} = JSON.parse(readFileSync(path.join(root, "bench.config.json"), "utf8"));
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };

if (!existsSync(path.join(root, "out", "index.html"))) {
  console.error('No export in out/: run "npm run build" first.');
  process.exit(1);
}

/**
 * Builds scripts/bench-baseline inside reports/ (ignored by git): Turbopack compiles only files
 * under the project root, and there the baseline resolves this project's node_modules.
 */
function buildBaseline() {
  const dir = path.join(root, "reports", "bench-baseline");
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, "scripts", "bench-baseline"), dir, { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true }));
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({ compilerOptions: { jsx: "react-jsx", strict: true, skipLibCheck: true } }),
  );
  const result = spawnSync(path.join(root, "node_modules", ".bin", "next"), ["build"], {
    cwd: dir,
    env,
    stdio: "ignore",
  });
  if (result.status !== 0) throw new Error("The baseline page failed to build.");
  return path.join(dir, "out");
}

/** Serves a folder with the site's hosting rules, gzip included, on a free port. */
function serve(publicDir) {
  const config = {
    ...JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8")),
    public: publicDir,
  };
  const compress = compression();
  const server = createServer((req, res) => compress(req, res, () => handler(req, res, config)));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/**
 * Lighthouse's CPU slowdown for this machine, per its throttling guide (docs/throttling.md and
 * the Lighthouse team's calculator): 4x is meant for a fast desktop (benchmarkIndex about 1533);
 * slower hosts get less, so the simulated phone stays the same phone.
 */
function cpuMultiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(benchmarkIndex - 150, 0) / 650;
}

const mobileThrottling = throttlingPresets.mobileSlow4G;
let cpuSlowdownMultiplier = mobileThrottling.cpuSlowdownMultiplier;

/**
 * Audits a URL `runs` times and summarises Lighthouse's median run: on a shared 2-core VM one
 * run's simulated TBT can swing several-fold, so a single run says little.
 */
async function audit(url, port) {
  const lhrs = [];
  // A run that hit a runtime error (no first paint recorded) is retried, up to twice in all.
  for (let run = 0, retries = 0; run < runs; run += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { ...mobileThrottling, cpuSlowdownMultiplier },
    });
    if (lhr.runtimeError || lhr.audits["first-contentful-paint"]?.numericValue === undefined) {
      console.warn(`  ${url}: run ${run + 1} failed (${lhr.runtimeError?.code ?? "no FCP"})`);
      if (retries++ < 2) run -= 1;
      continue;
    }
    lhrs.push(lhr);
  }
  if (lhrs.length === 0) throw new Error(`Every Lighthouse run of ${url} failed.`);
  const lhr = computeMedianRun(lhrs);
  const requests = lhr.audits["network-requests"].details.items;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    totalBlockingTimeMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cumulativeLayoutShift: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    totalKbGzip: Number(
      (requests.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    javascriptKbGzip: Number(
      (scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    scriptCount: scripts.length,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performanceRange: lhrs.map((r) => Math.round(r.categories.performance.score * 100)),
    layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map(
      (item) => `${item.node?.snippet ?? "?"} (${item.score?.toFixed(3)})`,
    ),
    failed: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

function breaches(result) {
  const out = [];
  for (const id of ["performance", "accessibility", "best-practices", "seo"]) {
    if (result[id] < budgets[id]) out.push(`${id} ${result[id]} < ${budgets[id]}`);
  }
  if (result.cumulativeLayoutShift >= budgets.cumulativeLayoutShift)
    out.push(`CLS ${result.cumulativeLayoutShift} ≥ ${budgets.cumulativeLayoutShift}`);
  if (result.totalBlockingTimeMs >= budgets.totalBlockingTimeMs)
    out.push(`TBT ${result.totalBlockingTimeMs} ms ≥ ${budgets.totalBlockingTimeMs} ms`);
  if (result.javascriptKbGzip > budgets.javascriptKbGzip)
    out.push(`JS ${result.javascriptKbGzip} KB > ${budgets.javascriptKbGzip} KB`);
  return out;
}

console.log("Building the bare-page baseline…");
const baselineDir = buildBaseline();
const siteServer = await serve(path.join(root, "out"));
const baselineServer = await serve(baselineDir);
const chrome = await chromeLauncher.launch({
  chromePath: findChrome(),
  chromeFlags: ["--headless=new", ...chromeArgs],
});

const results = {};
try {
  const baselineUrl = `http://127.0.0.1:${baselineServer.address().port}/`;
  if (calibrateCpu) {
    // benchmarkIndex itself wanders from run to run on a shared VM: take the median of three.
    const indices = [];
    for (let sample = 0; sample < 3; sample += 1) {
      const { lhr } = await lighthouse(baselineUrl, {
        port: chrome.port,
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      indices.push(lhr.environment.benchmarkIndex);
    }
    const benchmarkIndex = indices.sort((a, b) => a - b)[1];
    cpuSlowdownMultiplier = Number(cpuMultiplierFor(benchmarkIndex).toFixed(2));
    console.log(
      `benchmarkIndex ${indices.map(Math.round).join(", ")}: CPU slowdown ${cpuSlowdownMultiplier}x`,
    );
  }
  const baseline = await audit(baselineUrl, chrome.port);
  console.log(`baseline: ${baseline.javascriptKbGzip} KB JS`);
  for (const route of routes) {
    const result = await audit(
      `http://127.0.0.1:${siteServer.address().port}${route}`,
      chrome.port,
    );
    result.jsExcessKb = Number((result.javascriptKbGzip - baseline.javascriptKbGzip).toFixed(1));
    result.breaches = breaches(result);
    results[route] = result;
    console.log(
      `${route}: perf ${result.performance}, JS ${result.javascriptKbGzip} KB (+${result.jsExcessKb})${result.breaches.length ? "  ✖ " + result.breaches.join("; ") : ""}`,
    );
  }
  results.baseline = baseline;
} finally {
  await chrome.kill();
  siteServer.close();
  baselineServer.close();
}

const rows = routes.map((route) => {
  const r = results[route];
  return `| ${route} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${r.lcpMs} | ${r.totalBlockingTimeMs} | ${r.cumulativeLayoutShift} | ${r.totalKbGzip} | ${r.javascriptKbGzip} | +${r.jsExcessKb} | ${r.breaches.length ? r.breaches.join("; ") : "ok"} |`;
});
const report = `# Benchmark: Lighthouse (mobile, simulated throttling)

Run ${new Date().toISOString()} on ${os.cpus().length} cores; Lighthouse benchmarkIndex of this machine: ${results.baseline.benchmarkIndex}
(TBT is simulated from this machine's own task times). CPU slowdown: **${cpuSlowdownMultiplier}x**${calibrateCpu ? ", calibrated to this machine per Lighthouse's throttling guide (4x assumes a fast desktop; set `calibrateCpu: false` in bench.config.json for the fixed 4x)" : " (fixed)"}. Budgets from \`bench.config.json\`:
performance ≥ ${budgets.performance}; accessibility, best practices and SEO ≥ 100; CLS < ${budgets.cumulativeLayoutShift};
TBT < ${budgets.totalBlockingTimeMs} ms; JavaScript ≤ ${budgets.javascriptKbGzip} KB gzip per route.

Baseline: a bare Next.js App Router export of one static page, built and served the same way,
loads **${results.baseline.javascriptKbGzip} KB** gzip of JavaScript (${results.baseline.scriptCount} scripts). "JS excess" is
each route's JavaScript beyond that floor.

| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | total KB | JS KB | JS excess KB | budgets |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

Each figure is from Lighthouse's median of ${runs} runs per route (performance scores of all runs in brackets).

Audits that did not pass, by route:
${routes.map((route) => `- ${route} [${results[route].performanceRange.join(", ")}]: ${results[route].failed.join(", ") || "none"}${results[route].layoutShifts.length ? `; layout shifts: ${results[route].layoutShifts.join("; ")}` : ""}`).join("\n")}
`;
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(path.join(root, "reports", "bench.json"), JSON.stringify(results, null, 2));
writeFileSync(path.join(root, "reports", "bench.md"), report);
console.log(`\nReport: reports/bench.md`);
process.exit(routes.some((route) => results[route].breaches.length) ? 1 : 0);
