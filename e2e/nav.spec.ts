import { test, expect, blockAppScripts, holdScripts } from "./fixtures";
import type { Page } from "@playwright/test";

const main = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** A desktop submenu: a popover after the page, a navigation landmark named by its menu. */
const submenu = (page: Page, name: string) => page.getByRole("navigation", { name });

/** Opens the mobile menu and waits for its 300ms slide-in to finish. */
async function openMobileMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Site menu" });
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  return dialog;
}

/** Whether the page behind the menu scrolls: the root's computed overflow. */
const rootOverflow = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test.describe("desktop navigation above 1024px", () => {
  for (const width of [1025, 1280]) {
    test(`at ${width}px submenus open on hover and on Enter, and the hamburger is hidden`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expect(main(page).getByRole("button", { name: "Open menu" })).toBeHidden();
      const about = main(page).getByRole("button", { name: "About" });
      await about.hover();
      await expect(about).toHaveAttribute("aria-expanded", "true");
      await expect(
        submenu(page, "About").getByRole("link", { name: "Community partners" }),
      ).toBeVisible();
      await page.mouse.move(width - 10, 700);
      await expect(about).toHaveAttribute("aria-expanded", "false");

      const learning = main(page).getByRole("button", { name: "Learning" });
      await learning.focus();
      await page.keyboard.press("Enter");
      await expect(about).toHaveAttribute("aria-expanded", "false");
      await expect(
        submenu(page, "Learning").getByRole("link", { name: /Learning Circles/ }),
      ).toBeVisible();
      await expect(learning).toHaveAttribute("aria-expanded", "true");
      // Tab goes from the button into its submenu.
      await page.keyboard.press("Tab");
      await expect(submenu(page, "Learning").getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(learning).toHaveAttribute("aria-expanded", "false");
      await expect(learning).toBeFocused();
    });
  }

  test("choosing an entry navigates and closes the submenu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await main(page).getByRole("button", { name: "About" }).hover();
    await submenu(page, "About").getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Gears Behind The Machine.",
    );
    await expect(main(page).getByRole("button", { name: "About" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the logo goes home and Donate opens /donation in a new window", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/team");
    const donate = main(page).getByRole("link", { name: /Donate/ });
    await expect(donate).toHaveAttribute("target", "_blank");
    await expect(donate).toHaveAttribute("rel", "noopener noreferrer");
    const popupPromise = page.waitForEvent("popup");
    await donate.click();
    const popup = await popupPromise;
    await expect(popup).toHaveURL(/\/donation$/);
    await popup.close();
    await main(page).getByRole("link", { name: "µLearn Foundation home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a phone-width window that grows beyond 1024px gets working submenus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.setViewportSize({ width: 1280, height: 800 });
    const about = main(page).getByRole("button", { name: "About" });
    // The submenus' script loads once the window is wide: point at About until it answers.
    await expect(async () => {
      await page.mouse.move(10, 700);
      await about.hover();
      await expect(about).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    await expect(
      submenu(page, "About").getByRole("link", { name: "Community partners" }),
    ).toBeVisible();
  });

  test("a hover-opened submenu stays open on a click, closes on a click outside, and one shows at a time", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const about = main(page).getByRole("button", { name: "About" });
    await about.hover();
    await about.click();
    await expect(submenu(page, "About")).toBeVisible();
    await page.mouse.move(640, 30);
    await page.mouse.click(640, 30);
    await expect(submenu(page, "About")).toBeHidden();
    await about.focus();
    await page.keyboard.press("Enter");
    await main(page).getByRole("button", { name: "Learning" }).focus();
    await page.keyboard.press("Enter");
    await expect(submenu(page, "Learning")).toBeVisible();
    await expect(submenu(page, "About")).toBeHidden();
  });
});

test.describe("desktop submenus without their scripts", () => {
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  /** At 1280px: About opens on a click, Learning on Enter, Escape closes it, a link works. */
  async function submenusWork(page: Page) {
    const about = main(page).getByRole("button", { name: "About" });
    await about.click();
    await expect(
      submenu(page, "About").getByRole("link", { name: "Community partners" }),
    ).toBeVisible();
    await about.click();
    await expect(submenu(page, "About")).toBeHidden();
    const learning = main(page).getByRole("button", { name: "Learning" });
    await learning.focus();
    await page.keyboard.press("Enter");
    await expect(submenu(page, "Learning")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(submenu(page, "Learning").getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(submenu(page, "Learning")).toBeHidden();
    await expect(learning).toBeFocused();
  }

  test("with scripts blocked, at 1280px a click or Enter opens a submenu and its links work", async ({
    page,
  }) => {
    await blockAppScripts(page);
    await page.route("**/*.js", (route) => route.abort());
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await submenusWork(page);
    await main(page).getByRole("button", { name: "About" }).click();
    await submenu(page, "About").getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Gears Behind The Machine.",
    );
  });

  test("a press while the scripts arrive is kept, and hover works once they have", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await submenusWork(page);
    const about = main(page).getByRole("button", { name: "About" });
    await about.click();
    await release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    await expect(submenu(page, "About")).toBeVisible();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(1270, 700);
    await expect(submenu(page, "About")).toBeHidden();
    await main(page).getByRole("button", { name: "Learning" }).hover();
    await expect(submenu(page, "Learning")).toBeVisible();
  });
});

test.describe("mobile menu at 1024px or less", () => {
  for (const width of [375, 1024]) {
    test(`at ${width}px the hamburger opens a menu that locks scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expect(main(page).getByRole("button", { name: "About" })).toBeHidden();
      const dialog = await openMobileMenu(page);
      expect(await rootOverflow(page)).toBe("hidden");
      await expect(
        page.getByRole("button", { name: "Open menu", includeHidden: true }),
      ).toHaveAttribute("aria-expanded", "true");

      await dialog.getByRole("button", { name: "About" }).click();
      await expect(dialog.getByRole("link", { name: "Weekly events" })).toBeVisible();
      await dialog.getByRole("button", { name: "Back" }).click();
      await dialog.getByRole("button", { name: "Close menu" }).click();
      await expect(dialog).toBeHidden();
      expect(await rootOverflow(page)).not.toBe("hidden");
      await expect(main(page).getByRole("button", { name: "Open menu" })).toHaveAttribute(
        "aria-expanded",
        "false",
      );
    });
  }

  test("a click on the backdrop closes it, and so does Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await openMobileMenu(page);
    await page.mouse.click(10, 400);
    await expect(page.getByRole("dialog")).toBeHidden();
    await openMobileMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("Escape closes it and gives focus back to the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const button = main(page).getByRole("button", { name: "Open menu" });
    await openMobileMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
    // And again, now that the menu's code is loaded.
    await openMobileMenu(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("choosing an entry navigates and closes it", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Be A Part of Us" }).click();
    await dialog.getByRole("link", { name: "Campus", exact: true }).click();
    await expect(page).toHaveURL(/\/be-a-part\/campus$/);
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("growing the window beyond 1024px closes it", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(main(page).getByRole("button", { name: "About" })).toBeVisible();
  });
});

/**
 * The menu is HTML: the hamburger opens a modal dialog by an invoker command, so it works from the
 * first paint, before the scripts arrive and when they never do.
 */
test.describe("mobile menu without its scripts", () => {
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  /** At 375px: opens the menu, checks it, closes it with the button and with Escape. */
  async function opensAndCloses(page: Page) {
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await expect(dialog).toBeVisible();
    expect(await rootOverflow(page)).toBe("hidden");
    // Every submenu's entries are shown in place, as plain links.
    await expect(dialog.getByRole("link", { name: "Campus", exact: true })).toHaveAttribute(
      "href",
      "/be-a-part/campus",
    );
    await expect(dialog.getByRole("link", { name: "Weekly events" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Back" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    expect(await rootOverflow(page)).not.toBe("hidden");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    return dialog;
  }

  test("with scripts blocked, at 375px the hamburger opens the menu, its links work, it closes", async ({
    page,
  }) => {
    await blockAppScripts(page);
    await page.route("**/*.js", (route) => route.abort());
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const dialog = await opensAndCloses(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await dialog.getByRole("link", { name: "Team", exact: true }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Gears Behind The Machine.",
    );
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("before the scripts arrive it works, and once they have it gains its submenus", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await opensAndCloses(page);
    // The menu is open when the scripts arrive: it stays as it is until closed.
    await page.getByRole("button", { name: "Open menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Site menu" });
    await release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    await expect(dialog.getByRole("link", { name: "Campus", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await openMobileMenu(page);
    await expect(dialog.getByRole("link", { name: "Campus", exact: true })).toBeHidden();
    await dialog.getByRole("button", { name: "Be A Part of Us" }).click();
    await expect(dialog.getByRole("button", { name: "Back" })).toBeFocused();
    await dialog.getByRole("link", { name: "Campus", exact: true }).click();
    await expect(page).toHaveURL(/\/be-a-part\/campus$/);
    await expect(dialog).toBeHidden();
  });
});

test.describe("the loading screen", () => {
  const cases = [
    { from: "/about", link: /^Team$/, words: "Loading..." },
    // A Malayalam page's loader speaks Malayalam; its footer's Team link leads to the English page.
    { from: "/ml/about", link: /^ടീം/, words: "പേജ് ലോഡ് ചെയ്യുന്നു…" },
  ];
  for (const { from, link, words } of cases) {
    test(`${from}: covers the page while a slow page of the site arrives, and is gone on the page that comes`, async ({
      page,
    }) => {
      // While a navigation is pending Playwright's locators wait for it, so the page left reports
      // what it shows itself: the loader's picture and how much of the window its cover takes.
      let reported: (seen: string) => void = () => {};
      const loaderSeen = new Promise<string>((resolve) => (reported = resolve));
      await page.exposeFunction("reportLoader", (seen: string) => reported(seen));
      await page.goto(from);
      await page.evaluate(() => {
        new MutationObserver(() => {
          const cover = document.querySelector(
            '[role="status"]:has(img[src="/images/loader.svg"])',
          );
          const picture = cover?.querySelector("img");
          if (!cover || !picture) return;
          const { width, height } = cover.getBoundingClientRect();
          const whole = width === window.innerWidth && height === window.innerHeight;
          (window as unknown as { reportLoader: (seen: string) => void }).reportLoader(
            `"${picture.alt}" ${whole ? "over the whole window" : `${width}x${height}`}`,
          );
        }).observe(document.body, { childList: true, subtree: true });
      });
      // The next document is held back until the loader has been seen: a slow network.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/team$/, async (route) => {
        await held;
        await route.continue();
      });
      // The click waits for the page it starts to arrive: the page is let through once the loader shows.
      const following = page.getByRole("contentinfo").getByRole("link", { name: link }).click();
      expect(await loaderSeen).toBe(`"${words}" over the whole window`);
      release();
      await following;
      await expect(page).toHaveURL(/\/team$/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("img", { name: words })).toHaveCount(0);
      await expect(page.getByRole("status").getByRole("img")).toHaveCount(0);
    });
  }
});
