import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { footerColumnsFor, navigationFor } from "../data/localised-navigation";
import { pageRoutes } from "../data/routes";
import { batchTitle, inBatches } from "./visited-routes";
import { narrowProblems } from "./page-checks";

/** Every nav and footer destination, as a page in `lang` links it (Malayalam twins under /ml). */
function destinationsIn(lang: "en" | "ml") {
  const destinations = new Set<string>();
  for (const item of navigationFor(lang)) {
    if (item.kind === "link") destinations.add(item.href);
    else item.groups.forEach((group) => group.links.forEach((link) => destinations.add(link.href)));
  }
  footerColumnsFor(lang).forEach((column) =>
    column.links.forEach((link) => destinations.add(link.href)),
  );
  return destinations;
}
const destinations = { en: destinationsIn("en"), ml: destinationsIn("ml") };

/** The labels of visible links and buttons whose visible text their accessible name lacks. */
const labelMismatches = (page: Page) =>
  page.locator("a[aria-label], button[aria-label]").evaluateAll((controls) => {
    const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
    // Text a sighted visitor reads: not hidden from everyone, not clipped to 1px for screen readers.
    const seen = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
      if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true") return "";
      const box = node.getBoundingClientRect();
      if (node !== node.ownerDocument.body && box.width <= 1 && box.height <= 1) return "";
      return [...node.childNodes].map(seen).join("");
    };
    return [
      ...new Set(
        controls
          .filter((control) => control.checkVisibility())
          .map((control) => ({
            name: control.getAttribute("aria-label") ?? "",
            text: squash(seen(control)),
          }))
          .filter(({ name, text }) => text !== "" && !squash(name).includes(text))
          .map(({ name, text }) => `"${name}" lacks "${text}"`),
      ),
    ];
  });

/** The nav and footer destinations the page shows no visible plain link to. */
const missingDestinations = async (page: Page) => {
  // Only links a visitor can see count: a closed submenu's links are in the HTML too.
  const visible = new Set(
    await page
      .locator("a[href]")
      .evaluateAll((links) =>
        links
          .filter((a) => a.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          .map((a) => a.getAttribute("href")),
      ),
  );
  const { pathname } = new URL(page.url());
  const lang = pathname === "/ml" || pathname.startsWith("/ml/") ? "ml" : "en";
  return [...destinations[lang]].filter((destination) => !visible.has(destination));
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const batch of inBatches(pageRoutes, 8)) {
    test(`${batchTitle(batch.map((route) => route.path))}: heading and lead, a plain link to every nav destination at 375 and 1280 px, labels that hold their text (WCAG 2.5.3), no sideways scroll at 375, 360 and 320 px`, async ({
      page,
    }) => {
      test.setTimeout(batch.length * 10_000);
      for (const { path, heading, lead } of batch) {
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(path);
        await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
        await expect.soft(page.getByRole("main"), path).toContainText(lead);
        await expect.soft(page.getByRole("main"), path).toBeVisible();
        expect.soft(await missingDestinations(page), `${path} at 375 px`).toEqual([]);
        expect.soft(await labelMismatches(page), `${path} at 375 px`).toEqual([]);
        for (const width of [375, 360, 320]) {
          await page.setViewportSize({ width, height: 800 });
          expect.soft(await narrowProblems(page), `${path} at ${width} px`).toEqual([]);
        }
        await page.setViewportSize({ width: 1280, height: 800 });
        expect.soft(await missingDestinations(page), `${path} at 1280 px`).toEqual([]);
        expect.soft(await labelMismatches(page), `${path} at 1280 px`).toEqual([]);
      }
    });
  }

  test("/profile/_: labels hold their visible text (WCAG 2.5.3)", async ({ page }) => {
    await page.goto("/profile/_");
    expect(await labelMismatches(page)).toEqual([]);
  });
});
