import { mkdirSync, writeFileSync } from "node:fs";
import { test, expect } from "./fixtures";
import { appOrigin, embeds } from "../data/site";
import { footerColumns, navigation } from "../data/navigation";
import { staticRoutes } from "../data/routes";
import { MAX_TOKEN_LENGTH, TOKEN_KEY, TOKEN_SYNC_TYPE } from "../lib/auth-token";

const routes = [...staticRoutes.map((route) => route.path), "/profile/_", "/kkem/authorization/_"];
const NOT_FOUND = "Uh, oh! You've lost in space.";

/** Records every CSP violation the page reports, from before its first script runs. */
const recordViolations = () => {
  const seen: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = seen;
  document.addEventListener("securitypolicyviolation", (event) =>
    seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
  );
};

test.describe("strict Content-Security-Policy from the hosting config", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test("every route loads under its policy with zero violations; scripts need a hash", async ({
    page,
  }) => {
    test.slow();
    await page.addInitScript(recordViolations);
    const consoleReports: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
    });
    for (const path of [...routes, "/a-page-that-does-not-exist"]) {
      const response = await page.goto(path);
      const policy = (await response?.headerValue("content-security-policy")) ?? "";
      const scriptSrc = policy.match(/script-src ([^;]*)/)?.[1] ?? "";
      expect(scriptSrc, path).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(policy, path).toMatch(
        /frame-src https:\/\/mu-3\.vercel\.app https:\/\/embed\.styledcalendar\.com;/,
      );
      expect(policy, path).toMatch(/img-src 'self' blob: https:\/\/assets\.mulearn\.org;/);
      await page.waitForLoadState("networkidle");
      expect(
        await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
        path,
      ).toEqual([]);
    }
    expect(consoleReports).toEqual([]);
  });

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

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const text = (max: number) =>
    Array.from({ length: Math.floor(next() * max) }, () =>
      pick(["a", "Z", "0", "-", "_", ".", "é", "µ", "\u0000", '"', "\\", "<", "🙂", " "]),
    ).join("");
  return { next, pick, text };
}

const app = new URL(appOrigin);
const lookAlikes = [
  `${appOrigin}.evil.com`,
  `${appOrigin}:8443`,
  `${app.protocol === "https:" ? "http:" : "https:"}//${app.host}`,
  `${appOrigin}/`,
  `${appOrigin}.`,
  appOrigin.toUpperCase(),
  `https://evil.${app.host}`,
  `https://${app.host.replace(".", "-")}`,
  "https://evil.example",
  "null",
  "",
  "http://localhost:3100",
  ` ${appOrigin}`,
];

/** What docs/token-sync.md says the stored token must be after a message. */
function expectedToken(previous: string | null, origin: string, data: unknown): string | null {
  if (origin !== appOrigin || typeof data !== "string" || data.length > MAX_TOKEN_LENGTH + 100) {
    return previous;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return previous;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return previous;
  const fields = parsed as Record<string, unknown>;
  if (!Object.hasOwn(fields, "type") || fields.type !== TOKEN_SYNC_TYPE) return previous;
  const token = Object.hasOwn(fields, "refreshToken") ? fields.refreshToken : undefined;
  if (typeof token === "string" && token.length > 0) {
    return token.length <= MAX_TOKEN_LENGTH ? token : previous;
  }
  return null;
}

test("1,200 generated hostile and valid messages: storage changes only as the rules say", async ({
  page,
}) => {
  test.slow();
  const random = generator(20261122);
  const dataMakers: (() => unknown)[] = [
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken: `tok-${random.text(40)}x` }),
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken: null }),
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE }),
    () =>
      JSON.stringify({
        type: TOKEN_SYNC_TYPE,
        refreshToken: random.pick([0, 1, true, "", [], {}]),
      }),
    () => JSON.stringify({ type: "mulearn:token-sync ", refreshToken: "spoof" }),
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE.toUpperCase(), refreshToken: "spoof" }),
    () => `{"__proto__":{"type":"${TOKEN_SYNC_TYPE}"},"refreshToken":"proto-spoof"}`,
    () => `{"constructor":{"prototype":{"type":"${TOKEN_SYNC_TYPE}"}},"refreshToken":"spoof"}`,
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken: "y".repeat(MAX_TOKEN_LENGTH + 1) }),
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken: "z".repeat(MAX_TOKEN_LENGTH) }),
    () => JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken: "ok", pad: "p".repeat(9000) }),
    () => "x".repeat(200_000),
    () => random.text(60),
    () => `{"type":"${TOKEN_SYNC_TYPE}","refreshToken":"unterminated`,
    () => JSON.stringify([TOKEN_SYNC_TYPE, "array-spoof"]),
    () => "null",
    () => "42",
    () => JSON.stringify(JSON.stringify({ type: TOKEN_SYNC_TYPE, refreshToken: "double" })),
    () => ({ type: TOKEN_SYNC_TYPE, refreshToken: "object-not-string" }),
    () => null,
    () => undefined,
    () => [TOKEN_SYNC_TYPE],
    () => random.next(),
  ];
  const messages = Array.from({ length: 1200 }, () => ({
    origin: random.next() < 0.45 ? appOrigin : random.pick(lookAlikes),
    data: random.pick(dataMakers)(),
  }));

  await page.goto("/about");
  await expect(page.getByRole("link", { name: /^Login/ }).first()).toBeVisible();
  let expected: string | null = null;
  const tally = { tried: 0, stored: 0, removed: 0, ignored: 0 };
  for (let start = 0; start < messages.length; start += 100) {
    const batch = messages.slice(start, start + 100);
    const after: (string | null)[] = await page.evaluate((items) => {
      return items.map(({ origin, data }) => {
        window.dispatchEvent(new MessageEvent("message", { origin, data }));
        return window.localStorage.getItem("refreshToken");
      });
    }, batch);
    batch.forEach(({ origin, data }, index) => {
      const next = expectedToken(expected, origin, data);
      tally.tried += 1;
      if (next !== expected) tally[next === null ? "removed" : "stored"] += 1;
      else tally.ignored += 1;
      expect(
        after[index],
        `message ${start + index}: ${JSON.stringify({ origin, data }).slice(0, 200)}`,
      ).toBe(next);
      expected = next;
    });
    // The nav label follows storage at once.
    await expect(
      page.getByRole("link", { name: expected ? /^Dashboard/ : /^Login/ }).first(),
    ).toBeVisible();
  }
  expect(tally.tried).toBe(1200);
  expect(tally.stored).toBeGreaterThan(20);
  expect(tally.removed).toBeGreaterThan(20);
  mkdirSync("reports", { recursive: true });
  writeFileSync("reports/hostile-messages.json", `${JSON.stringify(tally, null, 2)}\n`);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(expected);
});

test.describe("blocked storage (localStorage and sessionStorage throw)", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: blocked, configurable: true });
      Object.defineProperty(window, "sessionStorage", { get: blocked, configurable: true });
    });
  });

  test("every page works and shows the visitor's Login", async ({ page }) => {
    test.slow();
    for (const path of routes.filter((p) => !p.endsWith("/_"))) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByRole("link", { name: /^Login/ }).first(), path).toBeVisible();
    }
  });

  test("colour mode still switches, and a token message changes nothing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: /dark mode/i }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.evaluate(
      ([origin, type]) =>
        window.dispatchEvent(
          new MessageEvent("message", {
            origin,
            data: JSON.stringify({ type, refreshToken: "t" }),
          }),
        ),
      [appOrigin, TOKEN_SYNC_TYPE],
    );
    await expect(page.getByRole("link", { name: /^Login/ }).first()).toBeVisible();
  });
});

test("every third-party frame failing leaves its fallback link", async ({ page }) => {
  for (const [path, src] of [
    ["/launchpad", embeds.leaderboard],
    ["/events/calendar", embeds.calendar],
  ] as const) {
    await page.route(`${new URL(src).origin}/**`, (route) => route.abort("connectionrefused"));
    await page.goto(path);
    const frame = page.locator("iframe");
    await expect(frame).toHaveAttribute("src", src);
    const fallback = page.getByRole("link", { name: /^Open .* in a new tab/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute("href", src);
    await expect(fallback).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test.describe("every picture failing", () => {
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test("leaves sized boxes and no layout shift", async ({ page }) => {
    // One check per picture: /team/2024's cards and the 15 community partners' logos add up.
    test.slow();
    await page.route(/\.(svg|png|jpe?g|webp)(\?.*)?$/, (route) =>
      route.request().resourceType() === "image" ? route.abort() : route.continue(),
    );
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const path of ["/", "/community-partners", "/events/weekly", "/isr", "/team/2024"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const images = page.getByRole("main").locator("img");
      expect(await images.count(), path).toBeGreaterThan(0);
      for (const image of await images.all()) {
        const [width, height] = await Promise.all([
          image.getAttribute("width"),
          image.getAttribute("height"),
        ]);
        expect(Number(width), path).toBeGreaterThan(0);
        const box = await image.evaluate((img) => {
          const rect = img.getBoundingClientRect();
          return { width: rect.width, height: rect.height, display: getComputedStyle(img).display };
        });
        if (box.display === "none") continue;
        // The box keeps the picture's shape even though nothing loaded.
        expect(
          Math.abs(box.width / box.height - Number(width) / Number(height)),
          path,
        ).toBeLessThan(0.05);
      }
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (window as unknown as { __cls: number }).__cls),
        path,
      ).toBeLessThan(0.001);
    }
  });
});

test.describe("a chunk that fails to load", () => {
  test.use({
    expectedErrors: [/Failed to load resource|ChunkLoadError|Failed to load chunk|net::ERR_FAILED/],
  });
  test.use({ viewport: { width: 375, height: 800 } });

  test("reloads the page once, then shows the error page instead of looping", async ({ page }) => {
    // Chunks first asked for after the page has loaded (the lazy menu) fail every time, as after
    // a deploy that removed them; the page's own chunks keep loading.
    let loaded = false;
    let loads = 0;
    const pageChunks = new Set<string>();
    page.on("load", () => (loads += 1));
    await page.route("**/_next/static/chunks/*.js", (route) => {
      const url = route.request().url();
      if (!loaded) pageChunks.add(url);
      return pageChunks.has(url) ? route.continue() : route.abort("failed");
    });
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    loaded = true;
    await page.getByRole("button", { name: "Open menu" }).click();
    // The guard reloads once; on the reloaded page the menu's chunk fails again.
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Unexpected Application Error!",
    );
    await page.waitForTimeout(1500);
    expect(loads).toBe(2);
    await expect(page.getByRole("button", { name: /try again/i })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page's content is readable and every nav destination is a plain link", async ({
    page,
  }) => {
    test.slow();
    const destinations = new Set<string>();
    for (const item of navigation) {
      if (item.kind === "link") destinations.add(item.href);
      else
        item.groups.forEach((group) => group.links.forEach((link) => destinations.add(link.href)));
    }
    footerColumns.forEach((column) => column.links.forEach((link) => destinations.add(link.href)));
    for (const path of staticRoutes.map((route) => route.path)) {
      await page.goto(path);
      const info = staticRoutes.find((route) => route.path === path)!;
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(info.heading);
      await expect(page.getByRole("main"), path).toContainText(info.lead);
      await expect(page.getByRole("main"), path).toBeVisible();
      const hrefs = new Set(
        await page
          .locator("a[href]")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href"))),
      );
      for (const destination of destinations) {
        expect(hrefs.has(destination), `${path} links to ${destination}`).toBe(true);
      }
    }
  });
});

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
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(NOT_FOUND);
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
