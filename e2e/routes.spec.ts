import { test, expect } from "./fixtures";
import { pageRoutes, staticRoutes } from "../data/routes";
import {
  collectPolicyReports,
  policyProblems,
  shiftsOf,
  violationsOf,
  watchPage,
} from "./page-checks";
import { batchTitle, inBatches } from "./visited-routes";

/**
 * Every page, visited once at a phone's width as a first-time visitor: it answers with its title,
 * heading and canonical address, under its own Content-Security-Policy with nothing refused, and
 * nothing moves while it loads and hydrates (a11y.spec.ts checks the laptop's width in its visit).
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
          .toContainText(`© ${new Date().getFullYear()} µLearn Foundation. All rights reserved.`);
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
        expect.soft(pageErrors.splice(0), route.path).toEqual([]);
        requested = [];
      }
    });
  }
  test("sitemap.xml lists every indexable route and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    // The thank-you page, the app's token-sync frame and the site search (one HTML for every
    // query) are served but kept out of search results.
    const hidden = ["/donation/success", "/cdr", "/search"];
    const expected = staticRoutes.map((r) => r.path).filter((path) => !hidden.includes(path));
    expect(listed.sort()).toEqual(expected.sort());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://mulearn.org/sitemap.xml");
  });
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
