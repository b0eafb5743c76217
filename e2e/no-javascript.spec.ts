import { test, expect } from "./fixtures";
import { footerColumns, navigation } from "../data/navigation";
import { pageRoutes } from "../data/routes";

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
    for (const path of pageRoutes.map((route) => route.path)) {
      await page.goto(path);
      const info = pageRoutes.find((route) => route.path === path)!;
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
