import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { test, expect, chooseColourMode } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { afterFirstAfterLead, holdPage, type HeldPage } from "./held-page";
import { shiftsOf, twoFrames, watchPage } from "./page-checks";

const cdnGallery = "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/";
// A local PNG stands in for every photo (the CDN is out of reach here): the browser goes by the
// bytes, not the .webp name.
const photo = readFileSync(path.join(__dirname, "assets/photo.png"));

/** Answers the CDN's gallery photos from this machine; `missing` ones answer 404. */
async function serveCdnPhotos(page: Page, missing: string[] = []) {
  const asked: string[] = [];
  await page.route(`${cdnGallery}**`, (route) => {
    const path = route.request().url().slice(cdnGallery.length);
    asked.push(path);
    return missing.includes(path)
      ? route.fulfill({ status: 404, body: "" })
      : route.fulfill({ contentType: "image/png", body: photo });
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

/** When each CDN photo was asked for, and when the page's first frame was shown (ms). */
const photoStarts = (page: Page) =>
  page.evaluate((cdn) => {
    const firstPaint = performance.getEntriesByName("first-paint")[0]?.startTime ?? NaN;
    const photos = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.startsWith(cdn))
      .map((entry) => [entry.name.slice(cdn.length), entry.startTime] as const);
    return { firstPaint, photos };
  }, cdnGallery);

for (const [path, waiting] of [
  ["/gallery/dod", ["dod/1.webp", "dod/2.webp", "dod/3.webp", "dod/4.webp", "dod/5.webp"]],
  [
    "/gallery",
    ["quantum-tech-matrix/3.webp", "mutate2026/1.webp", "hrolympus/2.webp", "permute2025/1.webp"],
  ],
] as const) {
  test(`${path}: photos in the first screen are asked for once the first frame is shown`, async ({
    page,
    request,
  }) => {
    // The HTML preloads no photo: none is the page's largest paint on a phone.
    const html = await (await request.get(path)).text();
    expect(html).not.toMatch(/<link rel="preload"[^>]*as="image"/);
    await serveCdnPhotos(page);
    await page.goto(path);
    const grid = page.getByRole("main").getByRole("list").first();
    await expect
      .poll(async () => (await photoStarts(page)).photos.map(([name]) => name).sort())
      .toEqual(expect.arrayContaining([...waiting]));
    const { firstPaint, photos } = await photoStarts(page);
    expect(firstPaint).toBeGreaterThan(0);
    for (const name of waiting) {
      const [, start] = photos.find(([photo]) => photo === name)!;
      expect(start, name).toBeGreaterThanOrEqual(firstPaint);
    }
    // Each of them shows its photo.
    for (const name of waiting) {
      await expect(grid.locator(`img[src="${cdnGallery}${name}"]`)).toHaveJSProperty(
        "naturalWidth",
        192,
      );
    }
  });
}

test("/gallery on a phone: each cover a thumbnail beside its card's words, the lead the largest paint", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await serveCdnPhotos(page);
  await page.goto("/gallery");
  const card = page.getByRole("list", { name: "Events" }).getByRole("listitem").first();
  const cover = card.locator("img");
  await expect(cover).toHaveJSProperty("naturalWidth", 192);
  const coverBox = (await cover.boundingBox())!;
  const headingBox = (await card.getByRole("heading", { level: 2 }).boundingBox())!;
  expect(coverBox.width).toBe(96);
  expect(coverBox.x + coverBox.width).toBeLessThanOrEqual(headingBox.x);
  expect(headingBox.y).toBeLessThan(coverBox.y + coverBox.height);
  // What Chromium reports as the page's largest paint, the photos shown.
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as LargestContentfulPaint | undefined;
          const element = entry?.element;
          resolve(`${element?.localName}: ${element?.textContent?.slice(0, 30)}`);
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  );
  expect(largest).toBe("p: Hackathons, summits, festivals");
});

/**
 * Opens a page held back by `site` (a slow connection) in a window of `size`, its photos from this
 * machine, counting layout shifts from the first frame drawn from the part that has arrived.
 */
async function openHeld(page: Page, site: HeldPage, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await serveCdnPhotos(page);
  await watchPage(page, { partlyReceived: true });
  await page.goto(site.url, { waitUntil: "commit" });
}

test("/gallery on a phone: a card drawn before its dates arrive grows without moving its words", async ({
  page,
  baseURL,
}) => {
  // A slow connection: the HTML stops after the first card's heading, and the browser draws that.
  const site = await holdPage(baseURL!, "/gallery", afterFirstAfterLead("</h2>"));
  try {
    await openHeld(page, site, { width: 412, height: 823 });
    const card = page.getByRole("list", { name: "Events" }).getByRole("listitem").first();
    await expect(
      card.getByRole("heading", { level: 2, name: "Quantum Tech Matrix" }),
    ).toBeVisible();
    await expect(card.locator("time")).toHaveCount(0);
    await twoFrames(page);
    const frame = card.locator("span").first();
    const before = (await frame.boundingBox())!;

    site.release();
    await expect(card.locator("time")).toHaveText("12 July 2026");
    await page.waitForLoadState("load");
    // The card and its thumbnail grew with the lines that arrived: the case being checked.
    expect((await frame.boundingBox())!.height).toBeGreaterThan(before.height + 40);
    expect(await shiftsOf(page)).toEqual([]);
  } finally {
    await site.close();
  }
});

test("an event's page on a desktop: its date stays put when the lines below it arrive", async ({
  page,
  baseURL,
}) => {
  // A slow connection: the HTML stops after the date, and the browser draws that line.
  const site = await holdPage(baseURL!, "/gallery/dod", afterFirstAfterLead("</dd>"));
  try {
    await openHeld(page, site, { width: 1280, height: 800 });
    const date = page.locator("dd time");
    await expect(date).toHaveText("14 March 2024");
    await expect(page.getByText("Where", { exact: true })).toHaveCount(0);
    await twoFrames(page);

    site.release();
    await expect(page.getByText("Where", { exact: true })).toBeVisible();
    await page.waitForLoadState("load");
    expect(await shiftsOf(page)).toEqual([]);
  } finally {
    await site.close();
  }
});

/** What a visitor sees at the middle of a card's picture frame: the photo, or the words. */
const seenAtMiddle = (frame: Locator) =>
  frame.evaluate((element) => {
    element.scrollIntoView({ block: "center", behavior: "instant" });
    const box = element.getBoundingClientRect();
    // The topmost picture or words there (a card's link may stretch over the whole card).
    const seen = document
      .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
      .find((found) => found.localName === "img" || found.localName === "span");
    return seen instanceof HTMLImageElement ? "the photo" : (seen?.textContent ?? "");
  });

/** The share of pixels that differ clearly between two screenshots of the same size. */
const differentPixels = (page: Page, a: Buffer, b: Buffer) =>
  page.evaluate(
    async ({ first, second }) => {
      const pixels = async (png: string) => {
        const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
        const image = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = await Promise.all([pixels(first), pixels(second)]);
      let differing = 0;
      for (let i = 0; i < x.length; i += 4) {
        const channel = Math.max(...[0, 1, 2].map((c) => Math.abs(x[i + c]! - y[i + c]!)));
        if (channel > 48) differing += 1;
      }
      return differing / (x.length / 4);
    },
    { first: a.toString("base64"), second: b.toString("base64") },
  );

test.describe("a photo the CDN lacks", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test("an event's page: a failing photo leaves its words in the same frame, nothing shifts", async ({
    page,
  }) => {
    await watchPage(page);
    const asked = await serveCdnPhotos(page, ["dod/3.webp"]);
    await page.goto("/gallery/dod");
    const header = page.getByRole("main").locator("dl");
    await expect(header).toContainText("When14 March 2024");
    await expect(header).toContainText(
      "WhereConcert Hall, Kerala Arts and Crafts Village, Trivandrum",
    );
    await expect(header).toContainText("Photos5 photos");
    const grid = page.getByRole("list", { name: "Photos from The Dawn of DPI" });
    const missing = grid.getByRole("link", { name: "The Dawn of DPI, photo 3 of 5" });
    const loaded = grid.getByRole("link", { name: "The Dawn of DPI, photo 2 of 5" });
    await expect(missing.locator("img")).toBeHidden();
    await expect(missing).toHaveText("The Dawn of DPI, photo 3 of 5");
    expect(await seenAtMiddle(missing)).toBe("The Dawn of DPI, photo 3 of 5");
    await expect(loaded.locator("img")).toHaveJSProperty("naturalWidth", 192);
    await expect(loaded.locator("img")).toHaveAttribute(
      "src",
      "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/assets/gallery/dod/2.webp",
    );
    expect(await seenAtMiddle(loaded)).toBe("the photo");
    expect((await missing.boundingBox())?.height).toBe((await loaded.boundingBox())?.height);
    expect(await shiftsOf(page)).toEqual([]);
    expect([...new Set(asked)].sort()).toEqual([
      "dod/1.webp",
      "dod/2.webp",
      "dod/3.webp",
      "dod/4.webp",
      "dod/5.webp",
    ]);
  });

  test("/gallery: an event whose cover fails shows its name in the frame, at the same size", async ({
    page,
  }) => {
    await watchPage(page);
    await serveCdnPhotos(page, ["permute2025/1.webp"]);
    await page.goto("/gallery");
    const events = page.getByRole("list", { name: "Events" }).getByRole("listitem");
    const permute = events.filter({ hasText: "Permute 2025" });
    const gameJam = events.filter({ hasText: "Global Game Jam 2025" });
    await expect(permute.locator("img")).toBeHidden();
    expect(await seenAtMiddle(permute.locator("img").locator(".."))).toBe("Permute 2025");
    await expect(gameJam.locator("img")).toHaveJSProperty("naturalWidth", 192);
    expect(await seenAtMiddle(gameJam.locator("img").locator(".."))).toBe("the photo");
    expect((await permute.boundingBox())?.height).toBe((await gameJam.boundingBox())?.height);
    expect(await shiftsOf(page)).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedErrors: [/status of 404/] });

  test("a failing photo shows its words alone, with no picture frame; the others show their photos", async ({
    page,
  }) => {
    await serveCdnPhotos(page, ["dod/3.webp"]);
    await page.goto("/gallery/dod");
    const grid = page.getByRole("list", { name: "Photos from The Dawn of DPI" });
    const missing = grid.getByRole("link", { name: "The Dawn of DPI, photo 3 of 5" });
    const shown = grid.getByRole("link", { name: "The Dawn of DPI, photo 2 of 5" });
    // No <img> is drawn: Safari draws a failed one as a broken-picture frame over the words,
    // whatever its styles say. The photos are the frames' backgrounds instead.
    expect(
      await grid
        .locator("img")
        .evaluateAll((pictures) => pictures.filter((img) => img.checkVisibility()).length),
    ).toBe(0);
    await page.evaluate(() => document.fonts.ready);
    /** The card as it looks with its words alone in its frame. */
    const wordsAlone = async (card: Locator) => {
      await card.evaluate((link) =>
        link
          .querySelectorAll(":scope > span > :not(:first-child)")
          .forEach((layer) => layer.remove()),
      );
      return card.screenshot();
    };
    // The failed photo leaves its words as they are, but for anti-aliasing.
    const failed = await missing.screenshot();
    await expect(missing).toContainText("The Dawn of DPI, photo 3 of 5");
    expect(await differentPixels(page, failed, await wordsAlone(missing))).toBeLessThan(0.002);
    // A photo that loads covers its words.
    const withPhoto = await shown.screenshot();
    expect(await differentPixels(page, withPhoto, await wordsAlone(shown))).toBeGreaterThan(0.5);
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
