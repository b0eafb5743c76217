import { test as base, expect, type Page, type Route } from "@playwright/test";
import { appOrigin } from "../data/site";
import { paintWholeDocuments } from "./page-checks";

/**
 * Every test fails on an uncaught page error or a console error, so "no errors on any route"
 * holds for every page any test visits. Requests to other hosts reach the stand-in
 * (e2e/stand-in-hosts.mjs, playwright.config.ts): the network is closed, and the site must not
 * depend on them.
 */
const withErrors = base.extend<{ pageErrors: string[]; expectedErrors: RegExp[] }>({
  /** Console errors a test causes on purpose (for example by blocking scripts). */
  expectedErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !expectedErrors.some((pattern) => pattern.test(text))) {
          errors.push(`console error: ${text}`);
        }
      });
      await use(errors);
      expect(errors, "the page logged errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Pages whose scripts a test blocks on purpose: they never hydrate, so nothing waits for it. */
const unhydrated = new WeakSet<Page>();

/**
 * After `page.goto` or `page.reload` (waiting for "load", the default), waits until React has
 * hydrated the page (`<html data-hydrated>`, components/providers/HydrationMark.tsx). The site's
 * scripts start after the first paint (scripts/first-paint.mjs), and on this fast machine the
 * load event can come first: a test that typed or clicked then would act on static HTML. Pages
 * without the after-paint scripts (a hand-off that moves on, a page without JavaScript) and pages
 * whose scripts the test blocks are not waited for.
 */
async function untilHydrated(page: Page) {
  if (unhydrated.has(page)) return;
  try {
    await page.waitForFunction(
      () =>
        document.documentElement.hasAttribute("data-hydrated") ||
        !document.querySelector('script[type="text/x-after-paint"]'),
      null,
      { timeout: 15_000 },
    );
  } catch (error) {
    // The page moved on (a hand-off's redirect): there is nothing left to wait for.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

export const test = withErrors.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const settles = (options?: { waitUntil?: string }) =>
        options?.waitUntil === undefined || options.waitUntil === "load";
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (settles(options)) await untilHydrated(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (settles(options)) await untilHydrated(page);
        return response;
      };
    }
    await use(page);
  },
});

/** Stores a refresh token before any page script runs, as a returning member would have. */
export async function signIn(page: Page, token = "stored-refresh-token") {
  // Init scripts run in every frame; a sandboxed third-party frame has no storage to write.
  await page.addInitScript((value) => {
    if (window === window.top) window.localStorage.setItem("refreshToken", value);
  }, token);
}

/** Serves a tiny page on the app host that posts `message` to the window that opened it. */
export async function appPostsToOpener(page: Page, message: string, origin = appOrigin) {
  const url = `${origin}/token-sync-test`;
  await page.context().route(url, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>app</title><script>window.opener.postMessage(${JSON.stringify(
        message,
      )}, "*");</script>`,
    }),
  );
  return url;
}

/** Makes localStorage and sessionStorage throw SecurityError, as private modes and blockers do. */
export async function blockStorage(page: Page) {
  await page.addInitScript(() => {
    const blocked = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    Object.defineProperty(window, "localStorage", { get: blocked, configurable: true });
    Object.defineProperty(window, "sessionStorage", { get: blocked, configurable: true });
  });
}

/** Saves a colour mode choice before any page script runs, as a returning visitor would have. */
export async function chooseColourMode(page: Page, mode: string) {
  await page.addInitScript((value) => {
    if (window === window.top) localStorage.setItem("theme", value);
  }, mode);
}

/** The faces the browser notes as held (lib/site-fonts.ts), or null before any was fetched. */
export const fontNote = (page: Page) => page.evaluate(() => localStorage.getItem("site-fonts"));

/**
 * Notes faces as held before any page script runs, as a returning visitor's browser would (the
 * files themselves are not in this browser's cache: see holdSiteFonts).
 */
export async function noteFonts(page: Page, note: string) {
  await page.addInitScript((value) => localStorage.setItem("site-fonts", value), note);
}

/**
 * A returning visitor's browser, holding the site's faces (lib/site-fonts.ts): a Malayalam page
 * has fetched both faces and noted them, so the pages after it are drawn in them.
 */
export async function holdSiteFonts(page: Page) {
  await page.goto("/ml");
  await expect.poll(() => fontNote(page), { timeout: 10_000 }).toBe("sans ml");
}

/** Blocks the app's own scripts, so only what the static HTML holds can act. */
export async function blockAppScripts(page: Page) {
  unhydrated.add(page);
  await page.route("**/_next/static/**/*.js", (route) => route.abort());
}

/**
 * Holds every script the page asks for until the returned `release` is called; from then on they
 * pass straight through. A test presses a control while the scripts are on their way, then lets
 * them take over. (Goto with `waitUntil: "domcontentloaded"`: the held scripts keep "load" away.)
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route("**/*.js", (route) => (holding ? void held.push(route) : route.continue()));
  return async () => {
    holding = false;
    for (const route of held.splice(0)) await route.continue();
  };
}

/**
 * Sums the page's layout shifts not caused by input, from its first paint (of the whole document:
 * `paintWholeDocuments`): read with `layoutShift`.
 */
export async function watchLayoutShifts(page: Page) {
  await paintWholeDocuments(page);
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The cumulative layout shift `watchLayoutShifts` has recorded so far. */
export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);
