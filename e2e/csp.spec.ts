import { test, expect } from "./fixtures";
import { staticRoutes } from "../data/routes";

/** The pages that embed a frame, and its one origin; every other page may frame nothing. */
const frameSources: Record<string, string> = {
  "/launchpad": "https://mu-3.vercel.app",
  "/events/calendar": "https://embed.styledcalendar.com",
  "/donation": "https://api.razorpay.com",
  "/enablers": "https://www.youtube-nocookie.com",
  "/testimonials": "https://www.youtube-nocookie.com",
};

/** The one page that loads a script from elsewhere: Razorpay Checkout on /donation. */
const scriptOrigins: Record<string, string> = {
  "/donation": " https://checkout.razorpay.com https://cdn.razorpay.com",
};

/** Pages that show pictures from elsewhere: Razorpay's, and Office Hour's posters on the backend. */
const imageOrigins: Record<string, string> = {
  "/donation": " https://cdn.razorpay.com",
  "/events/office-hour": " https://mulearn.org",
  // The interest groups' people: pictures on the backend's own origin.
  ...Object.fromEntries(
    staticRoutes
      .filter((route) => route.path.startsWith("/interest-groups"))
      .map((route) => [route.path, " https://mulearn.org"]),
  ),
  // The team's photos and the gallery's, from the foundation's CDN (NEXT_PUBLIC_CDN_URL).
  ...Object.fromEntries(
    [
      "/team",
      "/team/2024",
      "/team/2023",
      "/team/2022",
      ...staticRoutes.map((route) => route.path).filter((path) => path.startsWith("/gallery")),
    ].map((path) => [path, " https://s3.ap-south-1.amazonaws.com"]),
  ),
};

const routes = [...staticRoutes.map((route) => route.path), "/profile/_", "/kkem/authorization/_"];

/** Records every CSP violation the page reports, from before its first script runs. */
const recordViolations = () => {
  const seen: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  );
};

test.describe("strict Content-Security-Policy from the hosting config", { tag: "@hosting" }, () => {
  test.use({ expectedErrors: [/status of 404/] });

  // One test a route, so a slow machine spends its time limit on one page, not on all of them.
  for (const path of [...routes, "/a-page-that-does-not-exist"]) {
    test(`${path} loads under its policy with zero violations; scripts need a hash`, async ({
      page,
    }) => {
      await page.addInitScript(recordViolations);
      const consoleReports: string[] = [];
      page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
      });
      const response = await page.goto(path);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      const scriptSrc = policy.match(/script-src ([^;]*)/)?.[1] ?? "";
      const origins = scriptOrigins[path] ?? "";
      expect(scriptSrc.startsWith(`'self'${origins} '`)).toBe(true);
      expect(scriptSrc.replace(origins, "")).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(policy.match(/frame-src ([^;]*)/)?.[1]).toBe(frameSources[path] ?? "'none'");
      const images = imageOrigins[path] ?? "";
      expect(policy).toContain(`img-src 'self' blob: https://assets.mulearn.org${images};`);
      await page.waitForLoadState("networkidle");
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual(
        [],
      );
      expect(consoleReports).toEqual([]);
    });
  }

  test.describe("an injected inline script is refused", () => {
    test.use({ expectedErrors: [/Content Security Policy/] });
    test("and reported", async ({ page }) => {
      await page.addInitScript(recordViolations);
      await page.goto("/about");
      const ran = await page.evaluate(async () => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        await new Promise((resolve) => setTimeout(resolve, 100));
        return Boolean((window as unknown as { __injected?: boolean }).__injected);
      });
      expect(ran).toBe(false);
      const violations = await page.evaluate(
        () => (window as unknown as { __csp: string[] }).__csp,
      );
      expect(violations.some((v) => v.startsWith("script-src"))).toBe(true);
    });
  });
});
