import { test, expect, signIn } from "./fixtures";
import { pageRoutes, staticRoutes } from "../data/routes";
import {
  collectPolicyReports,
  narrowProblems,
  policyProblems,
  shiftsOf,
  violationsOf,
  watchPage,
} from "./page-checks";
import { batchTitle, inBatches } from "./visited-routes";
import { wordsFor } from "./lang-words";
import type { Page } from "@playwright/test";

/** An address no page has: the not-found page answers it, with its own header. */
const notFound = "/a-page-that-does-not-exist";

/** The phones' widths every page must fit without scrolling sideways (WCAG 1.4.10 asks for 320). */
const phoneWidths = [375, 360, 320];

/**
 * What does not fit at each phone width, the window narrowed in place: the page's layout at a
 * width does not depend on the width it loaded at, so one load serves them all. The window goes
 * back to `width` after.
 */
async function problemsAtPhoneWidths(page: Page, width: number) {
  const problems: string[] = [];
  for (const at of phoneWidths) {
    await page.setViewportSize({ width: at, height: 812 });
    problems.push(...(await narrowProblems(page)).map((problem) => `${at} px: ${problem}`));
  }
  await page.setViewportSize({ width, height: 812 });
  return problems;
}

/**
 * Every page, visited once at a phone's width as a first-time visitor: it answers with its title,
 * heading and canonical address, under its own Content-Security-Policy with nothing refused,
 * nothing moves while it loads and hydrates (a11y.spec.ts checks the laptop's width in its visit),
 * and it fits 375, 360 and 320 px without scrolling sideways, its header's controls in the window.
 */
test.describe("every route answers", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const batch of inBatches(pageRoutes, 6)) {
    test(`${batchTitle(batch.map((route) => route.path))} each render their page`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(batch.length * 15_000);
      await watchPage(page);
      let requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      const policyReports = collectPolicyReports(page);
      for (const route of batch) {
        const response = await page.goto(route.path);
        expect.soft(response?.status(), route.path).toBe(200);
        expect.soft(await policyProblems(response, route.path), route.path).toEqual([]);
        expect.soft(await shiftsOf(page), `${route.path}: layout shifts`).toEqual([]);
        await expect
          .soft(page, route.path)
          .toHaveTitle(
            route.path === "/"
              ? "µLearn Foundation: Peer-led learning in Kerala"
              : route.path === "/ml"
                ? "µLearn Foundation: കേരളത്തിലെ കൂട്ടായ പഠനം"
                : `${route.title} | µLearn Foundation`,
          );
        const heading = page.getByRole("heading", { level: 1 });
        await expect.soft(heading, route.path).toHaveCount(1);
        await expect.soft(heading, route.path).toHaveText(route.heading);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect
          .soft(canonical && new URL(canonical).href, route.path)
          .toBe(new URL(route.path, "https://mulearn.org").href);
        await expect.soft(page.locator('meta[property="og:title"]'), route.path).toHaveCount(1);
        // The visitor's year, by the clock this browser shares with the test (e2e/footer.spec.ts
        // checks the build's year and a visitor's later one with a fixed clock).
        await expect
          .soft(page.getByRole("contentinfo"), route.path)
          .toContainText(
            `© ${new Date().getFullYear()} µLearn Foundation. ${wordsFor(route.path).footer.rights}`,
          );
        await page.waitForLoadState("networkidle");
        expect.soft(await violationsOf(page), `${route.path}: policy violations`).toEqual([]);
        expect.soft(policyReports.splice(0), `${route.path}: policy reports`).toEqual([]);
        // The not-found boundary is in every page's payload: its pictures must not be fetched here.
        expect
          .soft(
            requested.filter((path) => /\/images\/(ufo|planet|rocks|404)\.svg$/.test(path)),
            route.path,
          )
          .toEqual([]);
        expect.soft(await problemsAtPhoneWidths(page, 375), route.path).toEqual([]);
        expect.soft(pageErrors.splice(0), route.path).toEqual([]);
        requested = [];
      }
    });
  }
  test("the not-found page fits 375, 360 and 320 px for a first-time visitor", async ({
    page,
    pageErrors,
  }) => {
    await page.goto(notFound);
    expect(await problemsAtPhoneWidths(page, 375)).toEqual([]);
    expect(pageErrors.splice(0).filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  test("sitemap.xml lists every indexable route and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    // The thank-you page, the app's token-sync frame and the site search (one HTML for every
    // query) are served but kept out of search results.
    const hidden = ["/donation/success", "/ml/donation/success", "/cdr", "/search", "/ml/search"];
    const expected = staticRoutes.map((r) => r.path).filter((path) => !hidden.includes(path));
    expect(listed.sort()).toEqual(expected.sort());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://mulearn.org/sitemap.xml");
  });
});

/**
 * Every page again at the narrowest phone's width, for a signed-in visitor, whose header holds
 * "Dashboard": nothing moves from the first frame at 320 px, and the page fits 320, 360 and 375
 * px with the header's controls in the window. Only what the narrow width and the header change
 * is checked; the visit above checks the rest.
 */
test.describe("every route at 320 px, signed in", () => {
  test.use({ viewport: { width: 320, height: 812 } });

  for (const batch of inBatches([...pageRoutes.map((route) => route.path), notFound], 8)) {
    test(`${batchTitle(batch)} fit 320 px without moving`, async ({ page, pageErrors }) => {
      test.setTimeout(batch.length * 10_000);
      await signIn(page);
      await watchPage(page);
      for (const path of batch) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(path === notFound ? 404 : 200);
        await expect
          .soft(
            page.getByRole("banner").getByRole("link", { name: wordsFor(path).header.dashboard }),
            path,
          )
          .toBeVisible();
        expect.soft(await shiftsOf(page), `${path}: layout shifts`).toEqual([]);
        expect.soft(await problemsAtPhoneWidths(page, 320), path).toEqual([]);
        expect
          .soft(
            // The not-found page's own status is the one error Chromium logs there.
            pageErrors
              .splice(0)
              .filter((error) => path !== notFound || !/status of 404/.test(error)),
            path,
          )
          .toEqual([]);
      }
    });
  }
});

test.describe("unknown routes", { tag: "@hosting" }, () => {
  // Chromium logs the 404 status of the document itself.
  test.use({ expectedErrors: [/status of 404/] });

  test("an unknown path gets the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Uh, oh! You've lost in space.",
    );
    await expect(page.getByRole("img", { name: "404" })).toBeVisible();
    await expect(
      page.getByRole("img", { name: "A flying saucer beaming down a light" }),
    ).toHaveJSProperty("complete", true);
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      "/",
    );
  });
});
