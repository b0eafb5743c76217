import { test, expect } from "./fixtures";
import { shiftsOf, watchPage } from "./page-checks";
import { batchTitle, inBatches, visitedStaticRoutes } from "./visited-routes";

// At a phone's width every page is checked where routes.spec.ts visits it.
test.describe("nothing moves while a page loads and hydrates, at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const paths = visitedStaticRoutes.map((route) => route.path);
  for (const batch of inBatches(paths, 6)) {
    test(batchTitle(batch), async ({ page }) => {
      test.setTimeout(batch.length * 15_000);
      await watchPage(page);
      for (const path of batch) {
        await page.goto(path); // waits until React has hydrated the page (e2e/fixtures.ts)
        expect.soft(await shiftsOf(page), path).toEqual([]);
      }
    });
  }
});
