import AxeBuilder from "@axe-core/playwright";
import { test, expect, chooseColourMode } from "./fixtures";
import { batchTitle, inBatches, visitedPageRoutes } from "./visited-routes";

/** The WCAG 2.2 AA rules and axe's best practices. */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Of those, the rules whose outcome depends on colours or on which pictures show. */
const colourRules = [
  "color-contrast",
  "link-in-text-block",
  "image-alt",
  "svg-img-alt",
  "role-img-alt",
  "image-redundant-alt",
];
/**
 * Every page the suites visit, but the past teams: /team/2024's full page is the first pass of
 * "the team page's controls" below, and 2022 and 2023 are the same view over other rosters.
 */
const pages = [
  ...visitedPageRoutes.map((r) => r.path).filter((path) => !/^\/team\/\d{4}$/.test(path)),
  "/profile/_",
  "/a-page-that-does-not-exist",
];

test.describe("axe finds no violations", () => {
  // The not-found page is among the pages; Chromium logs its 404 status.
  test.use({ expectedErrors: [/status of 404/] });
  // Scroll-in reveals leave content transparent until it is scrolled to, and halfway through a
  // fade it fails contrast for a moment: with reduced motion every page shows its final colours.
  test.use({ reducedMotion: "reduce" });

  // In light mode every rule; in dark mode the rules that read colours and pictures, the ones a
  // colour mode can change (names, roles and structure are the same HTML in both).
  for (const theme of ["light", "dark"] as const) {
    for (const batch of inBatches(pages, 4)) {
      test(`${batchTitle(batch)} in ${theme} mode`, async ({ page }) => {
        // axe checks every one of up to 233 team cards for contrast: that takes its time.
        test.setTimeout(
          batch.reduce((sum, path) => sum + (path.startsWith("/team") ? 60 : 20), 0) * 1000,
        );
        await chooseColourMode(page, theme);
        for (const path of batch) {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          const axe = new AxeBuilder({ page });
          const results = await (
            theme === "light" ? axe.withTags(wcagTags) : axe.withRules(colourRules)
          ).analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
          );
          expect.soft(summary, path).toEqual([]);
        }
      });
    }
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
    let results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const about = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "About" });
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Weekly events" }),
    ).toBeVisible();
    results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test.describe("the team page's controls", () => {
    for (const theme of ["light", "dark"] as const) {
      test(`open year list and an empty search in ${theme} mode`, async ({ page }) => {
        // Three axe passes over /team/2024's 221 cards take longer than one page's budget.
        test.slow();
        const axe = () =>
          theme === "light"
            ? new AxeBuilder({ page })
            : new AxeBuilder({ page }).withRules(colourRules);
        await chooseColourMode(page, theme);
        await page.goto("/team/2024");
        await page.waitForLoadState("networkidle");
        let results = await axe().analyze();
        expect(results.violations.map((v) => `${v.id} ${v.nodes.length}`)).toEqual([]);

        await page.getByRole("button", { name: /Team of the year/ }).click();
        await expect(page.getByRole("listbox")).toBeVisible();
        results = await axe().analyze();
        expect(results.violations.map((v) => `${v.id} ${v.nodes.length}`)).toEqual([]);
        await page.keyboard.press("Escape");

        await page.getByRole("searchbox").fill("no such person");
        await expect(page.getByRole("button", { name: "Clear the search" })).toBeVisible();
        results = await axe().analyze();
        expect(results.violations.map((v) => `${v.id} ${v.nodes.length}`)).toEqual([]);
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
      let results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((v) => `${v.id} ${v.nodes.length}`)).toEqual([]);
      await page.getByRole("textbox", { name: "Campus code" }).fill("CET!");
      await page.getByRole("radio", { name: "YIP" }).check();
      results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
      expect(results.violations.map((v) => `${v.id} ${v.nodes.length}`)).toEqual([]);
    });
  }
});
