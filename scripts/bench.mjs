#!/usr/bin/env node
// `npm run bench [-- /route …] [--runs N]`: Lighthouse (mobile, simulated throttling) on the routes
// in bench.config.json (or the ones given) against the served export, plus a bare Next.js page
// built and served the same way as the baseline; then each page's real paint times in Chromium at
// a fixed CPU slowdown (scripts/bench-paint.mjs), and how soon the menu answers a tap and how long
// the menu, the team's year switch and search and the site search take to answer, with the site
// search's bytes (scripts/bench-interactions.mjs), and the gzip size of the five heaviest pages'
// HTML against the bare page's (scripts/bench-weights.mjs). Writes reports/bench.json and reports/bench.md;
// exits 1 when a budget is broken. BENCH_PORT=3701 serves on 3701-3706 instead of free ports.
// `--http2`: Lighthouse loads the site and the bare page over HTTP/2 with TLS, as the CDN answers
// visitors (scripts/bench-http2.mjs); the budgets are judged over HTTP/1.1, the servers' own
// (docs/performance.md, "The bench's protocol", says why).
// Expects a build in out/ (run `npm run build` first).
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import {
  defaultSettings,
  throttling as throttlingPresets,
} from "lighthouse/core/config/constants.js";
import * as chromeLauncher from "chrome-launcher";
import { createSiteServer } from "./site-server.mjs";
import { measurePaints } from "./bench-paint.mjs";
import {
  interactionBreaches,
  interactionLabels,
  measureInteractions,
} from "./bench-interactions.mjs";
import { startBenchBackend } from "./bench-backend.mjs";
import { startHttp2Front } from "./bench-http2.mjs";
import { heaviestPages, pageWeight } from "./bench-weights.mjs";
import { bareLcpReference, firstVisitStorageTypes, largestElement, median } from "./bench-lcp.mjs";
import { phoneFontConfig } from "./bench-fonts.mjs";
import { pageFile } from "./export-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { chromeArgs, findChrome } = createRequire(import.meta.url)("./chrome.cjs");
const {
  routes: configuredRoutes,
  budgets,
  runs: configuredRuns = 3,
  calibrateCpu = true,
  paintRuns = 3,
  paintCpuSlowdown = 6,
  interactionRuns = 3,
  firstPress = [["menu", "/"]],
} = JSON.parse(readFileSync(path.join(root, "bench.config.json"), "utf8"));
// `--runs 3` overrides the config's run count (a quicker, noisier look).
const runsFlag = process.argv.indexOf("--runs");
const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : configuredRuns;
const overHttp2 = process.argv.includes("--http2");
// BENCH_PORT=3701 puts the site, the bare page, Chromium's debugging port, the backend
// stand-in and (with --http2) the HTTP/2 fronts of the site and the bare page on 3701-3706
// (for a machine where ports are shared out); without it, the system picks free ones.
const benchPort = Number(process.env.BENCH_PORT ?? 0);
const portAt = (offset) => (benchPort ? benchPort + offset : 0);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
// `npm run bench -- /team /about` audits just those routes (same budgets, same report).
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const routes = requested.length > 0 ? requested : configuredRoutes;

if (!existsSync(path.join(root, "out", "index.html"))) {
  console.error('No export in out/: run "npm run build" first.');
  process.exit(1);
}

/**
 * Builds scripts/bench-baseline inside reports/ (ignored by git): Turbopack compiles only files
 * under the project root, and there the baseline resolves this project's node_modules. Its inline
 * scripts are hashed by scripts/csp.mjs as the site's are, so both are served the same way.
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
  const csp = spawnSync(
    process.execPath,
    ["scripts/csp.mjs", "--out", path.join(dir, "out"), "--hosting", path.join(dir, "hosting")],
    { cwd: root, stdio: "ignore" },
  );
  if (csp.status !== 0) throw new Error("The baseline page's script hashes failed.");
  return dir;
}

/**
 * Serves an export with the rules `npm start` uses: hosting/serve.json, which scripts/csp.mjs
 * writes with each page's script hashes (the plain serve.json would refuse the inline scripts).
 */
function serve(publicDir, hostingDir, port) {
  const configFile = path.join(hostingDir, "serve.json");
  if (!existsSync(configFile)) {
    console.error(`No ${path.relative(root, configFile)}: run "npm run build" first.`);
    process.exit(1);
  }
  const server = createSiteServer(configFile, publicDir);
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
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
// Every run a first visit: its local storage cleared too (scripts/bench-lcp.mjs says why).
const clearStorageTypes = firstVisitStorageTypes(defaultSettings.clearStorageTypes);

/** One Lighthouse run of a URL; a run that hit a runtime error (no first paint) is retried twice. */
async function runOnce(url, port) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      throttling: { ...mobileThrottling, cpuSlowdownMultiplier },
      clearStorageTypes,
    });
    if (!lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue !== undefined) {
      return lhr;
    }
    console.warn(`  ${url}: attempt ${attempt} failed (${lhr.runtimeError?.code ?? "no FCP"})`);
  }
  return null;
}

/**
 * A category's score as Lighthouse weighs it (the weighted mean of its audits' scores, audits that
 * do not apply weighing nothing), with one audit left out.
 */
function categoryScoreWithout(lhr, categoryId, auditId) {
  let weighted = 0;
  let weights = 0;
  for (const ref of lhr.categories[categoryId].auditRefs) {
    const score = lhr.audits[ref.id].score;
    if (ref.id === auditId || ref.weight === 0 || score === null) continue;
    weighted += ref.weight * score;
    weights += ref.weight;
  }
  return weights === 0 ? 0 : weighted / weights;
}

/**
 * Whether the export's page for `route` asks search engines not to index it (lib/metadata.ts):
 * the search page, the thank-you pages. Such a page fails Lighthouse's `is-crawlable` by design,
 * so its SEO score leaves that one audit out; every other SEO audit still counts.
 */
function keptOutOfIndex(route) {
  const file = path.join(root, "out", pageFile(route));
  return /<meta name="robots" content="noindex/.test(readFileSync(file, "utf8"));
}

/**
 * Summarises a URL's runs. On a shared 2-core VM one run's simulated TBT swings by tens of
 * milliseconds and its LCP by whether a request happened to finish before the local paint, so a
 * single run says little. Lighthouse's "median run" is chosen by FCP and time to interactive
 * alone: its TBT and LCP are one run's. So the budgeted figures are each metric's own median over
 * the runs (Lighthouse CI's `median` aggregation); CLS and the other categories are the worst run.
 * The median run still gives the byte counts and the audits listed as failing.
 */
function summarise(url, lhrs, { keptOutOfIndex = false } = {}) {
  if (lhrs.length === 0) throw new Error(`Every Lighthouse run of ${url} failed.`);
  const lhr = computeMedianRun(lhrs);
  const requests = lhr.audits["network-requests"].details.items;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const scores = (id) =>
    lhrs.map((run) =>
      Math.round(
        (id === "seo" && keptOutOfIndex
          ? categoryScoreWithout(run, "seo", "is-crawlable")
          : (run.categories[id].score ?? 0)) * 100,
      ),
    );
  const values = (id) => lhrs.map((run) => run.audits[id].numericValue);
  return {
    performance: Math.round(median(scores("performance"))),
    accessibility: Math.min(...scores("accessibility")),
    "best-practices": Math.min(...scores("best-practices")),
    seo: Math.min(...scores("seo")),
    keptOutOfIndex,
    lcpMs: Math.round(median(values("largest-contentful-paint"))),
    lcpElement: largestElement(lhr),
    totalBlockingTimeMs: Math.round(median(values("total-blocking-time"))),
    cumulativeLayoutShift: Number(Math.max(...values("cumulative-layout-shift")).toFixed(3)),
    totalKbGzip: Number(
      (requests.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    javascriptKbGzip: Number(
      (scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(1),
    ),
    scriptCount: scripts.length,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performanceRange: scores("performance"),
    tbtRange: values("total-blocking-time").map(Math.round),
    lcpRange: values("largest-contentful-paint").map(Math.round),
    fcpRange: values("first-contentful-paint").map(Math.round),
    layoutShifts: (lhr.audits["layout-shifts"]?.details?.items ?? []).map(
      (item) => `${item.node?.snippet ?? "?"} (${item.score?.toFixed(3)})`,
    ),
    failed: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => ref.id),
  };
}

/**
 * The budgets a route breaks; the performance score, LCP, TBT and JavaScript count only against
 * the bare page in the same run (a new Chromium moved this machine's figures several-fold, the
 * difference did not; in a slow spell the bare page itself scored 96).
 */
function breaches(result, baseline) {
  const out = [];
  if (baseline.performance - result.performance > budgets.performanceUnderBare)
    out.push(
      `performance ${result.performance} < ${baseline.performance - budgets.performanceUnderBare} (the bare page's ${baseline.performance} - ${budgets.performanceUnderBare})`,
    );
  for (const id of ["accessibility", "best-practices", "seo"]) {
    if (result[id] < budgets[id]) out.push(`${id} ${result[id]} < ${budgets[id]}`);
  }
  if (result.lcpExcessMs > budgets.largestContentfulPaintOverBareMs)
    out.push(`LCP +${result.lcpExcessMs} ms > +${budgets.largestContentfulPaintOverBareMs} ms`);
  if (result.cumulativeLayoutShift > budgets.cumulativeLayoutShift)
    out.push(`CLS ${result.cumulativeLayoutShift} > ${budgets.cumulativeLayoutShift}`);
  if (result.tbtExcessMs > budgets.totalBlockingTimeOverBareMs)
    out.push(`TBT +${result.tbtExcessMs} ms > +${budgets.totalBlockingTimeOverBareMs} ms`);
  if (result.jsExcessKb > budgets.javascriptOverBareKbGzip)
    out.push(`JS +${result.jsExcessKb} KB > +${budgets.javascriptOverBareKbGzip} KB`);
  return out;
}

/**
 * The real-paint budgets a route breaks, each against the bare page's median in the same run (at
 * the bench's fixed CPU slowdown): the renderer's style and layout up to the load event, which the
 * first frame waits for, and the first paint itself.
 */
function paintBreaches(paint, bare) {
  const out = [];
  const styleExcess = paint.styleLayoutToLoadMs - bare.styleLayoutToLoadMs;
  if (styleExcess > budgets.styleLayoutToLoadOverBareMs)
    out.push(
      `style+layout to load +${styleExcess} ms > +${budgets.styleLayoutToLoadOverBareMs} ms`,
    );
  const paintExcess = paint.firstPaintMs - bare.firstPaintMs;
  if (paintExcess > budgets.firstPaintOverBareMs)
    out.push(`first paint +${paintExcess} ms > +${budgets.firstPaintOverBareMs} ms`);
  return out;
}

console.log("Building the bare-page baseline…");
const baselineDir = buildBaseline();
const siteServer = await serve(path.join(root, "out"), path.join(root, "hosting"), portAt(0));
const baselineServer = await serve(
  path.join(baselineDir, "out"),
  path.join(baselineDir, "hosting"),
  portAt(1),
);
// The live blocks' requests reach a stand-in for the backend, as they reach the real one in
// production (scripts/bench-backend.mjs): a page is not marked down for a backend it cannot see.
const backend = await startBenchBackend(portAt(3));
const [siteFront, baselineFront] = overHttp2
  ? await Promise.all([
      startHttp2Front(siteServer.address().port, { port: portAt(4) }),
      startHttp2Front(baselineServer.address().port, { port: portAt(5) }),
    ])
  : [];
/** A server's own origin, over HTTP/1.1. */
const plainOrigin = (server) => `http://127.0.0.1:${server.address().port}`;
/** Where Lighthouse loads a server's pages: through its HTTP/2 front if there is one. */
const lighthouseOrigin = (server, front) =>
  front ? `https://127.0.0.1:${front.address().port}` : plainOrigin(server);
/** The bare page at `baselineUrl` and every route on `siteOrigin`, as [name, url] pairs. */
const targetsOn = (baselineUrl, siteOrigin) => [
  ["baseline", baselineUrl],
  ...routes.map((route) => [route, siteOrigin + route]),
];
// Every browser started below (Lighthouse's and the real paints' and presses') has the Malayalam
// font a visitor's phone has, which this machine may lack (scripts/bench-fonts.mjs).
process.env.FONTCONFIG_FILE = await phoneFontConfig(path.join(root, "reports", "bench-fonts"));
const chrome = await chromeLauncher.launch({
  chromePath: findChrome(),
  ...(benchPort ? { port: portAt(2) } : {}),
  chromeFlags: ["--headless=new", ...chromeArgs, ...backend.chromeFlags],
});

const results = {};
try {
  const baselineUrl = `${lighthouseOrigin(baselineServer, baselineFront)}/`;
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
  // Rounds, not route after route: each round runs the bare page and every route once, so a
  // slow spell of this shared machine falls on all of them alike rather than on one route.
  const siteUrl = lighthouseOrigin(siteServer, siteFront);
  const targets = targetsOn(baselineUrl, siteUrl);
  // The real paints and the presses are timed over the servers' own HTTP/1.1 either way.
  const plainTargets = targetsOn(`${plainOrigin(baselineServer)}/`, plainOrigin(siteServer));
  const samples = new Map(targets.map(([name]) => [name, []]));
  // Every route is compared with the bare page's median, so its noise moves all of them at once:
  // the bare page runs three times a round, spread over it, to pin that reference down.
  const third = Math.ceil(routes.length / 3);
  const roundTargets = routes.flatMap((route, index) => [
    ...(index % third === 0 ? [["baseline", baselineUrl]] : []),
    [route, siteUrl + route],
  ]);
  for (let round = 1; round <= runs; round += 1) {
    for (const [name, url] of roundTargets) {
      const lhr = await runOnce(url, chrome.port);
      if (lhr) samples.get(name).push(lhr);
    }
    console.log(`round ${round} of ${runs} done`);
  }
  const baseline = summarise(baselineUrl, samples.get("baseline"));
  baseline.lcpReferenceMs = bareLcpReference(baseline);
  console.log(
    `baseline: ${baseline.javascriptKbGzip} KB JS, TBT ${baseline.totalBlockingTimeMs} ms`,
  );
  for (const route of routes) {
    const result = summarise(siteUrl + route, samples.get(route), {
      keptOutOfIndex: keptOutOfIndex(route),
    });
    result.jsExcessKb = Number((result.javascriptKbGzip - baseline.javascriptKbGzip).toFixed(1));
    result.tbtExcessMs = result.totalBlockingTimeMs - baseline.totalBlockingTimeMs;
    result.lcpExcessMs = result.lcpMs - baseline.lcpReferenceMs;
    result.breaches = breaches(result, baseline);
    results[route] = result;
    console.log(
      `${route}: perf ${result.performance}, JS ${result.javascriptKbGzip} KB (+${result.jsExcessKb}), TBT ${result.totalBlockingTimeMs} ms${result.breaches.length ? "  ✖ " + result.breaches.join("; ") : ""}`,
    );
  }
  results.baseline = baseline;
  console.log(`Real paint times at ${paintCpuSlowdown}x CPU, ${paintRuns} runs each…`);
  const paints = await measurePaints(plainTargets, {
    runs: paintRuns,
    cpuSlowdown: paintCpuSlowdown,
    chromeFlags: backend.chromeFlags,
  });
  for (const [name] of targets) results[name].paint = paints[name];
  for (const route of routes)
    results[route].paint.breaches = paintBreaches(paints[route], paints.baseline);
  console.log(`Interactions at 4x CPU on slow 4G, ${Math.min(runs, interactionRuns)} runs…`);
  results.interactions = await measureInteractions(plainOrigin(siteServer), {
    runs: Math.min(runs, interactionRuns),
    chromeFlags: backend.chromeFlags,
    firstPress,
  });
  results.interactions.breaches = interactionBreaches(results.interactions, budgets);
} finally {
  await chrome.kill();
  backend.close();
  siteServer.close();
  baselineServer.close();
  siteFront?.close();
  baselineFront?.close();
}

// The documents: the five heaviest pages of the whole export (not only the routes benched), each
// as a difference from the bare page's HTML.
const bareWeight = pageWeight(
  path.join(baselineDir, "out"),
  path.join(baselineDir, "out", "index.html"),
);
const heaviest = heaviestPages(path.join(root, "out"), 5).map((page) => ({
  ...page,
  overBareKbGzip: Number((page.htmlKbGzip - bareWeight.htmlKbGzip).toFixed(1)),
}));
results.documents = {
  heaviest,
  bare: bareWeight,
  breaches: heaviest
    .filter((page) => page.overBareKbGzip > budgets.htmlOverBareKbGzip)
    .map(
      (page) => `${page.route} HTML +${page.overBareKbGzip} KB > +${budgets.htmlOverBareKbGzip} KB`,
    ),
};

const signed = (n) => (n > 0 ? `+${n}` : `${n}`);
const row = (name, r, lcpExcess, tbtExcess, jsExcess, verdict) =>
  `| ${name} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo}${r.keptOutOfIndex ? "*" : ""} | ${r.lcpMs} | ${lcpExcess} | ${r.lcpElement.replace(/\|/g, "/")} | ${r.totalBlockingTimeMs} | ${tbtExcess} | ${r.cumulativeLayoutShift} | ${r.totalKbGzip} | ${r.javascriptKbGzip} | ${jsExcess} | ${verdict} |`;
const rows = routes.map((route) => {
  const r = results[route];
  const verdict = r.breaches.length ? r.breaches.join("; ") : "ok";
  return row(route, r, signed(r.lcpExcessMs), signed(r.tbtExcessMs), signed(r.jsExcessKb), verdict);
});
rows.push(
  row(
    "*bare Next.js page*",
    results.baseline,
    `${results.baseline.lcpReferenceMs} (its FCP)`,
    0,
    0,
    "(baseline)",
  ),
);
const noindexNote = routes.some((route) => results[route].keptOutOfIndex)
  ? "\n\\* Kept out of search engines' index on purpose (`noindex`): its SEO score leaves out `is-crawlable`, which such a page fails by design; every other SEO audit counts.\n"
  : "";
const floorNote = `${noindexNote}\nThe bare page's own TBT in its runs: ${results.baseline.tbtRange.join(", ")} ms (the framework's start-up at this slowdown; the TBT budget counts what a route adds to it). Its LCP: ${results.baseline.lcpRange.join(", ")} ms; its FCP: ${results.baseline.fcpRange.join(", ")} ms. "LCP over bare page" counts from its median FCP, **${results.baseline.lcpReferenceMs} ms**: its largest paint is its first (the real-paint table below), and Lantern's LCP for it counts its scripts in some runs and not in others (docs/performance.md, "The bare page's LCP").\n`;
const barePaint = results.baseline.paint;
const paintRow = (name, p, verdict) =>
  `| ${name} | ${p.firstPaintMs} | ${signed(p.firstPaintMs - barePaint.firstPaintMs)} | ${p.firstContentfulPaintMs} | ${p.largestPaintMs} | ${p.largestPaintMs - p.firstContentfulPaintMs} | ${p.largestInFirstFrame} of ${paintRuns} | ${p.largestElement.replace(/\|/g, "/")} | ${p.styleLayoutToLoadMs} | ${signed(p.styleLayoutToLoadMs - barePaint.styleLayoutToLoadMs)} | ${p.styleLayoutIdleMs} | ${p.styleLayoutScrollMs} | ${verdict} |`;
const paintRows = [
  ...routes.map((route) => {
    const { breaches: broken } = results[route].paint;
    return paintRow(route, results[route].paint, broken.length ? broken.join("; ") : "ok");
  }),
  paintRow("*bare Next.js page*", barePaint, "(baseline)"),
];
const protocolNote = overHttp2
  ? "**Over HTTP/2** (`--http2`): Lighthouse loaded every page, the bare one too, over HTTP/2 with TLS, as the CDN answers\n" +
    "visitors (scripts/bench-http2.mjs before the export's own server); the real paints and the presses below were\n" +
    "timed over that server's HTTP/1.1. The budgets are set for HTTP/1.1 (docs/performance.md, \"The bench's protocol\").\n\n"
  : "";
const report = `# Benchmark: Lighthouse (mobile, simulated throttling)

Run ${new Date().toISOString()} on ${os.cpus().length} cores; Lighthouse benchmarkIndex of this machine: ${results.baseline.benchmarkIndex}
(TBT is simulated from this machine's own task times). Every run is a first visit: Lighthouse empties the HTTP cache, and the bench has it clear
the origin's local storage as well (scripts/bench-lcp.mjs). Every browser has the Malayalam system font a phone has, Noto Sans Malayalam
(scripts/bench-fonts.mjs: a machine without one spends its Malayalam pages' first layout searching for one). CPU slowdown: **${cpuSlowdownMultiplier}x**${calibrateCpu ? ", calibrated to this machine per Lighthouse's throttling guide (4x assumes a fast desktop; set `calibrateCpu: false` in bench.config.json for the fixed 4x)" : " (fixed)"}. Budgets from \`bench.config.json\`:
performance at most ${budgets.performanceUnderBare} under the bare page's score in the same run; accessibility, best practices and SEO ≥ 100; CLS ≤ ${budgets.cumulativeLayoutShift};
LCP at most ${budgets.largestContentfulPaintOverBareMs} ms, TBT at most ${budgets.totalBlockingTimeOverBareMs} ms and JavaScript at most ${budgets.javascriptOverBareKbGzip} KB gzip over the bare page in the same run.

${protocolNote}Baseline: a bare Next.js App Router export of one static page, built and served the same way,
loads **${results.baseline.javascriptKbGzip} KB** gzip of JavaScript (${results.baseline.scriptCount} scripts). "JS excess" is
each route's JavaScript beyond that floor.

| route | perf | a11y | best pr. | SEO | LCP ms | LCP over bare page | LCP element (median run) | TBT ms | TBT over bare page | CLS | total KB | JS KB | JS excess KB | budgets |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}
${floorNote}
${runs} runs per route, run in rounds (every route once a round, the bare page three times spread over it, ${results.baseline.tbtRange.length} runs in all) so that the machine's slow spells fall on all alike. Performance, LCP and TBT are each that metric's median over the runs (Lighthouse CI's \`median\`; Lighthouse's own "median run" is picked by FCP and time to interactive, so its TBT and LCP would be one run's); accessibility, best practices, SEO and CLS are the worst run; byte counts and failing audits are from the median run. Every run's performance, LCP and TBT are listed below.

## Real paint times (Chromium, ${paintCpuSlowdown}x CPU slowdown, no network throttling)

The browser's own \`paint\` and \`largest-contentful-paint\` entries on a 412×823 viewport, median of
${paintRuns} loads. "LCP − FCP" above 0 means the largest element missed the first painted frame. Style
and layout are the renderer's RecalcStyle + Layout time (CDP \`Performance.getMetrics\`): up to the
load event, in the 2 s after it (hydration, observers), and while scrolling to the bottom a screen at a
time (cards under \`content-visibility: auto\` are styled and laid out as they near the viewport).
Budgets, against the bare page's figures in this run: first paint at most
${budgets.firstPaintOverBareMs} ms and style+layout to load at most ${budgets.styleLayoutToLoadOverBareMs} ms over it.

| route | first paint ms | over bare | FCP ms | LCP ms | LCP − FCP | LCP in first frame | LCP element | style+layout to load ms | over bare | 2 s after load ms | scroll to bottom ms | budgets |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${paintRows.join("\n")}

## Interactions (Chromium, ${results.interactions.cpuSlowdown}x CPU, ${results.interactions.network} on the real network)

A touch phone's viewport (412×823; the desktop group at 1280×800). The first working press: the
control is tapped every 100 ms from the first contentful paint on; the figure is the time from
that paint to the tap it first answered, and how long that tap waited to be answered. Once the page has settled: "answer" is the interaction's Event Timing
duration (input to the next frame, as INP counts it, budget ${budgets.interactionMs} ms), "shown" the time until
the frame that shows the result (the year switch includes fetching the year's page). Medians of
${Object.values(results.interactions.firstTap)[0]?.runs.length ?? 0} runs.

| first press of | FCP ms | first working tap after FCP ms | that tap answered after ms | runs (after FCP/answered) |
| --- | --- | --- | --- | --- |
${Object.entries(results.interactions.firstTap)
  .map(
    ([name, tap]) =>
      `| ${name} | ${tap.firstPaintMs} | ${tap.firstTapAfterPaintMs} | ${tap.firstTapShownMs} | ${tap.runs.join(", ")} |`,
  )
  .join("\n")}

| interaction | answer ms | shown ms | runs (answer/shown) |
| --- | --- | --- | --- |
${Object.entries(results.interactions.interactions)
  .map(([name, figure]) =>
    figure.skipped
      ? `| ${interactionLabels[name]} | – | – | skipped: ${figure.skipped} |`
      : `| ${interactionLabels[name]} | ${figure.answerMs} | ${figure.shownMs} | ${figure.runs.join(", ")} |`,
  )
  .join("\n")}

${(() => {
  const search = results.interactions.interactions.siteSearch;
  return search && !search.skipped
    ? `Site search: ${search.onLoadBytes} bytes of it fetched before it is opened; ${search.queryKb} KB fetched from opening to the first answer (engine, worker, WebAssembly, index, results; budget ${budgets.searchQueryKb} KB); results ${search.shownMs} ms after the last key (budget ${budgets.searchResultsMs} ms).\n`
    : "";
})()}
Budgets: first working press within ${budgets.firstTapAfterPaintMs} ms of the first paint and answered within ${budgets.firstTapAnsweredMs} ms of the tap, every interaction answered within ${budgets.interactionMs} ms: ${results.interactions.breaches.length ? results.interactions.breaches.join("; ") : "ok"}.

## The heaviest documents (the whole export, gzip as served)

A page's HTML is what its first paint waits for. The five heaviest pages, and the bare page, with
their inline stylesheet and the framework's payload (both inside the HTML). Budget: at most
${budgets.htmlOverBareKbGzip} KB gzip over the bare page: ${results.documents.breaches.length ? results.documents.breaches.join("; ") : "ok"}.

| page | HTML KB gzip | over the bare page KB | HTML KB raw | inline CSS KB gzip | payload KB gzip |
| --- | --- | --- | --- | --- | --- |
${[...heaviest, { ...bareWeight, route: "*bare Next.js page*", overBareKbGzip: 0 }]
  .map(
    (page) =>
      `| ${page.route} | ${page.htmlKbGzip} | ${signed(page.overBareKbGzip)} | ${page.htmlKb} | ${page.styleKbGzip} | ${page.payloadKbGzip} |`,
  )
  .join("\n")}

Audits that did not pass, by route:
${routes.map((route) => `- ${route} [${results[route].performanceRange.join(", ")}] [LCP ${results[route].lcpRange.join(", ")}] [TBT ${results[route].tbtRange.join(", ")}]: ${results[route].failed.join(", ") || "none"}${results[route].layoutShifts.length ? `; layout shifts: ${results[route].layoutShifts.join("; ")}` : ""}`).join("\n")}
`;
mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(path.join(root, "reports", "bench.json"), JSON.stringify(results, null, 2));
writeFileSync(path.join(root, "reports", "bench.md"), report);
console.log(`\nReport: reports/bench.md`);
const broken =
  routes.some((route) => results[route].breaches.length || results[route].paint.breaches.length) ||
  results.interactions.breaches.length > 0 ||
  results.documents.breaches.length > 0;
process.exit(broken ? 1 : 0);
