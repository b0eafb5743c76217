import { test, expect, holdScripts } from "./fixtures";
import type { Page } from "@playwright/test";
import { teamYear } from "../data/team";
import { TEAM_YEARS } from "../data/schema";
import { groupMemberCount, groupSections } from "../lib/team";

const yearButton = (page: Page) => page.getByRole("button", { name: /Team of the year/ });
const group = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });
const yearList = (page: Page) => page.getByRole("listbox", { name: "Team of the year" });

test.describe("team page", () => {
  test("opens on 2025 with the hero and every 2025 group", async ({ page }) => {
    await page.goto("/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Gears Behind The Machine.",
    );
    await expect(yearButton(page)).toContainText("2025");
    const box = await yearButton(page).boundingBox();
    expect(box?.width, "the year dropdown is 200px wide").toBe(200);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      teamYear(2025).groups.map((g) => g.title),
    );
  });

  test("choosing a year with the mouse swaps the view and puts the year in the URL; Back returns", async ({
    page,
  }) => {
    await page.goto("/team");
    await yearButton(page).click();
    await expect(page.getByRole("option")).toHaveText(TEAM_YEARS.map(String));
    await page.getByRole("option", { name: "2023" }).click();
    await expect(page).toHaveURL(/\/team\/2023$/);
    await expect(yearButton(page)).toContainText("2023");
    await expect(group(page, "Pillars Q3")).toBeVisible();
    await expect(group(page, "Executive Committee")).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/team$/);
    await expect(yearButton(page)).toContainText("2025");
    await expect(group(page, "Executive Committee")).toBeVisible();
  });

  test("choosing a year keeps the visitor on the switch: same place in the window, focused", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto("/team");
    // The visitor has read the lead: the switch is near the window's top.
    await yearButton(page).evaluate((button) =>
      window.scrollBy({ top: button.getBoundingClientRect().top - 90, behavior: "instant" }),
    );
    const before = await yearButton(page).boundingBox();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    // Where the next page's first frame is scrolled to, recorded before that frame is drawn.
    await page.addInitScript(() =>
      requestAnimationFrame(() =>
        document.documentElement.setAttribute("data-first-frame-y", String(window.scrollY)),
      ),
    );
    await yearButton(page).click();
    await page.getByRole("option", { name: "2023" }).click();
    await expect(page).toHaveURL(/\/team\/2023$/);
    await expect(yearButton(page)).toContainText("2023");
    await expect(yearButton(page)).toBeFocused();
    const scrollY = await page.evaluate(() => window.scrollY);
    await expect(page.locator("html")).toHaveAttribute("data-first-frame-y", String(scrollY));
    const after = await yearButton(page).boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(
      await page.evaluate(() => document.documentElement.style.minHeight),
      "the document is no longer held tall once loaded",
    ).toBe("");
  });

  test("the year select works from the keyboard", async ({ page }) => {
    // The page has hydrated (e2e/fixtures.ts): one Space opens the list. Pressing it again while
    // a slow machine draws the list would close it, or leave the focus on the button.
    await page.goto("/team");
    await yearButton(page).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("listbox")).toBeVisible();
    await expect(page.getByRole("option", { name: "2025" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("option", { name: "2025" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    // Each year is a document of its own: its page puts the focus back once its scripts run.
    await expect(page).toHaveURL(/\/team\/2024$/, { timeout: 15_000 });
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(yearButton(page)).toBeFocused({ timeout: 15_000 });
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(
      teamYear(2024).groups.map((g) => g.title),
    );
  });

  test("a shared ?year= link opens that year; an invalid year falls back to 2025", async ({
    page,
  }) => {
    await page.goto("/team?year=2022");
    // The year's own document, loaded in place of this one.
    await expect(page).toHaveURL(/\/team\/2022$/, { timeout: 15_000 });
    await expect(group(page, "Tech Team")).toBeVisible();

    for (const bad of ["1999", "abc", "2023%3Cscript%3E"]) {
      await page.goto(`/team?year=${bad}`);
      await expect(yearButton(page)).toContainText("2025");
      await expect(page).toHaveURL(new RegExp(`/team\\?year=${bad}$`));
      await expect(group(page, "Executive Committee")).toBeVisible();
    }
  });

  for (const year of TEAM_YEARS) {
    test(`${year}: every group and sub-team shows exactly the cards in content/team/${year}`, async ({
      page,
    }) => {
      await page.goto(year === 2025 ? "/team" : `/team/${year}`);
      for (const g of teamYear(year).groups) {
        const region = group(page, g.title);
        await expect(region.locator("[data-member]")).toHaveCount(groupMemberCount(g));
        for (const { subTitle, members } of groupSections(g)) {
          const list = region.getByRole("list", {
            name: subTitle ? `${g.title}: ${subTitle}` : g.title,
            exact: true,
          });
          await expect(list.locator(":scope > li")).toHaveCount(members.length);
          await expect(list.locator(":scope > li").first()).toContainText(members[0]?.name ?? "");
        }
      }
    });
  }

  test("'+N more' expands a card's roles once, with no way to collapse", async ({ page }) => {
    await page.goto("/team");
    const roles = page.getByRole("list", { name: "Roles of ANZA S" });
    await roles.scrollIntoViewIfNeeded();
    await expect(roles.getByRole("listitem")).toHaveCount(1);
    const more = page.getByRole("button", { name: "+5 more roles of ANZA S" });
    await expect(more).toHaveText("+5 more");
    await more.click();
    await expect(roles.getByRole("listitem")).toHaveText([
      "Frontend Developer",
      "Backend Developer",
      "Content Strategist",
      "UI Designer",
      "Social Media Manager",
      "Video Editors",
      "Bot Developer",
    ]);
    await expect(more).toHaveCount(0);
    await expect(roles).toBeFocused();
  });

  test("'+N more' answers a press made before the page's scripts, and keeps it after them", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/team", { waitUntil: "domcontentloaded" });
    const roles = page.getByRole("list", { name: "Roles of ANZA S" });
    await page.getByRole("button", { name: "+5 more roles of ANZA S" }).click();
    await expect(roles.getByRole("listitem")).toHaveCount(7);
    await expect(roles).toBeFocused();
    await release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    await expect(roles.getByRole("listitem")).toHaveCount(7);
    await expect(page.getByRole("button", { name: "+5 more roles of ANZA S" })).toHaveCount(0);
  });

  test("search filters the year's people by district, counts them, and has an empty state", async ({
    page,
  }) => {
    await page.goto("/team/2022");
    const search = page.getByRole("searchbox", { name: "Search the 2022 team" });
    await search.fill("Thrissur");
    await expect(page.getByRole("status")).toHaveText("2 of 233 people match “Thrissur”.");
    const visible = page.locator("[data-member]:visible");
    await expect(visible).toHaveCount(2);
    await expect(visible.nth(0)).toContainText("Steena Xavier");
    await expect(visible.nth(1)).toContainText("Terrance Johnson");
    await expect(group(page, "Tech Team")).toBeHidden();

    await search.fill("nobody-by-this-name");
    await expect(
      page.getByText("No one in the 2022 team matches “nobody-by-this-name”."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear the search" }).click();
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("status")).toHaveText("233 people in 2022.");
    await expect(page.locator("[data-member]:visible")).toHaveCount(233);
  });

  test("a query typed before the page's scripts arrive filters the people once they do", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/team/2022", { waitUntil: "domcontentloaded" });
    const search = page.getByRole("searchbox", { name: "Search the 2022 team" });
    await search.fill("Thrissur");
    await release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    await expect(page.getByRole("status")).toHaveText("2 of 233 people match “Thrissur”.");
    await expect(page.locator("[data-member]:visible")).toHaveCount(2);
    await expect(search).toHaveValue("Thrissur");
  });

  test("groups reveal the first time they scroll into view, once", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.goto("/team/2023");
    const last = group(page, "Community Contributors");
    await expect(last).toHaveAttribute("data-reveal", "pending");
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    // A group already on screen when the page loads is never hidden (no blink, nothing to wait for).
    const [firstGroup] = teamYear(2023).groups;
    if (!firstGroup) throw new Error("data/team: 2023 has no groups");
    const first = group(page, firstGroup.title);
    expect(await first.evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(1400);
    await expect(first).not.toHaveAttribute("data-reveal", "pending");
    expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute("data-reveal", "shown");
    await expect.poll(() => last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(last).toHaveAttribute("data-reveal", "shown");
  });

  test.describe("with prefers-reduced-motion: reduce", () => {
    test.use({ reducedMotion: "reduce" });
    test("everything is visible at once, with no motion", async ({ page }) => {
      await page.goto("/team/2023");
      const cards = page.locator("[data-member]");
      const styles = await cards.evaluateAll((els) =>
        els.map((el) => {
          const own = getComputedStyle(el);
          const section = getComputedStyle(el.closest("section") as Element);
          return `${own.opacity} ${own.animationName} ${section.opacity} ${section.transform}`;
        }),
      );
      expect(new Set(styles)).toEqual(new Set(["1 none 1 none"]));
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("every card is readable and every year is a link in the year list", async ({ page }) => {
      await page.goto("/team/2023");
      const last = page.locator("[data-member]").last();
      await last.scrollIntoViewIfNeeded();
      expect(
        await last.evaluate((el) => getComputedStyle(el.closest("section") as Element).opacity),
      ).toBe("1");
      expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
      await yearButton(page).click();
      await expect(yearList(page).getByRole("option")).toHaveText(TEAM_YEARS.map(String));
      await yearList(page).getByRole("option", { name: "2022" }).click();
      await expect(page).toHaveURL(/\/team\/2022$/);
      await expect(yearButton(page)).toContainText("2022");
      await expect(group(page, "Tech Team")).toBeVisible();
    });

    test("there is no search box, as there is nothing to filter with", async ({ page }) => {
      await page.goto("/team/2022");
      await expect(group(page, "Tech Team")).toBeVisible();
      await expect(page.getByRole("searchbox", { name: "Search the 2022 team" })).toBeHidden();
      await expect(page.getByRole("search", { name: "Search the 2022 team" })).toBeHidden();
    });

    test("the year list opens, closes and follows a year from the keyboard", async ({ page }) => {
      await page.goto("/team");
      await yearButton(page).focus();
      await page.keyboard.press("Enter");
      await expect(yearList(page)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(yearList(page)).toBeHidden();
      await expect(yearButton(page)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(yearList(page)).toBeVisible();
      // The list follows its button in the tab order.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("option", { name: "2025" })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("option", { name: "2024" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/team\/2024$/);
      await expect(group(page, "Pillars Q1 2024")).toBeVisible();
    });
  });

  test("a press on the year button while the scripts take over opens the list, and they keep it open", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/team", { waitUntil: "domcontentloaded" });
    await yearButton(page).click();
    await expect(yearList(page)).toBeVisible();
    await release();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
    // The list the visitor opened is the one the scripts took over: still open, and now theirs.
    await expect(yearList(page)).toBeVisible();
    await expect(yearButton(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("option", { name: "2025" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("option", { name: "2024" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/team\/2024$/);
    await expect(yearButton(page)).toBeFocused({ timeout: 15_000 });
  });

  test("at 320 px a µ-ID too long for its card breaks before its '@' when its name fits a line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/team");
    // Each µ-ID drawn on more than one line: where its first line ends ("start|end"), and whether
    // its name alone fits a line.
    const broken = await page.locator(".member-muid").evaluateAll((lines) =>
      lines.flatMap((line) => {
        // The µ-ID's own text (after the screen reader's label), maybe in more than one node.
        const nodes = [...line.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
        const text = nodes.map((node) => node.textContent).join("");
        /** On how many rows the µ-ID's first `end` characters are drawn. */
        const rows = (end: number) => {
          const range = document.createRange();
          range.setStart(nodes[0]!, 0);
          for (const node of nodes) {
            range.setEnd(node, Math.min(end, node.textContent!.length));
            end -= node.textContent!.length;
            if (end <= 0) break;
          }
          const tops = [...range.getClientRects()].filter((rect) => rect.width > 0);
          return new Set(tops.map((rect) => Math.round(rect.top))).size;
        };
        if (rows(text.length) < 2) return [];
        let at = 1;
        while (rows(at + 1) < 2) at++;
        // A name wider than the card's line has to break inside itself.
        const nameFits = rows(text.lastIndexOf("@")) < 2;
        return [{ drawn: `${text.slice(0, at)}|${text.slice(at)}`, nameFits }];
      }),
    );
    const fitting = broken.filter((muid) => muid.nameFits).map((muid) => muid.drawn);
    expect(fitting).toContain("sachinrajm|@mulearn");
    expect(fitting.filter((muid) => !muid.includes("|@"))).toEqual([]);
  });

  test("photos are lazy and sized, so nothing shifts as they load", async ({ page }) => {
    await page.goto("/team/2023");
    const photos = await page
      .locator("[data-member] img")
      .evaluateAll((imgs) =>
        imgs.map(
          (img) =>
            `${img.getAttribute("loading")} ${img.getAttribute("width")}x${img.getAttribute("height")}`,
        ),
      );
    expect(photos.length).toBe(136);
    expect(new Set(photos)).toEqual(new Set(["lazy 96x96"]));
  });
});
