import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Frame, Page, Route } from "@playwright/test";
import { test as base, expect } from "./fixtures";

/**
 * The learning app frames /cdr and posts the refresh token to it (docs/token-sync.md). A tiny
 * server on a second loopback port stands in for the app, and the browser sees both as deployed:
 * the site as https://mulearn.org, the app as https://app.mulearn.org (same-site, so the framed
 * page shares the site's storage). Requests to those origins are answered from loopback.
 */
const SITE = "https://mulearn.org";
const APP = "https://app.mulearn.org";
/** Same-site as the app but another origin: the port differs. */
const LOOK_ALIKE = "https://app.mulearn.org:8443";
/** Another site altogether. */
const EVIL = "https://evil.example";
/** The site under a domain the app does not share, to show why same-site matters. */
const CROSS_SITE = "https://mulearn-site.example";

/**
 * A stand-in app page: `addFrame(src)` frames a page and resolves when it has loaded. With `site`,
 * it frames `site`/cdr hidden, as the legacy app did, and `sendRefreshToken` posts to it.
 */
const standInPage = (
  site: string | null,
) => `<!doctype html><html lang="en"><title>app</title><body>
<script>
window.addFrame = function (src, hidden) {
  return new Promise(function (resolve) {
    var frame = document.createElement("iframe");
    frame.hidden = Boolean(hidden);
    frame.onload = resolve;
    frame.src = src;
    document.body.append(frame);
  });
};
${
  site
    ? `window.cdrLoaded = window.addFrame(${JSON.stringify(`${site}/cdr`)}, true);
var cdr = document.querySelector("iframe");
// The legacy app's sendRefreshToken: a JSON string, to the frame, for the site's origin only.
window.sendRefreshToken = function (refreshToken) {
  var message = JSON.stringify({ type: "token-sync", refreshToken: refreshToken });
  cdr.contentWindow.postMessage(message, ${JSON.stringify(site)});
};
window.postToFrame = function (data) { cdr.contentWindow.postMessage(data, "*"); };`
    : ""
}
</script></body></html>`;

const test = base.extend<
  { site: (target: Page | BrowserContext) => Promise<void> },
  { standIn: string }
>({
  /** The stand-in app server on an ephemeral loopback port: /dashboard?site= frames /cdr. */
  standIn: [
    async ({}, use) => {
      const server = createServer((request, response) => {
        const url = new URL(request.url ?? "/", "http://stand-in");
        const site = url.pathname === "/dashboard" ? url.searchParams.get("site") : null;
        response.setHeader("Content-Type", "text/html; charset=utf-8");
        response.end(standInPage(site));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: "worker" },
  ],
  /** Answers the deployed origins from loopback: the site from the test server, others from the stand-in. */
  site: async ({ baseURL, standIn }, use) => {
    const forward = (to: string) => async (route: Route) => {
      const { pathname, search } = new URL(route.request().url());
      try {
        const response = await route.fetch({
          url: `${to}${pathname}${search}`,
          headers: { ...route.request().headers(), "accept-encoding": "identity" },
          maxRedirects: 0,
        });
        await route.fulfill({ response });
      } catch (error) {
        // A request still on its way when the test ends (its checks done, the page closing) has
        // its response disposed: nobody waits for it any more. Any other failure is the test's.
        if (!/has been disposed|closed|Test ended/i.test(String(error))) throw error;
      }
    };
    const routed: (Page | BrowserContext)[] = [];
    await use(async (target) => {
      routed.push(target);
      for (const origin of [SITE, CROSS_SITE])
        await target.route(`${origin}/**`, forward(baseURL!));
      for (const origin of [APP, LOOK_ALIKE, EVIL])
        await target.route(`${origin}/**`, forward(standIn));
    });
    // A request still being forwarded when the test's checks are done is nobody's business: the
    // forwarders stand down before the test ends, so none is cut off mid-fetch.
    for (const target of routed) await target.unrouteAll({ behavior: "ignoreErrors" });
  },
});

/** Opens the app's dashboard at `origin`, framing `site`/cdr, and waits for the frame to load. */
async function openApp(page: Page, { origin = APP, site = SITE } = {}) {
  await page.goto(`${origin}/dashboard?site=${encodeURIComponent(site)}`);
  await page.evaluate(() => (window as unknown as { cdrLoaded: Promise<void> }).cdrLoaded);
  return page.frame({ url: `${site}/cdr` })!;
}

/** Has the app's page post the token (or null) to its /cdr frame, as the legacy app does. */
const sendRefreshToken = (page: Page, token: string | null) =>
  page.evaluate(
    (value) =>
      (window as unknown as { sendRefreshToken: (t: string | null) => void }).sendRefreshToken(
        value,
      ),
    token,
  );

/** Frames `src` in a stand-in page and waits for it to load (or to be refused). */
const addFrame = (page: Page, src: string) =>
  page.evaluate(
    (url) => (window as unknown as { addFrame: (s: string) => Promise<void> }).addFrame(url),
    src,
  );

/** Counts the messages a frame receives, so a test knows each one arrived. */
async function countMessages(frame: Frame) {
  await frame.evaluate(() => {
    const seen = window as unknown as { received: number };
    seen.received = 0;
    window.addEventListener("message", () => (seen.received += 1));
  });
  return () => frame.evaluate(() => (window as unknown as { received: number }).received);
}

const storedToken = (target: Page | Frame) =>
  target.evaluate(() => localStorage.getItem("refreshToken"));

const navButton = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

test.describe("the app's hidden /cdr frame", () => {
  test.beforeEach(async ({ page, context, site }) => {
    await site(page);
    await site(context);
  });

  test("a token from the app lands in the site's storage; the site's tabs follow", async ({
    page,
    context,
  }) => {
    const siteTab = await context.newPage();
    await siteTab.goto(`${SITE}/about`);
    await expect(navButton(siteTab, "Login")).toBeVisible();

    const cdr = await openApp(page);
    await sendRefreshToken(page, "rt-from-legacy-app");
    await expect.poll(() => storedToken(cdr)).toBe("rt-from-legacy-app");
    // An open tab follows through the storage event; a new one reads storage before first paint.
    await expect(navButton(siteTab, "Dashboard")).toBeVisible();
    const newTab = await context.newPage();
    await newTab.goto(`${SITE}/`);
    await expect(navButton(newTab, "Dashboard")).toBeVisible();
    expect(await storedToken(newTab)).toBe("rt-from-legacy-app");

    await sendRefreshToken(page, null);
    await expect.poll(() => storedToken(cdr)).toBeNull();
    await expect(navButton(siteTab, "Login")).toBeVisible();
    await expect(navButton(newTab, "Login")).toBeVisible();
  });

  test("another type, junk or extra fields from the app change nothing", async ({ page }) => {
    const cdr = await openApp(page);
    await cdr.evaluate(() => localStorage.setItem("refreshToken", "kept"));
    const received = await countMessages(cdr);
    const messages = [
      '{"type":"mulearn:token-sync","refreshToken":null}',
      '{"type":"token-sync","refreshToken":null,"extra":true}',
      '{"type":"token-sync","refreshToken":null} junk',
      '{"type":"token-sync","refreshToken":42}',
      "not json",
      { type: "token-sync", refreshToken: null },
    ];
    for (const data of messages) {
      await page.evaluate(
        (message) =>
          (window as unknown as { postToFrame: (d: unknown) => void }).postToFrame(message),
        data,
      );
    }
    await expect.poll(received).toBe(messages.length);
    expect(await storedToken(cdr)).toBe("kept");
  });

  test("a window that is not the parent changes nothing: a sibling frame or a popup", async ({
    page,
  }) => {
    const cdr = await openApp(page);
    const received = await countMessages(cdr);
    const valid = '{"type":"token-sync","refreshToken":"not-from-the-parent"}';
    // A sibling on the app's own origin and one on another site post to the /cdr frame.
    for (const src of [`${APP}/blank`, `${EVIL}/blank`]) {
      await addFrame(page, src);
      await page
        .frame({ url: src })!
        .evaluate((message) => window.parent.frames[0]!.postMessage(message, "*"), valid);
    }
    // A popup the app opened posts through its opener.
    const popupOpened = page.waitForEvent("popup");
    await page.evaluate((url) => window.open(url), `${APP}/blank`);
    const popup = await popupOpened;
    await popup.waitForLoadState();
    await popup.evaluate((message) => window.opener.frames[0].postMessage(message, "*"), valid);
    await expect.poll(received).toBe(3);
    expect(await storedToken(cdr)).toBeNull();
  });

  test("a parent on another origin changes nothing, even with the hosting rule gone", async ({
    page,
    baseURL,
  }) => {
    // Without its frame-ancestors rule any page may frame it: the page's own check remains.
    await page.route(`${SITE}/cdr`, async (route) => {
      const response = await route.fetch({
        url: `${baseURL}/cdr`,
        headers: { "accept-encoding": "identity" },
      });
      const headers = { ...response.headers() };
      delete headers["content-security-policy"];
      await route.fulfill({ response, headers });
    });
    const cdr = await openApp(page, { origin: LOOK_ALIKE });
    const received = await countMessages(cdr);
    await sendRefreshToken(page, "from-a-look-alike");
    await expect.poll(received).toBe(1);
    expect(await storedToken(cdr)).toBeNull();
  });

  // The browser's own rule for a framed page's storage: the full Chromium keeps it apart from the
  // site's tabs, where the headless shell that runs the other tests leaves it open (playwright.config.ts).
  test("cross-site, the framed page cannot reach the site's storage @full-chromium", async ({
    page,
    context,
  }) => {
    // The same page and app, but the site on a domain the app does not share (docs/token-sync.md).
    const cdr = await openApp(page, { site: CROSS_SITE });
    const received = await countMessages(cdr);
    await sendRefreshToken(page, "lost-between-sites");
    await expect.poll(received).toBe(1);
    const siteTab = await context.newPage();
    await siteTab.goto(`${CROSS_SITE}/`);
    expect(await storedToken(siteTab)).toBeNull();
    await expect(navButton(siteTab, "Login")).toBeVisible();
  });

  test.describe("hosting refuses other framers", { tag: "@hosting" }, () => {
    test.use({
      expectedErrors: [/Framing '[^']*' violates the following Content Security Policy/],
    });

    test("a look-alike origin cannot frame /cdr, and the app cannot frame /about", async ({
      page,
    }) => {
      const frameUrls = () =>
        page
          .frames()
          .slice(1)
          .map((frame) => frame.url());
      await page.goto(`${LOOK_ALIKE}/blank`);
      await addFrame(page, `${SITE}/cdr`);
      expect(frameUrls()).toEqual(["chrome-error://chromewebdata/"]);

      await page.goto(`${APP}/blank`);
      await addFrame(page, `${SITE}/about`);
      await addFrame(page, `${SITE}/cdr`);
      expect(frameUrls()).toEqual(["chrome-error://chromewebdata/", `${SITE}/cdr`]);
    });
  });
});

test("loaded on its own, /cdr shows nothing, loads nothing else and ignores messages", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  const response = await page.goto("/cdr");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  await expect(page).toHaveTitle("Token sync | µLearn Foundation");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(await page.locator("body").innerText()).toBe("");
  expect(requested.map((url) => new URL(url).pathname)).toEqual(["/cdr"]);

  const received = await countMessages(page.mainFrame());
  await page.evaluate(() => {
    const data = '{"type":"token-sync","refreshToken":"top-level"}';
    window.postMessage(data, "*");
    window.dispatchEvent(
      new MessageEvent("message", { data, origin: "https://app.mulearn.org", source: window }),
    );
  });
  await expect.poll(received).toBe(2);
  expect(await storedToken(page)).toBeNull();
});

test(
  "hosting lets the app host frame /cdr, and no one frame /about",
  { tag: "@hosting" },
  async ({ request }) => {
    const cdr = (await request.get("/cdr")).headers();
    expect(cdr["content-security-policy"]).toContain("frame-ancestors https://app.mulearn.org;");
    expect(cdr["x-frame-options"]).toBeUndefined();
    const about = (await request.get("/about")).headers();
    expect(about["content-security-policy"]).toContain("frame-ancestors 'none';");
    expect(about["x-frame-options"]).toBe("DENY");
  },
);
