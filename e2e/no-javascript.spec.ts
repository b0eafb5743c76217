import { test, expect } from "./fixtures";
import { footerColumns, navigation } from "../data/navigation";
import { pageRoutes } from "../data/routes";

const destinations = new Set<string>();
for (const item of navigation) {
  if (item.kind === "link") destinations.add(item.href);
  else item.groups.forEach((group) => group.links.forEach((link) => destinations.add(link.href)));
}
footerColumns.forEach((column) => column.links.forEach((link) => destinations.add(link.href)));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page's heading and lead are readable", async ({ page }) => {
    test.slow();
    for (const { path, heading, lead } of pageRoutes) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
      await expect(page.getByRole("main"), path).toContainText(lead);
      await expect(page.getByRole("main"), path).toBeVisible();
    }
  });

  for (const width of [375, 1280]) {
    test(`at ${width}px every page shows a visible plain link to every nav destination`, async ({
      page,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of pageRoutes) {
        await page.goto(path);
        // Only links a visitor can see count: a closed submenu's links are in the HTML too.
        const visible = new Set(
          await page
            .locator("a[href]")
            .evaluateAll((links) =>
              links
                .filter((a) =>
                  a.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
                )
                .map((a) => a.getAttribute("href")),
            ),
        );
        const missing = [...destinations].filter((destination) => !visible.has(destination));
        expect(missing, `${path} at ${width}px`).toEqual([]);
      }
    });
  }
});

test.describe("a labelled link or button", () => {
  test.use({ javaScriptEnabled: false });

  test("has a name that contains its visible text, on every page (WCAG 2.5.3)", async ({
    page,
  }) => {
    test.slow();
    const pages = [...pageRoutes.map((route) => route.path), "/profile/_"];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const mismatches = await page
        .locator("a[aria-label], button[aria-label]")
        .evaluateAll((controls) => {
          const squash = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();
          // Text a sighted visitor reads: not hidden from everyone, not clipped to 1px for screen readers.
          const seen = (node: Node): string => {
            if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
            if (!(node instanceof Element) || node.getAttribute("aria-hidden") === "true")
              return "";
            const box = node.getBoundingClientRect();
            if (node !== node.ownerDocument.body && box.width <= 1 && box.height <= 1) return "";
            return [...node.childNodes].map(seen).join("");
          };
          return controls
            .filter((control) => control.checkVisibility())
            .map((control) => ({
              name: control.getAttribute("aria-label") ?? "",
              text: squash(seen(control)),
            }))
            .filter(({ name, text }) => text !== "" && !squash(name).includes(text))
            .map(({ name, text }) => `"${name}" lacks "${text}"`);
        });
      found.push(...new Set(mismatches.map((mismatch) => `${path}: ${mismatch}`)));
    }
    expect(found).toEqual([]);
  });
});
