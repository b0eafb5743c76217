// Real-browser paint timing for `npm run bench` (scripts/bench.mjs imports it): loads a URL in
// Chromium (playwright-core over CDP) on a phone-sized viewport at a fixed CPU slowdown and reads
// the browser's own PerformanceObserver entries ('paint', 'largest-contentful-paint') and its
// style and layout time (CDP Performance.getMetrics). No model in between, so a page whose largest
// paint slips behind its first paint shows here whatever Lighthouse's simulation makes of it.
import { chromium } from "playwright-core";
import { createRequire } from "node:module";

const { chromeArgs, findChrome } = createRequire(import.meta.url)("./chrome.cjs");

/** Lighthouse's mobile viewport (a Moto G Power). */
const viewport = { width: 412, height: 823 };

/** Records every largest-contentful-paint candidate from the start of the page's life. */
function recordLargestPaints() {
  window.__benchLcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const name = element
        ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}: ${(element.textContent ?? "").trim().slice(0, 32)}`
        : "(removed)";
      window.__benchLcp.push({ time: entry.startTime, size: entry.size, name });
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/** Style and layout milliseconds the renderer has spent on this page so far. */
async function styleAndLayoutMs(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const value = (name) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return (value("RecalcStyleDuration") + value("LayoutDuration")) * 1000;
}

/** Scrolls to the bottom a viewport at a time, letting each step render (two frames). */
async function scrollThrough(page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}

/** One load of `url`: paint times, the largest paint's element, style and layout costs. */
async function measureOnce(browser, url, cpuSlowdown) {
  const context = await browser.newContext({ viewport, reducedMotion: "no-preference" });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.addInitScript(recordLargestPaints);
    await page.goto(url, { waitUntil: "load" });
    const atLoad = await styleAndLayoutMs(cdp);
    // Hydration, observers and anything else the page does once loaded.
    await page.waitForTimeout(2000);
    const afterIdle = await styleAndLayoutMs(cdp);
    await scrollThrough(page);
    const afterScroll = await styleAndLayoutMs(cdp);
    const { paints, largest } = await page.evaluate(() => ({
      paints: Object.fromEntries(
        performance.getEntriesByType("paint").map((entry) => [entry.name, entry.startTime]),
      ),
      largest: window.__benchLcp,
    }));
    const last = largest.at(-1);
    return {
      firstPaintMs: Math.round(paints["first-paint"] ?? NaN),
      firstContentfulPaintMs: Math.round(paints["first-contentful-paint"] ?? NaN),
      largestPaintMs: Math.round(last?.time ?? NaN),
      largestElement: last?.name ?? "none",
      largestCandidates: largest.length,
      styleLayoutToLoadMs: Math.round(atLoad),
      styleLayoutIdleMs: Math.round(afterIdle - atLoad),
      styleLayoutScrollMs: Math.round(afterScroll - afterIdle),
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Measures each of `targets` ([name, url] pairs) `runs` times, in rounds as the Lighthouse part
 * does, and returns per name the median of each figure plus the runs' largest-paint times.
 */
export async function measurePaints(targets, { runs, cpuSlowdown, chromeFlags = [] }) {
  const browser = await chromium.launch({
    executablePath: findChrome(),
    args: [...chromeArgs, ...chromeFlags],
  });
  const samples = new Map(targets.map(([name]) => [name, []]));
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const [name, url] of targets) {
        samples.get(name).push(await measureOnce(browser, url, cpuSlowdown));
      }
    }
  } finally {
    await browser.close();
  }
  const results = {};
  for (const [name, runsOfName] of samples) {
    const numeric = Object.keys(runsOfName[0]).filter((key) => key.endsWith("Ms"));
    const summary = Object.fromEntries(
      numeric.map((key) => [key, median(runsOfName.map((run) => run[key]))]),
    );
    summary.largestElement = runsOfName.at(-1).largestElement;
    // How often the largest paint came in the first frame (same time as the first paint).
    summary.largestInFirstFrame = runsOfName.filter(
      (run) => run.largestPaintMs === run.firstContentfulPaintMs,
    ).length;
    summary.largestPaintRange = runsOfName.map((run) => run.largestPaintMs);
    results[name] = summary;
  }
  return results;
}
