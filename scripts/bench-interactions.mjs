#!/usr/bin/env node
// Interaction timing for `npm run bench` (scripts/bench.mjs imports it), or on its own after
// `npm run build`: `node scripts/bench-interactions.mjs [--runs N]` serves out/ and prints JSON.
// In Chromium (playwright-core) on a touch phone's viewport, at Lighthouse's mobile CPU slowdown
// and its slow 4G applied to the real network (latency and bandwidth over CDP), it measures:
// - the first working press on each control a visitor presses first (the hamburger, a desktop menu
//   group at 1280 px, the colour switch, the site search, the team's year control): tapping it from the start of
//   the load, every ~100 ms, until a tap gets an answer; the figure is that tap's time after the
//   first contentful paint;
// - once the page has settled, how long the menu, a desktop group, the colour switch, the year
//   control, the team year switch to 2022 (/team), the team search (/team/2022), the header's site
//   search (/, once its engine has loaded; with its bytes before opening and for one query) and an
//   interest group's detail (/interest-groups) take to answer: the
//   Event Timing duration of the interaction (input to the next frame, as INP counts it), and the
//   time until the frame that shows the result ("shown", which includes any network wait).
import { chromium } from "playwright-core";
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { throttling as throttlingPresets } from "lighthouse/core/config/constants.js";

const { chromeArgs, findChrome } = createRequire(import.meta.url)("./chrome.cjs");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Lighthouse's slow 4G (its devtools throttling values) and its 4x mobile CPU. */
const slow4G = throttlingPresets.mobileSlow4G;

/**
 * The controls whose first working press is measured: where each is (its width, how to find it)
 * and what it is called in the report. A press has answered when the control shows its result:
 * a dialog or popover opens (the `command` or `beforetoggle` event), a control says it has expanded
 * (`aria-expanded`), or the colour switch changes.
 */
export const pressControls = {
  menu: {
    label: "the menu (hamburger)",
    width: 412,
    locate: (page) => page.getByRole("button", { name: "Open menu" }),
  },
  desktopGroup: {
    label: "a desktop menu group (About, 1280 px)",
    width: 1280,
    locate: (page) =>
      page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }),
  },
  colourSwitch: {
    label: "the colour switch",
    width: 412,
    locate: (page) => page.getByRole("banner").getByRole("switch", { name: "Dark mode" }),
  },
  search: {
    label: "the site search (header)",
    width: 412,
    locate: (page) => page.getByRole("banner").getByRole("button", { name: "Search", exact: true }),
  },
  yearControl: {
    label: "the team's year control",
    width: 412,
    locate: (page) => page.getByRole("button", { name: /Team of the year/ }),
  },
};

/** The page-side helpers: input times, Event Timing entries, and the conditions waited for. */
function installProbes() {
  window.__bench = { inputs: [], handled: [], events: [] };
  for (const type of ["pointerdown", "keydown"]) {
    window.addEventListener(
      type,
      (event) => {
        window.__bench.inputs.push(event.timeStamp);
        window.__bench.handled.push(performance.now());
      },
      true,
    );
  }
  const recordEvents = (entries) => {
    for (const entry of entries) {
      if (entry.interactionId) {
        window.__bench.events.push({ start: entry.startTime, duration: entry.duration });
      }
    }
  };
  const eventObserver = new PerformanceObserver((list) => recordEvents(list.getEntries()));
  eventObserver.observe({ type: "event", durationThreshold: 16, buffered: true });
  // A press that loads another document is answered in this one (INP counts this page's next
  // frame): what it recorded goes to the next page of the tab, for timeInteraction to read.
  window.addEventListener("pagehide", () => {
    recordEvents(eventObserver.takeRecords());
    const { inputs, events } = window.__bench;
    try {
      sessionStorage.setItem("__benchLeft", JSON.stringify({ inputs, events }));
    } catch {
      // No storage: the answer is then counted to the next page's first paint.
    }
  });
  const visible = (element) => Boolean(element?.checkVisibility());
  const menuOpen = () =>
    [...document.querySelectorAll('dialog[open], [role="dialog"]')].some(visible);
  const menuButton = () =>
    [...document.querySelectorAll("button")].find(
      (button) => button.textContent?.trim() === "Open menu" && visible(button),
    );
  window.__bench.conditions = {
    // A tap counts once the menu opens, or its button says it is opening (the dialog's code of
    // the earlier menu loaded on that tap); visible or not yet (it may be sliding in).
    menuAnswered: () =>
      Boolean(document.querySelector('dialog[open], [role="dialog"]')) ||
      menuButton()?.getAttribute("aria-expanded") === "true",
    menuOpen,
    groupOpen: () =>
      [...document.querySelectorAll("[popover]")].some(
        (element) => element.matches(":popover-open") && visible(element),
      ),
    darkShown: () =>
      Boolean(document.getElementById("colour-mode")?.checked) &&
      getComputedStyle(document.body).backgroundColor !== "rgb(255, 255, 255)",
    yearListOpen: () =>
      [...document.querySelectorAll('[role="option"], [role="listbox"] a')].some(visible),
    year2022: () =>
      location.pathname === "/team/2022" &&
      Boolean(document.querySelector("main")?.textContent?.includes("233 people in 2022")),
    searchAnswered: () =>
      [...document.querySelectorAll('[role="status"]')].some((status) =>
        /of 233 people match/.test(status.textContent ?? ""),
      ),
    // The header's site search has answered the query typed last (its live status names it).
    siteSearchAnswered: () =>
      [...document.querySelectorAll('dialog[open] [role="status"]')].some((status) =>
        (status.textContent ?? "").includes(`for “${window.__bench.siteQuery}”`),
      ),
    // A group's page has replaced the directory (its own address and heading).
    groupDetail: () =>
      /^\/interest-groups\/[^/]+$/.test(location.pathname) &&
      document.querySelector("main h1")?.textContent !== window.__bench.directoryHeading,
  };
  // When a control first answered a tap: a dialog got the open command or a dialog, popover or
  // disclosure opened, a control said it had expanded, or the colour switch changed.
  window.__bench.answeredAt = -1;
  // A tap's click carries the time of its touch end, not of its handling: on a busy page the next
  // tap's pointerdown can be handled before this tap's click, so the click names the tap.
  window.__bench.lastClick = -1;
  window.__bench.answerClick = -1;
  window.addEventListener("click", (event) => (window.__bench.lastClick = event.timeStamp), true);
  const answered = () => {
    if (window.__bench.answeredAt >= 0) return;
    window.__bench.answeredAt = performance.now();
    window.__bench.answerClick = window.__bench.lastClick;
  };
  window.addEventListener("command", (event) => event.command === "show-modal" && answered(), true);
  // beforetoggle, not toggle: two taps that open and close within a task fire one toggle, "closed".
  window.addEventListener("beforetoggle", (event) => event.newState === "open" && answered(), true);
  window.addEventListener(
    "change",
    (event) => event.target?.id === "colour-mode" && answered(),
    true,
  );
  new MutationObserver((records) => {
    if (records.some((record) => record.target.getAttribute("aria-expanded") === "true"))
      answered();
  }).observe(document, { subtree: true, attributeFilter: ["aria-expanded"] });
  /** Resolves with the start of the first frame in which `name`'s condition holds. */
  window.__bench.until = (name, timeout = 15_000) =>
    new Promise((resolve) => {
      const started = performance.now();
      const check = (time) => {
        if (window.__bench.conditions[name]()) resolve(time);
        else if (time - started > timeout) resolve(-1);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
}

async function throttledPage(browser, { cpuSlowdown, network = true, width = 412 }) {
  const context = await browser.newContext({
    viewport: { width, height: width > 412 ? 800 : 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    reducedMotion: "no-preference",
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (network) {
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: slow4G.requestLatencyMs,
      downloadThroughput: (slow4G.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (slow4G.uploadThroughputKbps * 1024) / 8,
    });
  }
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  await page.addInitScript(installProbes);
  return { context, page, cdp };
}

/** Where `control` is on the bench's phone (or window), from an unthrottled load of `url`. */
async function controlPoint(browser, url, control) {
  const { context, page } = await throttledPage(browser, {
    cpuSlowdown: 1,
    network: false,
    width: control.width,
  });
  try {
    await page.goto(url);
    const box = await control.locate(page).boundingBox();
    if (!box) throw new Error(`${url}: no ${control.label}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

/**
 * Taps `control` every 100 ms from the first paint, through CDP without waiting for the page (a
 * busy main thread would hold up any question asked of it), and lets the page record when it
 * first answered and which tap's click it was answering.
 */
async function firstWorkingTap(browser, url, control, options) {
  const point = await controlPoint(browser, url, control);
  const { context, page, cdp } = await throttledPage(browser, { ...options, width: control.width });
  try {
    // Taps start at the first paint: before it nothing is on screen to aim at, and a tap then can
    // land on whatever the half-parsed page has at that point (the logo's link, for the switch).
    let painted = false;
    await page.exposeFunction("__benchPainted", () => {
      painted = true;
    });
    await page.addInitScript(() =>
      new PerformanceObserver((list) => {
        if (list.getEntriesByName("first-contentful-paint").length) window.__benchPainted();
      }).observe({ type: "paint", buffered: true }),
    );
    await page.goto(url, { waitUntil: "commit" });
    while (!painted) await new Promise((resolve) => setTimeout(resolve, 5));
    const touch = (type, touchPoints, timestamp) =>
      cdp.send("Input.dispatchTouchEvent", { type, touchPoints, timestamp }).catch(() => {});
    for (let tap = 0; tap < 100; tap += 1) {
      // A finger's tap lasts ~80 ms whatever the page is doing: both ends carry their own time,
      // or a touch end held up behind a busy page would make the tap a long press.
      const now = Date.now() / 1000;
      void touch("touchStart", [point], now);
      void touch("touchEnd", [], now + 0.08);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await page.waitForLoadState("load");
    const result = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
      const { answeredAt: answered, answerClick, inputs, handled } = window.__bench;
      // The tap whose click got the answer: the last touch begun before that click's touch end.
      // Without a click (an answer that came later, by aria-expanded), the last tap the page had
      // handled when it answered.
      const last =
        answerClick >= 0
          ? inputs.findLastIndex((time) => time <= answerClick)
          : handled.findLastIndex((time) => time <= answered);
      const tap = last < 0 ? -1 : inputs[last];
      return { paint, answered, tap };
    });
    if (result.answered < 0 || result.tap < 0) {
      throw new Error(`${url}: no tap on ${control.label} was answered`);
    }
    return {
      firstPaintMs: Math.round(result.paint),
      firstTapAfterPaintMs: Math.max(0, Math.round(result.tap - result.paint)),
      firstTapShownMs: Math.round(result.answered - result.tap),
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs `act` (an input from Playwright) and returns how long it took to answer: the longest Event
 * Timing entry of the interaction, and the time until the frame in which `condition` holds. When
 * it loads another document (a link to a page with a policy of its own, a team year), the answer
 * is the Event Timing the page it left recorded (the next frame there: the list closing), and
 * "shown" the time from the input to the new document's first contentful paint.
 */
async function timeInteraction(page, condition, act) {
  const before = await page.evaluate(() => window.__bench.inputs.length);
  const until = page.evaluate((name) => window.__bench.until(name), condition).catch(() => null);
  const startPath = new URL(page.url()).pathname;
  const tappedAt = Date.now();
  await act();
  const shownAt = await until;
  if (shownAt === null) {
    await page.waitForURL((url) => url.pathname !== startPath, { waitUntil: "load" });
    const { paintedAt, left } = await page.evaluate(() => ({
      paintedAt:
        performance.timeOrigin +
        (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN),
      left: JSON.parse(sessionStorage.getItem("__benchLeft") ?? "null"),
    }));
    const ms = Math.round(paintedAt - tappedAt);
    // The press's own Event Timing in the page it left, when that page saw its next frame; else
    // the press counts as answered at the next page's first paint.
    const start = left?.inputs[before];
    const durations = (left?.events ?? [])
      .filter((entry) => start !== undefined && entry.start >= start - 1)
      .map((entry) => entry.duration);
    return { answerMs: durations.length ? Math.max(...durations) : ms, shownMs: ms };
  }
  // Event Timing entries arrive after their frame is presented.
  await page.waitForTimeout(300);
  return page.evaluate(
    ({ before, shownAt }) => {
      const start = window.__bench.inputs[before] ?? -1;
      const durations = window.__bench.events
        .filter((entry) => entry.start >= start - 1)
        .map((entry) => entry.duration);
      return {
        answerMs: durations.length ? Math.max(...durations) : 0,
        shownMs: shownAt < 0 || start < 0 ? -1 : Math.round(shownAt - start),
      };
    },
    { before, shownAt },
  );
}

/** Loads `url` and waits for hydration and a quiet moment. */
async function settled(page, url) {
  await page.goto(url, { waitUntil: "load", timeout: 60_000 });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
  await page.waitForTimeout(2000);
}

/** The query the site search is timed with, and the page its first result must be. */
const SITE_QUERY = "launchpad";

/**
 * The header's site search on /: the bytes of it fetched before it is opened (none are due), then
 * opened with its button and the engine left to load, the query typed: the time from its last key
 * to the frame showing the answer, and every byte of the search (script, worker, WebAssembly,
 * index, results) fetched from opening to that answer. The worker's requests count too.
 */
async function siteSearch(page, siteUrl) {
  const bytes = [];
  const onFinished = async (request) => {
    if (!new URL(request.url()).pathname.startsWith("/pagefind/")) return;
    const sizes = await request.sizes().catch(() => null);
    if (sizes) bytes.push(sizes.responseBodySize + sizes.responseHeadersSize);
  };
  page.context().on("requestfinished", onFinished);
  try {
    await settled(page, `${siteUrl}/`);
    const onLoadBytes = bytes.reduce((sum, size) => sum + size, 0);
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).tap();
    const box = page.getByRole("dialog").getByRole("searchbox");
    await box.waitFor();
    // The engine loads when the search opens; the figure is for typing once it has.
    await page.waitForLoadState("networkidle");
    // Typed as a visitor types, seeing the results of what they have typed so far: the last key
    // refines a query whose results are on screen.
    const typed = SITE_QUERY.slice(0, -1);
    await page.evaluate((query) => (window.__bench.siteQuery = query), typed);
    await box.pressSequentially(typed);
    await page.evaluate(() => window.__bench.until("siteSearchAnswered", 30_000));
    await page.evaluate((query) => (window.__bench.siteQuery = query), SITE_QUERY);
    const timed = await timeInteraction(page, "siteSearchAnswered", () =>
      page.keyboard.press(SITE_QUERY.slice(-1)),
    );
    const first = await page
      .getByRole("dialog")
      .getByRole("list", { name: "Results" })
      .getByRole("link")
      .first()
      .getAttribute("href");
    if (first !== `/${SITE_QUERY}`) throw new Error(`"${SITE_QUERY}" found ${first} first`);
    await page.waitForLoadState("networkidle");
    const total = bytes.reduce((sum, size) => sum + size, 0);
    return { ...timed, onLoadBytes, queryKb: Math.round((total - onLoadBytes) / 102.4) / 10 };
  } finally {
    page.context().off("requestfinished", onFinished);
  }
}

async function settledInteractions(browser, siteUrl, options) {
  const { context, page } = await throttledPage(browser, options);
  const figures = {};
  try {
    await settled(page, `${siteUrl}/`);
    const hamburger = pressControls.menu.locate(page);
    figures.menu = await timeInteraction(page, "menuOpen", () => hamburger.tap());

    await settled(page, `${siteUrl}/`);
    const colourSwitch = pressControls.colourSwitch.locate(page);
    figures.colourSwitch = await timeInteraction(page, "darkShown", () => colourSwitch.tap());
    await page.evaluate(() => localStorage.removeItem("theme"));

    await page.setViewportSize({ width: pressControls.desktopGroup.width, height: 800 });
    await settled(page, `${siteUrl}/`);
    const group = pressControls.desktopGroup.locate(page);
    figures.desktopGroup = await timeInteraction(page, "groupOpen", () => group.tap());
    await page.setViewportSize({ width: 412, height: 823 });

    await settled(page, `${siteUrl}/team`);
    const year = pressControls.yearControl.locate(page);
    figures.yearControl = await timeInteraction(page, "yearListOpen", () => year.tap());
    await page.getByRole("option", { name: "2022" }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(500);
    figures.teamYear = await timeInteraction(page, "year2022", () =>
      page.getByRole("option", { name: "2022" }).tap(),
    );

    // Each year is a document of its own: the search waits for that page's scripts.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(1000);
    const search = page.getByRole("searchbox");
    await search.tap();
    await page.waitForTimeout(300);
    figures.teamSearch = await timeInteraction(page, "searchAnswered", () =>
      page.keyboard.press("s"),
    );

    figures.siteSearch = await siteSearch(page, siteUrl);

    // Until the page exists, its address redirects to the app: no figure, a note instead.
    const groups = await fetch(`${siteUrl}/interest-groups`, { redirect: "manual" });
    if (groups.status !== 200) {
      figures.interestGroup = { skipped: "no /interest-groups page in this build" };
    } else {
      await settled(page, `${siteUrl}/interest-groups`);
      // The first group's card links to its page (/interest-groups/<slug>).
      await page.evaluate(() => {
        window.__bench.directoryHeading = document.querySelector("main h1")?.textContent;
      });
      const first = page.locator('main a[href^="/interest-groups/"]').first();
      figures.interestGroup = await timeInteraction(page, "groupDetail", () => first.tap()).catch(
        (error) => ({ skipped: `not measured: ${String(error.message).split("\n")[0]}` }),
      );
    }
  } finally {
    await context.close();
  }
  return figures;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * Measures the first working press of each control on its page (`firstPress`: [control, path]
 * pairs, controls named in pressControls) and the settled interactions, `runs` times each, and
 * returns the median of every figure (and each run's, for the report).
 */
export async function measureInteractions(
  siteUrl,
  {
    runs = 3,
    cpuSlowdown = slow4G.cpuSlowdownMultiplier,
    chromeFlags = [],
    firstPress = [["menu", "/"]],
  },
) {
  const browser = await chromium.launch({
    executablePath: findChrome(),
    args: [...chromeArgs, ...chromeFlags],
  });
  const pressName = ([control, tapPath]) => `${pressControls[control].label} on ${tapPath}`;
  const taps = Object.fromEntries(firstPress.map((press) => [pressName(press), []]));
  const settledRuns = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const press of firstPress) {
        const [control, tapPath] = press;
        taps[pressName(press)].push(
          await firstWorkingTap(browser, siteUrl + tapPath, pressControls[control], {
            cpuSlowdown,
            chromeFlags,
          }),
        );
      }
      settledRuns.push(await settledInteractions(browser, siteUrl, { cpuSlowdown, chromeFlags }));
    }
  } finally {
    await browser.close();
  }
  const firstTap = Object.fromEntries(
    Object.entries(taps).map(([name, list]) => [
      name,
      {
        firstPaintMs: median(list.map((r) => r.firstPaintMs)),
        firstTapAfterPaintMs: median(list.map((r) => r.firstTapAfterPaintMs)),
        firstTapShownMs: median(list.map((r) => r.firstTapShownMs)),
        runs: list.map((r) => `${r.firstTapAfterPaintMs}/${r.firstTapShownMs}`),
      },
    ]),
  );
  const interactions = {};
  for (const name of Object.keys(settledRuns[0])) {
    const list = settledRuns.map((r) => r[name]);
    interactions[name] = list[0].skipped
      ? { skipped: list[0].skipped }
      : {
          answerMs: median(list.map((r) => r.answerMs)),
          shownMs: median(list.map((r) => r.shownMs)),
          runs: list.map((r) => `${r.answerMs}/${r.shownMs}`),
          // The site search's bytes: before it opens, and for one query from opening.
          ...(list[0].queryKb === undefined
            ? {}
            : {
                onLoadBytes: Math.max(...list.map((r) => r.onLoadBytes)),
                queryKb: median(list.map((r) => r.queryKb)),
              }),
        };
  }
  return { cpuSlowdown, network: "Lighthouse slow 4G", firstTap, interactions };
}

/** The labels the report uses for the settled interactions. */
export const interactionLabels = {
  menu: "menu opens (tap on the hamburger, /)",
  colourSwitch: "the page turns dark (tap on the colour switch, /)",
  desktopGroup: "a desktop menu group opens (tap on About at 1280 px, /)",
  yearControl: "the team's year list opens (tap on the year control, /team)",
  teamYear: "team year switch to 2022 (233 cards, /team)",
  teamSearch: "team search (one letter, /team/2022)",
  siteSearch: `site search: first results after the last key of "${SITE_QUERY}" (header dialog, /)`,
  interestGroup: "an interest group's page from its card (/interest-groups)",
};

/** The interaction budgets a result breaks. */
export function interactionBreaches(result, budgets) {
  const out = [];
  for (const [name, tap] of Object.entries(result.firstTap)) {
    if (tap.firstTapAfterPaintMs > budgets.firstTapAfterPaintMs)
      out.push(
        `first working press of ${name} ${tap.firstTapAfterPaintMs} ms after paint > ${budgets.firstTapAfterPaintMs} ms`,
      );
    if (tap.firstTapShownMs > budgets.firstTapAnsweredMs)
      out.push(
        `first working press of ${name} answered ${tap.firstTapShownMs} ms after the tap > ${budgets.firstTapAnsweredMs} ms`,
      );
  }
  for (const [name, figure] of Object.entries(result.interactions)) {
    if (!figure.skipped && figure.answerMs > budgets.interactionMs)
      out.push(`${name} answers in ${figure.answerMs} ms > ${budgets.interactionMs} ms`);
  }
  const search = result.interactions.siteSearch;
  if (search && !search.skipped) {
    if (search.onLoadBytes > 0)
      out.push(`the site search fetched ${search.onLoadBytes} bytes before it was opened`);
    if (search.shownMs > budgets.searchResultsMs)
      out.push(
        `site search shows results ${search.shownMs} ms after the last key > ${budgets.searchResultsMs} ms`,
      );
    if (search.queryKb > budgets.searchQueryKb)
      out.push(
        `site search fetched ${search.queryKb} KB for one query > ${budgets.searchQueryKb} KB`,
      );
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { createSiteServer } = await import("./site-server.mjs");
  const { startBenchBackend } = await import("./bench-backend.mjs");
  // `--site DIR`: the build in another checkout (its out/ and hosting/), to compare with.
  const siteFlag = process.argv.indexOf("--site");
  const site = siteFlag > 0 ? path.resolve(process.argv[siteFlag + 1]) : root;
  if (!existsSync(path.join(site, "hosting", "serve.json"))) {
    console.error('No hosting/serve.json: run "npm run build" first.');
    process.exit(1);
  }
  const runsFlag = process.argv.indexOf("--runs");
  const runs = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3;
  const port = Number(process.env.BENCH_PORT ?? 0);
  const server = createSiteServer(path.join(site, "hosting", "serve.json"), path.join(site, "out"));
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const backend = await startBenchBackend(port ? port + 3 : 0);
  try {
    const result = await measureInteractions(`http://127.0.0.1:${server.address().port}`, {
      runs,
      chromeFlags: backend.chromeFlags,
      firstPress: JSON.parse(readFileSync(path.join(root, "bench.config.json"), "utf8")).firstPress,
    });
    console.log(JSON.stringify(result, null, 2));
  } finally {
    backend.close();
    server.close();
  }
}
