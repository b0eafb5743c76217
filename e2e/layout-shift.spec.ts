import { test, expect } from "./fixtures";
import { staticRoutes } from "../data/routes";

/** A phone and a laptop: the widths the site is checked at. */
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

declare global {
  interface Window {
    /** The layout shifts the page reported, gathered from its start (see the init script). */
    __layoutShifts?: { value: number; at: number; moved: string[] }[];
  }
}

for (const viewport of viewports) {
  test.describe(`nothing moves while a page loads and hydrates, at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const route of staticRoutes) {
      test(route.path, async ({ page }) => {
        await page.addInitScript(() => {
          if (window !== window.top) return;
          const shifts: NonNullable<Window["__layoutShifts"]> = [];
          window.__layoutShifts = shifts;
          // The shape of a layout-shift entry (not in TypeScript's DOM types).
          type Shift = PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources: { node?: Node | null }[];
          };
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[]) {
              if (entry.hadRecentInput) continue;
              shifts.push({
                value: entry.value,
                at: Math.round(entry.startTime),
                moved: entry.sources.map(({ node }) =>
                  node instanceof Element
                    ? `${node.localName}${node.id ? `#${node.id}` : ""} "${(node.textContent ?? "").trim().slice(0, 40)}"`
                    : String(node?.nodeName),
                ),
              });
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(route.path); // waits until React has hydrated the page (e2e/fixtures.ts)
        // A moment for what hydration starts (a form, a year, a deferred frame) to draw.
        await page.waitForTimeout(750);
        const shifts = await page.evaluate(() => window.__layoutShifts ?? []);
        expect(shifts).toEqual([]);
      });
    }
  });
}
