import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "./fixtures";
import { staticRoutes } from "../data/routes";

/**
 * The hosting rules, checked on every host the project runs: tagged @hosting, these run against
 * `npm start`'s server and against nginx under the build's configuration (playwright.config.ts).
 * Each page's expected policy is the one the build wrote for its file (hosting/csp.json).
 */
const policies = JSON.parse(
  readFileSync(path.join(__dirname, "../hosting/csp.json"), "utf8"),
) as Record<string, string>;
const policyOf = (file: string) => policies[file]!;
const fileOf = (routePath: string) => (routePath === "/" ? "/index.html" : `${routePath}.html`);

const NO_CACHE = "public, max-age=0, must-revalidate";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The status and Location of the first answer, without following redirects. */
async function firstAnswer(request: APIRequestContext, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  const location = response.headers().location;
  return {
    status: response.status(),
    location: location && new URL(location, "http://x").pathname,
  };
}

test.describe("hosting rules", { tag: "@hosting" }, () => {
  test("every page answers at its clean address with its own policy and is never cached stale", async ({
    request,
  }) => {
    for (const route of staticRoutes) {
      const response = await request.get(route.path, { maxRedirects: 0 });
      expect(response.status(), route.path).toBe(200);
      const headers = response.headers();
      expect(headers["content-type"], route.path).toMatch(/^text\/html/);
      expect(headers["cache-control"], route.path).toBe(NO_CACHE);
      expect(headers["content-security-policy"], route.path).toBe(policyOf(fileOf(route.path)));
    }
  });

  test(".html addresses and trailing slashes redirect (301) to the clean address", async ({
    request,
  }) => {
    for (const [from, to] of [
      ["/team.html", "/team"],
      ["/team/", "/team"],
      ["/team/2024.html", "/team/2024"],
      ["/events/weekly/", "/events/weekly"],
      ["/about.html", "/about"],
    ]) {
      expect(await firstAnswer(request, from!), from).toEqual({ status: 301, location: to });
    }
    const home = await request.get("/index.html");
    expect(home.status()).toBe(200);
    expect(new URL(home.url()).pathname).toBe("/");
  });

  test("a missing page is the not-found page with status 404 and its policy, not a redirect", async ({
    request,
  }) => {
    for (const address of [
      "/no-such-page",
      "/events/no-such-event",
      "/team/1999",
      "/profile/a%2Fb",
    ]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).toContain("Uh, oh! You&#x27;ve lost in space.");
      const headers = response.headers();
      expect(headers["content-security-policy"], address).toBe(policyOf("/404.html"));
      expect(headers["cache-control"], address).toBe(NO_CACHE);
      expect(headers["x-frame-options"], address).toBe("DENY");
    }
    // A missing .html address is redirected like any other, then answered 404.
    const missing = await request.get("/no-such-page.html");
    expect(missing.status()).toBe(404);
    expect(new URL(missing.url()).pathname).toBe("/no-such-page");
  });

  test("any value of a hand-off route, with or without a trailing slash, gets its shell", async ({
    request,
  }) => {
    for (const [address, shell] of [
      ["/profile/learner-42", "/profile/_.html"],
      ["/profile/learner-42/", "/profile/_.html"],
      ["/kkem/authorization/tok-9b1", "/kkem/authorization/_.html"],
      ["/kkem/authorization/tok-9b1/", "/kkem/authorization/_.html"],
    ]) {
      const response = await request.get(address!);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["content-security-policy"], address).toBe(policyOf(shell!));
      expect(response.headers()["cache-control"], address).toBe(NO_CACHE);
    }
  });

  test("security headers on pages, payloads, assets and errors; hashed assets cached for good", async ({
    request,
  }) => {
    const html = await (await request.get("/about")).text();
    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)![0];
    for (const address of ["/about", "/about.txt", "/sitemap.xml", asset, "/no-such-page"]) {
      const headers = (await request.get(address)).headers();
      expect(headers["x-content-type-options"], address).toBe("nosniff");
      expect(headers["referrer-policy"], address).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], address).toBe(
        "camera=(), microphone=(), geolocation=(), payment=()",
      );
      expect(headers["cross-origin-opener-policy"], address).toBe("same-origin-allow-popups");
      expect(headers["x-frame-options"], address).toBe("DENY");
      expect(headers["content-security-policy"], address).toContain("frame-ancestors 'none'");
      expect(headers["cache-control"], address).toBe(address === asset ? IMMUTABLE : NO_CACHE);
    }
  });

  test("only the frame pages may frame, each its own embed", async ({ request }) => {
    const frameSrc = async (address: string) =>
      /frame-src ([^;]*)/.exec(
        (await request.get(address)).headers()["content-security-policy"]!,
      )![1];
    expect(await frameSrc("/launchpad")).toBe("https://mu-3.vercel.app");
    expect(await frameSrc("/events/calendar")).toBe("https://embed.styledcalendar.com");
    for (const address of ["/", "/about", "/events/weekly", "/cdr", "/no-such-page"]) {
      expect(await frameSrc(address), address).toBe("'none'");
    }
  });

  test("a hand-off address with a trailing slash hands the value to the app", async ({ page }) => {
    await page.route("https://app.mulearn.org/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>app</title>" }),
    );
    await page.goto("/profile/abc-7c2/", { waitUntil: "commit" });
    await page.waitForURL((url) => url.origin === "https://app.mulearn.org");
    expect(new URL(page.url()).pathname).toBe("/profile/abc-7c2");
  });

  test("a KKEM token or a profile id in the address is never sent on as a Referer", async ({
    request,
  }) => {
    for (const address of [
      "/kkem/authorization/tok-7c2",
      "/kkem/authorization/tok-7c2/",
      "/profile/abc-7c2",
      "/profile/abc-7c2/",
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["referrer-policy"], address).toBe("no-referrer");
    }
    const other = await request.get("/kkem");
    expect(other.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
