import { test, expect } from "./fixtures";
import { appFrameRoutes } from "../data/routes";
import { collectPolicyReports, policyProblems, violationsOf, watchPage } from "./page-checks";

/**
 * The routes that are not pages with a heading: the app's hidden frame, the hand-offs and the
 * not-found page. Every page's own policy is checked where routes.spec.ts visits it.
 */
const routes = [
  ...appFrameRoutes.map((route) => route.path),
  "/profile/_",
  "/kkem/authorization/_",
  "/a-page-that-does-not-exist",
];

test.describe("strict Content-Security-Policy from the hosting config", { tag: "@hosting" }, () => {
  test.use({ expectedErrors: [/status of 404/] });

  for (const path of routes) {
    test(`${path} loads under its policy with zero violations; scripts need a hash`, async ({
      page,
    }) => {
      await watchPage(page);
      const consoleReports = collectPolicyReports(page);
      const response = await page.goto(path);
      expect(await policyProblems(response, path)).toEqual([]);
      await page.waitForLoadState("networkidle");
      expect(await violationsOf(page)).toEqual([]);
      expect(consoleReports).toEqual([]);
    });
  }

  test.describe("an injected inline script is refused", () => {
    test.use({ expectedErrors: [/Content Security Policy/] });
    test("and reported", async ({ page }) => {
      await watchPage(page);
      await page.goto("/about");
      const ran = await page.evaluate(async () => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return Boolean((window as unknown as { __injected?: boolean }).__injected);
      });
      expect(ran).toBe(false);
      const violations = await violationsOf(page);
      expect(violations.some((v) => v.startsWith("script-src"))).toBe(true);
    });
  });
});
