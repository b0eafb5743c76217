import { test, expect } from "./fixtures";

test.describe("bad URLs get the not-found page or the right hand-off, never an error or an echo", () => {
  test.use({ expectedErrors: [/status of 404/] });
  const bad = [
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/team/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    `/${"a".repeat(3000)}`,
    "/about/%00",
    "/%E0%A4%A",
    "/team/2021",
    "/events/weekly/../../secret",
    "/_next/static/../../package.json",
    "/profile/",
    "/kkem/authorization",
    "/about.html/extra",
    "/%252e%252e/hosting/serve.json",
  ];
  for (const path of bad) {
    test(`${path.slice(0, 60)}`, async ({ page }) => {
      const response = await page.goto(path);
      expect([200, 404]).toContain(response?.status());
      const body = await page.locator("body").innerText();
      expect(body).not.toContain("Unexpected Application Error");
      expect(body).not.toMatch(/<script|alert\(1\)|passwd|serve\.json/);
      if (response?.status() === 404) {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Uh, oh! You've lost in space.",
        );
      } else {
        // A 200 is a real page this path normalises to, never a stack trace or a listing.
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("banner")).toBeVisible();
      }
    });
  }

  test("hostile query strings are ignored and never echoed", async ({ page }) => {
    for (const query of [
      "?year=%3Cscript%3Ealert(1)%3C/script%3E",
      "?year=../../etc",
      `?q=${"x".repeat(4000)}`,
      "?__proto__[polluted]=1",
    ]) {
      const response = await page.goto(`/team${query}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(/\/team\?/);
      await expect(page.getByRole("button", { name: /Team of the year/ })).toContainText("2025");
      const html = await page.content();
      expect(html).not.toContain("alert(1)");
      expect(html).not.toContain("x".repeat(100));
      expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty(
        "polluted",
      );
    }
  });
});
