import { test as base, expect } from "./fixtures";
import { afterLead, holdPage } from "./held-page";

/**
 * `openTeam(width)` opens /team at that width with its HTML held back after the lead, as a slow
 * connection does with a long page (the header and lead are painted, the menus after the page have
 * not arrived), and returns what lets the rest through.
 */
const test = base.extend<{ openTeam: (width: number) => Promise<{ release: () => void }> }>({
  openTeam: async ({ page, baseURL }, use) => {
    const site = await holdPage(baseURL!, "/team", afterLead);
    await use(async (width) => {
      await page.setViewportSize({ width, height: 823 });
      await page.goto(site.url, { waitUntil: "commit" });
      return site;
    });
    await site.close();
  },
});

test.describe("a press on a header button whose menu has not arrived yet", () => {
  test("the hamburger's tap opens the menu as soon as its HTML arrives, focus inside", async ({
    page,
    openTeam,
  }) => {
    const site = await openTeam(412);
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("#site-menu")).toHaveCount(0);
    await hamburger.click();
    // Nothing to open yet: the press is kept, not lost.
    await expect(page.getByRole("dialog")).toHaveCount(0);

    site.release();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    // Opened once whole: its last entries are there.
    await expect(menu.getByRole("link", { name: "Contact us" })).toBeAttached();
    expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("of two early presses, the later one is carried out", async ({ page, openTeam }) => {
    const site = await openTeam(412);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("button", { name: "Open menu" }).click();
    site.release();
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Search the site" })).toBeHidden();
  });

  test("a desktop menu group's click opens its submenu as soon as the submenu arrives", async ({
    page,
    openTeam,
  }) => {
    const site = await openTeam(1280);
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", {
      name: "About",
    });
    await expect(about).toBeVisible();
    await about.click();
    await expect(page.getByRole("navigation", { name: "About" })).toHaveCount(0);

    site.release();
    await expect(
      page.getByRole("navigation", { name: "About" }).getByRole("link", {
        name: "Community partners",
      }),
    ).toBeVisible();
  });
});
