import { test, expect, blockStorage, layoutShift, watchLayoutShifts } from "./fixtures";
import { embeds } from "../data/site";
import { batchTitle } from "./visited-routes";
import { twoFrames } from "./page-checks";
import { companyPartners } from "../data/partners";
import { teamYear } from "../data/team";
import { groupSections, splitRoles } from "../lib/team";
import type { Locator, Page } from "@playwright/test";

test.describe("blocked storage (localStorage and sessionStorage throw)", () => {
  test.beforeEach(async ({ page }) => {
    await blockStorage(page);
  });

  // The layout's colour mode, login and chunk-reload guard read storage on every page; the
  // donation form and its record read it too. A page from each kind of view besides.
  const pages = ["/", "/donation", "/donation/success", "/team", "/careers", "/learning-circle"];
  test(`${batchTitle(pages)} work and show the visitor's Login`, async ({ page }) => {
    test.setTimeout(pages.length * 15_000);
    for (const path of pages) {
      await page.goto(path);
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect.soft(page.getByRole("link", { name: /^Login/ }).first(), path).toBeVisible();
    }
  });

  test("colour mode still switches, and a token message changes nothing", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("switch", { name: "Dark mode" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.evaluate(() =>
      window.dispatchEvent(
        new MessageEvent("message", {
          origin: "https://app.mulearn.org",
          data: JSON.stringify({ type: "token-sync", refreshToken: "t" }),
        }),
      ),
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
    const failed = page.waitForEvent(
      "requestfailed",
      (request) => request.frame() !== page.mainFrame(),
    );
    await page.goto(path);
    // The frame really failed: its request was refused, and it shows no page of the provider's.
    expect((await failed).failure()?.errorText, path).toBe("net::ERR_CONNECTION_REFUSED");
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
    // Four pages, /team/2024's 221 cards among them: 25 s on a loaded 2-core machine.
    test.setTimeout(75_000);
    await page.route(/\.(svg|png|jpe?g|webp)(\?.*)?$/, (route) =>
      route.request().resourceType() === "image" ? route.abort() : route.continue(),
    );
    await watchLayoutShifts(page);
    for (const path of ["/", "/community-partners", "/gallery/dod", "/team/2024"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // One round trip for every picture on the page: /team/2024 has 221 of them.
      const boxes = await page
        .getByRole("main")
        .locator("img")
        .evaluateAll((images) =>
          images.map((img) => {
            const rect = img.getBoundingClientRect();
            return {
              width: Number(img.getAttribute("width")),
              height: Number(img.getAttribute("height")),
              shown: { width: rect.width, height: rect.height },
              display: getComputedStyle(img).display,
            };
          }),
        );
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) {
        expect(box.width, path).toBeGreaterThan(0);
        if (box.display === "none") continue;
        // The box keeps the picture's shape even though nothing loaded.
        expect(
          Math.abs(box.shown.width / box.shown.height - box.width / box.height),
          path,
        ).toBeLessThan(0.05);
      }
      await page.mouse.wheel(0, 4000);
      await page.waitForFunction(() => window.scrollY > 0);
      // Two frames after the scroll: any shift it caused has been laid out and reported.
      await twoFrames(page);
      expect(await layoutShift(page), path).toBeLessThan(0.001);
    }
  });
});

/**
 * Opens `path`; from then on every script it did not load fails, as after a deploy that removed
 * them, while the page's own scripts keep loading.
 */
async function openFailingLaterChunks(page: Page, path: string) {
  let loaded = false;
  const pageChunks = new Set<string>();
  await page.route("**/_next/static/chunks/*.js", (route) => {
    const url = route.request().url();
    if (!loaded) pageChunks.add(url);
    return pageChunks.has(url) ? route.continue() : route.abort("failed");
  });
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  loaded = true;
}

test.describe("a chunk that fails to load", () => {
  test.use({
    expectedErrors: [/Failed to load resource|ChunkLoadError|Failed to load chunk|net::ERR_FAILED/],
  });
  test.use({ viewport: { width: 375, height: 800 } });

  test("reloads the page once, then stays instead of looping", async ({ page }) => {
    // The logo tool's drawing code, loaded on the first touch of the tool, fails every time (the
    // mobile menu and the team's year list are HTML and load none).
    let loads = 0;
    page.on("load", () => (loads += 1));
    await openFailingLaterChunks(page, "/campus-logo-generator");
    const code = page.getByRole("textbox", { name: "Campus code" });
    await code.click();
    // The guard reloads once; on the reloaded page the drawing code's chunk fails again.
    await expect.poll(() => loads).toBe(2);
    await page.waitForLoadState("networkidle");
    await code.click();
    // The page has used its one reload: the marker is set, so nothing can reload it again.
    await expect
      .poll(() => page.evaluate(() => Object.keys(sessionStorage)))
      .toEqual(["chunk-reload:/campus-logo-generator"]);
    await page.waitForLoadState("networkidle");
    expect(loads).toBe(2);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("a link followed once the page's later scripts fail, as after a deploy", () => {
  test.use({
    expectedErrors: [/Failed to load resource|ChunkLoadError|Failed to load chunk|net::ERR_FAILED/],
  });

  test("lands on the page they chose, not the one they left", async ({ page }) => {
    await openFailingLaterChunks(page, "/about");
    const reloaded = page.waitForEvent("load");
    await page
      .getByRole("navigation", { name: "Site map" })
      .getByRole("link", { name: "Team" })
      .click();
    await reloaded;
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Gears Behind The Machine.",
    );
  });
});

test.describe("a team photo or partner logo that fails", () => {
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  for (const [path, fallback] of [
    ["/team", "/images/team/default-member.svg"],
    ["/community-partners", "/images/partners/default.svg"],
  ] as const) {
    test(`shows the default picture on ${path}`, async ({ page }) => {
      // The pictures themselves (asked for at a width) fail; the site's default picture loads.
      await page.route(/\/images\/(team|partners)\/.*\?w=\d+$/, (route) => route.abort());
      await page.goto(path);
      const picture = page.getByRole("main").getByRole("listitem").locator("img").first();
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toHaveAttribute("src", fallback);
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
    });
  }
});

test.describe("a 60-character name or role", () => {
  const long = "Aswathy".repeat(7) + "-Krishnan-N";
  const member = teamYear(2025)
    .groups.flatMap((group) => groupSections(group).flatMap((section) => section.members))
    .find((candidate) => splitRoles(candidate.team).length > 0)!;
  const partner = companyPartners[0]!;

  /** Puts the long text into each element, as a data file could; lists those wider than the card. */
  async function overflowing(card: Locator, texts: Locator[]) {
    // Handles, not locators: a locator by name stops matching once the name has changed.
    const outer = await card.elementHandle();
    const inner = await Promise.all(texts.map((text) => text.elementHandle()));
    const wide: number[] = [];
    for (const [index, element] of inner.entries()) {
      await element!.evaluate((node, value) => (node.textContent = value), long);
      const [cardBox, box] = [await outer!.boundingBox(), await element!.boundingBox()];
      if (!cardBox || !box || box.x < cardBox.x || box.x + box.width > cardBox.x + cardBox.width) {
        wide.push(index);
      }
    }
    return wide;
  }

  test.use({ viewport: { width: 375, height: 800 } });

  test("wraps inside a team member's card", async ({ page }) => {
    expect(long).toHaveLength(60);
    await page.goto("/team");
    const card = page.getByRole("listitem").filter({ hasText: member.name }).first();
    const name = card.getByText(member.name, { exact: true });
    const role = card.getByRole("list", { name: `Roles of ${member.name}` }).getByRole("listitem");
    expect(await overflowing(card, [name, role.first()])).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test("wraps inside a partner's card", async ({ page }) => {
    await page.goto("/company-partners");
    const card = page.getByRole("listitem").filter({ hasText: partner.blurb });
    expect(await overflowing(card, [card.getByRole("heading", { name: partner.name })])).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
