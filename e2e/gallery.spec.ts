import type { Page } from "@playwright/test";
import { test, expect, chooseColourMode } from "./fixtures";
import { expectNoAxeViolations } from "./axe";

const cdnGallery = "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/";
// A 1×1 PNG stands in for every photo: the browser goes by the bytes, not the .webp name.
const pixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/** Answers the CDN's gallery photos from this machine; `missing` ones answer 404. */
async function serveCdnPhotos(page: Page, missing: string[] = []) {
  const asked: string[] = [];
  await page.route(`${cdnGallery}**`, (route) => {
    const path = route.request().url().slice(cdnGallery.length);
    asked.push(path);
    return missing.includes(path)
      ? route.fulfill({ status: 404, body: "" })
      : route.fulfill({ contentType: "image/png", body: pixel });
  });
  return asked;
}

test("/gallery lists the 13 events newest first, each with its dates, place and photo count", async ({
  page,
}) => {
  await serveCdnPhotos(page);
  await page.goto("/gallery");
  const events = page.getByRole("list", { name: "Events" }).getByRole("listitem");
  await expect(events.getByRole("heading", { level: 2 })).toHaveText([
    "Quantum Tech Matrix",
    "Mutate 2026",
    "OLYMPUS: The HR Icon",
    "Permute 2025",
    "Global Game Jam 2025",
    "Mucomics",
    "Launchpad Kerala 2024",
    "µplay",
    "In50HRS",
    "The Dawn of DPI",
    "Huddle Global Summit",
    "The Grand Tech Adventure: SandShore",
    "Grand Tech Adventure: CodeStorm",
  ]);
  await expect(events.nth(3)).toContainText("29 March 2025");
  await expect(events.nth(3)).toContainText("Tagore Theatre, Vazhuthacaud, Thiruvananthapuram");
  await expect(events.nth(3)).toContainText("22 photos");
  await expect(events.nth(10)).toContainText("16–18 November 2023");
  await events.getByRole("link", { name: "The Dawn of DPI" }).click();
  await expect(page).toHaveURL(/\/gallery\/dod$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Dawn of DPI");
});

test.describe("a photo the CDN lacks", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test("an event's page: when, where, its photos from the CDN, and a missing one in its place", async ({
    page,
  }) => {
    const asked = await serveCdnPhotos(page, ["dod/3.webp"]);
    await page.goto("/gallery/dod");
    const header = page.getByRole("main").locator("dl");
    await expect(header).toContainText("When14 March 2024");
    await expect(header).toContainText(
      "WhereConcert Hall, Kerala Arts and Crafts Village, Trivandrum",
    );
    await expect(header).toContainText("Photos5 photos");
    const photos = page.getByRole("list", { name: "Photos from The Dawn of DPI" }).getByRole("img");
    await expect(photos).toHaveCount(5);
    await expect(photos.nth(2)).toHaveAttribute("src", "/images/gallery/missing.svg");
    await expect(photos.nth(0)).toHaveAttribute(
      "src",
      "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/dod/1.webp",
    );
    const box = await photos.nth(2).boundingBox();
    const other = await photos.nth(1).boundingBox();
    expect(box?.height).toBe(other?.height);
    expect([...new Set(asked)].sort()).toEqual([
      "dod/1.webp",
      "dod/2.webp",
      "dod/3.webp",
      "dod/4.webp",
      "dod/5.webp",
    ]);
  });
});

test("the viewer by keyboard: Enter opens, arrows move and wrap, Escape returns to the thumbnail", async ({
  page,
}) => {
  await serveCdnPhotos(page);
  await page.goto("/gallery/dod");
  const grid = page.getByRole("list", { name: "Photos from The Dawn of DPI" });
  await grid.getByRole("link", { name: "The Dawn of DPI, photo 1 of 5" }).focus();
  await page.keyboard.press("Enter");
  const viewer = page.getByRole("dialog", { name: "The Dawn of DPI, photo 1 of 5" });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole("img")).toHaveAttribute(
    "src",
    "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/dod/1.webp",
  );
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("dialog")).toHaveAccessibleName("The Dawn of DPI, photo 2 of 5");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("dialog")).toHaveAccessibleName("The Dawn of DPI, photo 5 of 5");
  await expect(page.getByRole("dialog").getByText("5 of 5", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(grid.getByRole("link", { name: "The Dawn of DPI, photo 5 of 5" })).toBeFocused();
});

test("the viewer's buttons: Next, Previous and Close", async ({ page }) => {
  await serveCdnPhotos(page);
  await page.goto("/gallery/in50hr");
  await page.getByRole("link", { name: "In50HRS, photo 9 of 9" }).click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toHaveAccessibleName("In50HRS, photo 9 of 9");
  await viewer.getByRole("button", { name: "Next photo" }).click();
  await expect(viewer).toHaveAccessibleName("In50HRS, photo 1 of 9");
  await viewer.getByRole("button", { name: "Previous photo" }).click();
  await expect(viewer).toHaveAccessibleName("In50HRS, photo 9 of 9");
  await viewer.getByRole("button", { name: "Close the viewer" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "In50HRS, photo 9 of 9" })).toBeFocused();
});

test.describe("an unknown slug", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test(
    "an unknown gallery slug is the site's not-found page",
    { tag: "@hosting" },
    async ({ page }) => {
      const response = await page.goto("/gallery/no-such-event");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Uh, oh! You've lost in space.",
      );
    },
  );
});

test(
  "only the gallery's pages let pictures come from the CDN",
  { tag: "@hosting" },
  async ({ request }) => {
    const policy = async (path: string) =>
      (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(await policy("/gallery")).toMatch(
      /img-src [^;]*https:\/\/s3\.ap-south-1\.amazonaws\.com/,
    );
    expect(await policy("/gallery/permute2025")).toMatch(
      /img-src [^;]*https:\/\/s3\.ap-south-1\.amazonaws\.com/,
    );
    expect(await policy("/about")).not.toContain("s3.ap-south-1.amazonaws.com");
  },
);

for (const theme of ["light", "dark"]) {
  test(`the open viewer has no axe violations in ${theme} mode`, async ({ page }) => {
    test.slow();
    await chooseColourMode(page, theme);
    await serveCdnPhotos(page);
    await page.goto("/gallery/muplay");
    await page.getByRole("link", { name: "µplay, photo 2 of 2" }).click();
    await expect(page.getByRole("dialog")).toHaveAccessibleName("µplay, photo 2 of 2");
    await expectNoAxeViolations(page);
  });
}
