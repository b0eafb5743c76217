import { test, expect, holdScripts } from "./fixtures";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations, switchToDark } from "./axe";
import { violationsOf, watchPage } from "./page-checks";

/**
 * The site search against the real index the build wrote (out/pagefind/, scripts/search-index.mjs):
 * the header's dialog, the /search page, the engine loaded only once the search is opened, and the
 * worker's policy, the only one that allows WebAssembly.
 */
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search the site" });
const box = (page: Page) => dialog(page).getByRole("searchbox", { name: "Search µLearn" });
const results = (scope: Page | ReturnType<Page["locator"]>) =>
  scope.getByRole("list", { name: "Results" }).getByRole("link");
const headerButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Search", exact: true });

/** Every request for the search's files (script, worker, WebAssembly, index) the page makes. */
function searchRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) urls.push(request.url());
  });
  return urls;
}

/** The query, and the address its first result must lead to. */
const queries = [
  ["launchpad", "/launchpad"],
  ["in50hours", "/in50hours"],
  ["Akshaya Rajesh", "/team/2022#member-akshaya-rajesh"],
  ["cybersecurity", "/interest-groups/cyber-security"],
] as const;

test.describe("site search", () => {
  test("loads nothing until opened; '/' opens it and the four queries put the right page first", async ({
    page,
  }) => {
    await watchPage(page);
    const requests = searchRequests(page);
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    expect(requests, "no search file before the search is opened").toEqual([]);

    await page.keyboard.press("/");
    await expect(dialog(page)).toBeVisible();
    await expect(box(page)).toBeFocused();
    for (const [query, first] of queries) {
      await box(page).fill(query);
      await expect(dialog(page).getByRole("status")).toHaveText(
        new RegExp(`^\\d+ results? for “${query}”`),
      );
      await expect(results(dialog(page)).first()).toHaveAttribute("href", first);
    }
    // Each result: its title, kind and an excerpt with the match marked.
    const top = results(dialog(page)).first();
    await expect(top).toContainText("Cyber");
    await expect(top).toContainText("Interest group");
    await expect(top.locator("mark").first()).toHaveText(/cybersecurity/i);
    expect(requests.some((url) => url.endsWith("/pagefind/pagefind-worker.js"))).toBe(true);

    await box(page).fill("zzqxjv");
    await expect(dialog(page).getByRole("status")).toHaveText("No results for “zzqxjv”");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    expect(await violationsOf(page)).toEqual([]);
  });

  test("excerpts and matches come from what a page says, not from its controls' words", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.keyboard.press("/");
    await expect(box(page)).toBeFocused();
    // The pages a reader searches for, and what their excerpts once showed instead of content.
    for (const [query, path] of [
      ["launchpad leaderboard", "/launchpad"],
      ["events calendar", "/events/calendar"],
      ["Dawn of DPI photos", "/gallery/dod"],
      // A video's play button and link, the language link, a live list's source and empty note.
      ["Saji Gopinath", "/testimonials"],
      ["campus chapter", "/be-a-part/campus"],
      ["web development", "/interest-groups/web-development"],
      ["Mucomics photos", "/gallery/mucomics"],
      ["asks you to log in", "/events"],
      // The home page's links to the partners' pages, after the partners' names.
      ["SunTec Business Solutions", "/"],
    ] as const) {
      await box(page).fill(query);
      const result = dialog(page).locator(`a[href="${path}"]`);
      await expect(result, query).toBeVisible();
      await expect(result, query).not.toContainText(
        /Loading|does not appear|Not loading|Choose one|arrow keys|copy of the page|Play:|Watch on YouTube|വായിക്കുക|\(mulearn\.org\)|Back to every event|All events|Online or in person|Community partners/,
      );
    }
    // A table's cells read apart, as on the page ("PlacePrize1st ₹50,000" once).
    await box(page).fill("prizes by place");
    await expect(dialog(page).locator('a[href="/trivial-ideas"]')).toContainText(
      "Trivial Ideas prizes by place. Place Prize.",
    );
    // A detail's label and value read apart, as on the page ("When15 July 2024WhereClubhouse" once).
    await box(page).fill("Clubhouse Technopark");
    await expect(dialog(page).locator('a[href="/gallery/launchpad2024"]')).toContainText(
      "When: 15 July 2024. Where: Clubhouse, Technopark",
    );
    // Headings over lists this copy of a group's page does not hold: "mentor" finds no group.
    await box(page).fill("mentor");
    await expect(dialog(page).locator('a[href="/events/mentorconnect"]')).toBeVisible();
    await expect(dialog(page).locator('a[href^="/interest-groups/"]')).toHaveCount(0);
    // Words only the controls say find nothing.
    for (const query of ["arrow keys"]) {
      await box(page).fill(query);
      await expect(dialog(page).getByRole("status")).toHaveText(`No results for “${query}”`);
    }
  });

  test("its live part loads at the first opening, and what was typed while it came is answered", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.waitForLoadState("networkidle");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const release = await holdScripts(page);

    await headerButton(page).click();
    await expect(box(page)).toBeFocused();
    await expect
      .poll(() => scripts.length, "the live search is asked for on opening")
      .toBeGreaterThan(0);
    await page.keyboard.type("launchpad");
    await dialog(page).getByText("Events", { exact: true }).click();
    await expect(dialog(page).getByRole("status")).toHaveText(
      "Type to search every page, person, interest group and event.",
    );

    await release();
    await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results? for “launchpad”/);
    await expect(box(page)).toHaveValue("launchpad");
    await expect(dialog(page).getByRole("radio", { name: "Events" })).toBeChecked();
    await expect(results(dialog(page)).first()).toHaveAttribute("href", "/gallery/launchpad2024");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(headerButton(page)).toBeFocused();
  });

  test("at 1280px Ctrl+K opens it, the kind filter narrows, arrows move and Escape returns focus", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/events");
    await headerButton(page).focus();
    await page.keyboard.press("Control+k");
    await expect(box(page)).toBeFocused();
    await box(page).fill("launchpad");
    await expect(results(dialog(page)).first()).toHaveAttribute("href", "/launchpad");
    await dialog(page).getByText("Events", { exact: true }).click();
    await expect(results(dialog(page)).first()).toHaveAttribute("href", "/gallery/launchpad2024");
    await expect(results(dialog(page)).filter({ hasNotText: /event/i })).toHaveCount(0);

    await box(page).focus();
    await page.keyboard.press("ArrowDown");
    await expect(results(dialog(page)).first()).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(headerButton(page)).toBeFocused();
  });

  test("at 375px the header's button opens it; arrows and Enter lead to a member's card", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await headerButton(page).click();
    await box(page).fill("Akshaya Rajesh");
    await expect(results(dialog(page)).first()).toHaveAttribute(
      "href",
      "/team/2022#member-akshaya-rajesh",
    );
    await expect(results(dialog(page)).first()).toContainText("Person");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(results(dialog(page)).nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(results(dialog(page)).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/team\/2022#member-akshaya-rajesh$/);
    const card = page.locator("#member-akshaya-rajesh");
    await expect(card).toContainText("Akshaya Rajesh");
    await expect(card).toBeInViewport();
    expect(await card.evaluate((element) => element.matches(":target"))).toBe(true);
  });

  test("/search?q= answers a shared link and keeps q in the address without new entries", async ({
    page,
  }) => {
    await page.goto("/search?q=launchpad");
    const main = page.getByRole("main");
    await expect(main.getByRole("searchbox", { name: "Search µLearn" })).toHaveValue("launchpad");
    await expect(results(main).first()).toHaveAttribute("href", "/launchpad");
    const entries = await page.evaluate(() => history.length);
    await main.getByRole("searchbox", { name: "Search µLearn" }).fill("cybersecurity");
    await expect(results(main).first()).toHaveAttribute("href", "/interest-groups/cyber-security");
    await expect(page).toHaveURL(/\/search\?q=cybersecurity$/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test("/search fetches its engine only once the box is focused, and then answers", async ({
    page,
  }) => {
    const requests = searchRequests(page);
    await page.goto("/search");
    await page.waitForLoadState("networkidle");
    expect(requests, "no search file for a visit that only reads the index").toEqual([]);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search µLearn" });
    await box.focus();
    await expect
      .poll(() => requests.some((url) => url.endsWith("/pagefind/pagefind.js")))
      .toBe(true);
    await box.fill("launchpad");
    await expect(results(page.getByRole("main")).first()).toHaveAttribute("href", "/launchpad");
  });

  test("axe finds nothing with the search open, in light and dark mode", async ({ page }) => {
    await page.goto("/about");
    await page.keyboard.press("Control+k");
    await box(page).fill("learning");
    await expect(results(dialog(page)).first()).toBeVisible();
    await expectNoAxeViolations(page, {}, "light");
    await page.keyboard.press("Escape");
    await switchToDark(page);
    await page.keyboard.press("Control+k");
    await expect(results(dialog(page)).first()).toBeVisible();
    await expectNoAxeViolations(page, {}, "dark");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/search lists every page, and the header's form still searches", async ({ page }) => {
      await page.goto("/search");
      const index = page.getByRole("region", { name: "Every page" });
      // Playwright's text matchers skip <noscript>; innerText is what the visitor sees.
      expect(await index.innerText()).toContain(
        "Typing a search needs JavaScript; without it, here is every page of the site.",
      );
      await expect(index.getByRole("link", { name: "In50Hours" })).toHaveAttribute(
        "href",
        "/in50hours",
      );
      await expect(
        index.getByRole("link", { name: "Cybersecurity interest group" }),
      ).toHaveAttribute("href", "/interest-groups/cyber-security");
      // The Malayalam pages, last, in their own language and under their own names.
      const malayalam = index.getByRole("heading", { name: "മലയാളത്തിൽ വായിക്കുക" });
      await expect(malayalam).toHaveAttribute("lang", "ml");
      const about = index.getByRole("link", { name: "µLearn-നെക്കുറിച്ച്", exact: true });
      await expect(about).toHaveAttribute("href", "/ml/about");
      await expect(about).toHaveAttribute("hreflang", "ml");
      await expect(about).toHaveAttribute("lang", "ml");
      await expect(index.locator('a[href="/ml/search"]')).toHaveCount(0);

      await page.goto("/about");
      await headerButton(page).click();
      await box(page).fill("launchpad");
      await box(page).press("Enter");
      await expect(page).toHaveURL(/\/search\?q=launchpad&kind=$/);
    });
  });
});

test.describe("the search's policy", { tag: "@hosting" }, () => {
  test("only the engine's worker may compile WebAssembly, and searching breaks no rule", async ({
    page,
    request,
  }) => {
    const policy = async (path: string) =>
      (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(await policy("/pagefind/pagefind-worker.js")).toContain(
      "script-src 'self' 'wasm-unsafe-eval'",
    );
    for (const path of ["/search", "/about"]) expect(await policy(path)).not.toContain("eval");

    await watchPage(page);
    await page.goto("/search?q=cybersecurity");
    await expect(results(page.getByRole("main")).first()).toHaveAttribute(
      "href",
      "/interest-groups/cyber-security",
    );
    expect(await violationsOf(page)).toEqual([]);
  });
});
