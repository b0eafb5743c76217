import { test, expect } from "./fixtures";

test("a visitor in a later year than the build reads that year in the footer", async ({ page }) => {
  await page.clock.setFixedTime(new Date("2031-06-15T12:00:00Z"));
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toContainText(
    "© 2031 µLearn Foundation. All rights reserved.",
  );
});

test("the HTML names the build's year, and a clock set earlier keeps it", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/about")).text();
  const built = html.match(/© <span class="tabular-nums">(\d{4})<\/span>/)?.[1];
  // This site was first built in 2025 and this footer in 2026: no build can be older.
  expect(Number(built)).toBeGreaterThanOrEqual(2026);
  await page.clock.setFixedTime(new Date("2020-06-15T12:00:00Z"));
  await page.goto("/about");
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${built} µLearn Foundation. All rights reserved.`,
  );
});
