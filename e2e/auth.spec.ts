import type { Page } from "@playwright/test";
import { test, expect, signIn, appPostsToOpener, blockAppScripts, holdScripts } from "./fixtures";

const navButton = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true });

test.describe("Login or Dashboard", () => {
  // Two tests block the app's scripts on purpose to prove the inline boot script alone suffices.
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test("a visitor sees Login, to the app's login page, in the static HTML too", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    await expect(navButton(page, "Login")).toHaveAttribute("href", "https://app.mulearn.org/login");
    await expect(navButton(page, "Dashboard")).toBeHidden();
    const html = await (await request.get("/")).text();
    expect(html).toContain('href="https://app.mulearn.org/login"');
  });

  test("a stored refresh token shows Dashboard before any React code runs", async ({ page }) => {
    await signIn(page);
    // Only the inline boot script may decide the label.
    await blockAppScripts(page);
    await page.goto("/");
    await expect(navButton(page, "Dashboard")).toHaveAttribute(
      "href",
      "https://app.mulearn.org/dashboard",
    );
    await expect(navButton(page, "Login")).toBeHidden();
  });

  test("a token-sync message from the app signs in and out at once, with a toast", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(navButton(page, "Login")).toBeVisible();

    const signInUrl = await appPostsToOpener(
      page,
      JSON.stringify({ type: "token-sync", refreshToken: "rt-from-app" }),
    );
    await page.evaluate((url) => window.open(url), signInUrl);
    await expect(navButton(page, "Dashboard")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBe("rt-from-app");
    const toast = page.getByText("You're signed in.");
    await expect(toast).toBeVisible();
    // Toasts appear at the bottom centre.
    const box = (await toast.locator("xpath=ancestor::li[1]").boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(8);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 120);

    await page.context().unroute(signInUrl);
    const signOutUrl = await appPostsToOpener(
      page,
      JSON.stringify({ type: "token-sync", refreshToken: null }),
    );
    await page.evaluate((url) => window.open(url), signOutUrl);
    await expect(navButton(page, "Login")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeNull();
  });

  test("a look-alike origin cannot sign anyone in", async ({ page }) => {
    await page.goto("/");
    const url = await appPostsToOpener(
      page,
      JSON.stringify({ type: "token-sync", refreshToken: "stolen" }),
      "https://app.mulearn.org.evil.example",
    );
    // Resolves once the look-alike's message has reached the page (after the site's own listener).
    const delivered = page.evaluate(
      () =>
        new Promise<string>((resolve) =>
          window.addEventListener("message", (event) => resolve(event.origin), { once: true }),
        ),
    );
    await page.evaluate((target) => window.open(target), url);
    expect(await delivered).toBe("https://app.mulearn.org.evil.example");
    expect(await page.evaluate(() => localStorage.getItem("refreshToken"))).toBeNull();
    await expect(navButton(page, "Login")).toBeVisible();
  });
});

test.describe("colour mode", () => {
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  const theSwitch = (page: Page) =>
    page.getByRole("banner").getByRole("switch", { name: "Dark mode" });
  /** The page's background: white in light mode, slate-950 in dark. */
  const background = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const LIGHT = "rgb(255, 255, 255)";
  const DARK = "lab(1.76974 1.32743 -9.28855)";

  test("starts light even when the system prefers dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(theSwitch(page)).not.toBeChecked();
    expect(await background(page)).toBe(LIGHT);
  });

  test("the choice is saved and applied before first paint on the next page", async ({ page }) => {
    await page.goto("/");
    await theSwitch(page).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Without the app's scripts, only the inline scripts can set the class and the switch.
    await blockAppScripts(page);
    await page.goto("/enablers");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(theSwitch(page)).toBeChecked();
    expect(await background(page)).toBe(DARK);
    await theSwitch(page).click();
    await expect.poll(() => background(page)).toBe(LIGHT);
  });

  test("a press is shown in its own frame: the sun at once, the page's colours in the next", async ({
    page,
  }) => {
    await page.goto("/");
    // What the frame that answers the press will show, read just before it is drawn.
    await page.evaluate(() => {
      const box = document.getElementById("colour-mode")!;
      const [moon, sun] = box.closest("label")!.querySelectorAll("svg");
      box.addEventListener("change", () =>
        requestAnimationFrame(() => {
          (window as unknown as { pressFrame: unknown }).pressFrame = {
            moon: moon!.checkVisibility(),
            sun: sun!.checkVisibility(),
            dark: document.documentElement.classList.contains("dark"),
          };
        }),
      );
    });
    await theSwitch(page).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { pressFrame?: unknown }).pressFrame))
      .toEqual({ moon: false, sun: true, dark: false });
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect.poll(() => background(page)).toBe(DARK);
  });

  test("a press before the scripts arrive turns the page dark, and is then saved", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/team", { waitUntil: "domcontentloaded" });
    await theSwitch(page).click();
    await expect(theSwitch(page)).toBeChecked();
    await expect.poll(() => background(page)).toBe(DARK);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBeNull();

    await release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(theSwitch(page)).toBeChecked();
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await background(page)).toBe(DARK);
  });
});
