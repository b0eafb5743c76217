import { test, expect } from "./fixtures";

/**
 * What the first frame waits for: the HTML and the font only. The stylesheet comes inside the
 * HTML, and the framework's scripts are requested after the browser reports its first paint
 * (scripts/first-paint.mjs).
 */
test.describe("first paint @hosting", () => {
  for (const path of ["/", "/team/2022", "/donation"]) {
    test(`${path}: no stylesheet request, scripts only after the first paint, then hydrated`, async ({
      page,
    }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(path);

      // Hydrated: React has added the real chunk tags and the colour mode toggle responds.
      const toggle = page.getByRole("button", { name: "Dark mode" }).first();
      await expect(async () => {
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true", { timeout: 500 });
      }).toPass();
      await toggle.click();

      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
        chunks: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
        inertTags: document.querySelectorAll('script[type="text/x-after-paint"]').length,
      }));
      expect(requested.filter((pathname) => pathname.endsWith(".css"))).toEqual([]);
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.inertTags).toBeGreaterThan(3);
      expect(timing.chunks.length).toBeGreaterThanOrEqual(timing.inertTags);
      for (const chunk of timing.chunks) {
        expect(
          chunk.start,
          `${chunk.path} requested before the first paint`,
        ).toBeGreaterThanOrEqual(timing.firstPaint);
      }
    });
  }

  test("a third-party frame is requested only after the first paint, then shown", async ({
    page,
  }) => {
    await page.route("https://embed.styledcalendar.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<h1>Calendar</h1>" }),
    );
    await page.goto("/events/calendar");
    const frame = page.getByTitle("The µLearn events calendar");
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute(
      "src",
      "https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK",
    );
    await expect(page.frameLocator("iframe").getByRole("heading")).toHaveText("Calendar");
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
      frame:
        performance
          .getEntriesByType("resource")
          .find((entry) => entry.name.startsWith("https://embed.styledcalendar.com/"))?.startTime ??
        -1,
    }));
    expect(timing.firstPaint).toBeGreaterThan(0);
    expect(timing.frame).toBeGreaterThanOrEqual(timing.firstPaint);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page is styled from the HTML alone", async ({ page }) => {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      await page.goto("/");
      // Tailwind's preflight and the header's own utilities apply without the stylesheet file.
      await expect(page.locator("body")).toHaveCSS("margin", "0px");
      await expect(page.getByRole("banner")).toHaveCSS("position", "sticky");
      expect(requested.filter((pathname) => pathname.endsWith(".css"))).toEqual([]);
    });

    test("a third-party frame loads at once", async ({ page }) => {
      await page.route("https://embed.styledcalendar.com/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<h1>Calendar</h1>" }),
      );
      await page.goto("/events/calendar");
      // The page's own copy of the frame for browsers without JavaScript, and the empty one hidden.
      const frames = page.getByTitle("The µLearn events calendar");
      await expect(frames.filter({ visible: true })).toHaveCount(1);
      await expect(frames.filter({ visible: true })).toHaveAttribute(
        "src",
        "https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK",
      );
      await expect(page.frameLocator("iframe[src]").getByRole("heading")).toHaveText("Calendar");
    });
  });
});
