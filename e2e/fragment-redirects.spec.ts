import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";

/** The address bar without the origin: path, query and fragment. */
const address = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search + url.hash;
};

test("/be-a-part/campus#logo-generator ends on /campus-logo-generator, and Back skips it", async ({
  page,
}) => {
  await page.goto("/about");
  await page.goto("/be-a-part/campus?ref=old-site#logo-generator");
  await expect.poll(() => address(page)).toBe("/campus-logo-generator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campus logo generator");
  await page.goBack();
  await expect.poll(() => address(page)).toBe("/about");
});

test("/be-a-part/campus with any other fragment stays", async ({ page }) => {
  await page.goto("/be-a-part/campus#other");
  // Hydrated (the fixture waits for it), and then a moment for an effect that should not run.
  await page.waitForTimeout(500);
  expect(address(page)).toBe("/be-a-part/campus#other");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("µLearn Campus Chapters");
});

test.describe("the old address whole", { tag: "@hosting" }, () => {
  test("/campuschapters#logo-generator: hosting's 301, then the page, end on the generator", async ({
    page,
  }) => {
    await page.goto("/campuschapters#logo-generator");
    await expect.poll(() => address(page)).toBe("/campus-logo-generator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Campus logo generator");
  });
});
