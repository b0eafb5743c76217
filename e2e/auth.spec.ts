import { test, expect, signIn, appPostsToOpener, blockAppScripts } from "./fixtures";

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

  test("starts light even when the system prefers dark", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  });

  test("the choice is saved and applied before first paint on the next page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // Without the app's scripts, only the inline no-flash script can set the class.
    await blockAppScripts(page);
    await page.goto("/enablers");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(255, 255, 255)");
  });
});
