import { test, expect, chooseColourMode } from "./fixtures";
import { colourRules, expectNoAxeViolations, switchToDark } from "./axe";
import { shiftsOf, watchPage } from "./page-checks";
import { batchTitle, inBatches, visitedPageRoutes, visitedStaticRoutes } from "./visited-routes";

/**
 * Every page the suites visit, but the past teams: /team/2024's full page is the first pass of
 * "the team page's controls" below, and 2022 and 2023 are the same view over other rosters.
 */
const axePages = new Set([
  ...visitedPageRoutes.map((r) => r.path).filter((path) => !/^\/team\/\d{4}$/.test(path)),
  "/profile/_",
  "/a-page-that-does-not-exist",
]);
/**
 * Every route the export has (the app's frame and the hand-offs too), checked at a laptop's width
 * for layout shift; routes.spec.ts checks the phone's.
 */
const shiftPages = new Set(visitedStaticRoutes.map((route) => route.path));

test.describe("axe finds no violations, and nothing moves at a laptop's width", () => {
  // The not-found page is among the pages; Chromium logs its 404 status.
  test.use({ expectedErrors: [/status of 404/], viewport: { width: 1280, height: 800 } });
  // Scroll-in reveals leave content transparent until it is scrolled to, and halfway through a
  // fade it fails contrast for a moment: with reduced motion every page shows its final colours.
  test.use({ reducedMotion: "reduce" });

  // Each page is loaded once, in light mode: its layout shifts from the first paint to the end of
  // hydration and what hydration starts, then axe with every rule; then the visitor's toggle
  // switches it to dark mode and axe runs the rules a colour mode can change (names, roles and
  // structure are the same HTML in both).
  const paths = [...new Set([...axePages, ...shiftPages])];
  for (const batch of inBatches(paths, 5)) {
    test(batchTitle(batch), async ({ page }) => {
      // axe checks every one of up to 233 team cards for contrast: that takes its time.
      test.setTimeout(
        batch.reduce(
          (sum, path) => sum + (!axePages.has(path) ? 10 : path.startsWith("/team") ? 60 : 25),
          0,
        ) * 1000,
      );
      // Each page opens in the site's default, light mode: the toggle's choice is forgotten after
      // each page (a fresh visitor's storage).
      await watchPage(page);
      for (const path of batch) {
        await page.goto(path); // waits until React has hydrated the page (e2e/fixtures.ts)
        if (shiftPages.has(path)) {
          expect.soft(await shiftsOf(page), `${path}: layout shifts at 1280 px`).toEqual([]);
        }
        if (!axePages.has(path)) continue;
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page, {}, `${path} in light mode`);
        await switchToDark(page);
        // The team's cards keep `content-visibility: auto`: the browser leaves an off-screen card
        // unstyled until it nears the screen, and axe then reads an in-place switch half done.
        // That page is read as a visitor who chose dark mode opens it again.
        if (path === "/team") await page.reload();
        await expectNoAxeViolations(page, { rules: colourRules }, `${path} in dark mode`);
        await page.evaluate(() => localStorage.removeItem("theme"));
      }
    });
  }

  test("the open mobile menu and an open desktop submenu have no violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await dialog.getByRole("button", { name: "About" }).click();
    // Checked once fully open: halfway through its slide-in the panel is partly off-screen.
    await expect(dialog.getByRole("link", { name: "Weekly events" })).toBeVisible();
    await dialog.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const about = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "About" });
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "About" }).getByRole("link", { name: "Weekly events" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("the team page's controls", () => {
    for (const theme of ["light", "dark"] as const) {
      test(`open year list and an empty search in ${theme} mode`, async ({ page }) => {
        // Three axe passes over /team/2024's 221 cards take longer than one page's budget.
        test.slow();
        const rules = theme === "light" ? undefined : colourRules;
        await chooseColourMode(page, theme);
        await page.goto("/team/2024");
        await page.waitForLoadState("networkidle");
        await expectNoAxeViolations(page, { rules });

        await page.getByRole("button", { name: /Team of the year/ }).click();
        await expect(page.getByRole("listbox")).toBeVisible();
        await expectNoAxeViolations(page, { rules });
        await page.keyboard.press("Escape");

        await page.getByRole("searchbox").fill("no such person");
        await expect(page.getByRole("button", { name: "Clear the search" })).toBeVisible();
        await expectNoAxeViolations(page, { rules });
      });
    }
  });
});

test.describe("the campus logo generator in use", () => {
  for (const theme of ["light", "dark"]) {
    test(`with a code, an error, and each logo type in ${theme} mode`, async ({ page }) => {
      // Several full axe runs over the generator's states: on a busy 2-core machine that took
      // 32 s, past the default 30.
      test.slow();
      await chooseColourMode(page, theme);
      await page.goto("/campus-logo-generator");
      await page.getByRole("button", { name: "Download SVG" }).click();
      await page.getByRole("textbox", { name: "Campus code" }).fill("CET");
      await page.getByRole("radio", { name: "Transparent" }).check();
      await expectNoAxeViolations(page);
      await page.getByRole("textbox", { name: "Campus code" }).fill("CET!");
      await page.getByRole("radio", { name: "YIP" }).check();
      await expectNoAxeViolations(page);
    });
  }
});
