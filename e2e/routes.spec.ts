import { test, expect } from "./fixtures";
import { pageRoutes, staticRoutes } from "../data/routes";

test.describe("every route answers", () => {
  for (const route of pageRoutes) {
    test(`${route.path} renders its page`, async ({ page, pageErrors }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(
        route.path === "/"
          ? "µLearn Foundation: Peer-led learning in Kerala"
          : `${route.title} | µLearn Foundation`,
      );
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").href).toBe(`https://mulearn.org${route.path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
      // The visitor's year, by the clock this browser shares with the test (e2e/footer.spec.ts
      // checks the build's year and a visitor's later one with a fixed clock).
      await expect(page.getByRole("contentinfo")).toContainText(
        `© ${new Date().getFullYear()} µLearn Foundation. All rights reserved.`,
      );
      expect(pageErrors).toEqual([]);
      // The not-found boundary is in every page's payload: its pictures must not be fetched here.
      await page.waitForLoadState("load");
      expect(
        requested.filter((path) => /\/images\/(ufo|planet|rocks|404)\.svg$/.test(path)),
      ).toEqual([]);
    });
  }

  test("sitemap.xml lists every indexable route and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
    // The thank-you page and the app's token-sync frame are served but kept out of search results.
    const hidden = ["/donation/success", "/cdr"];
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
