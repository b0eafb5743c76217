import { readFileSync } from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import type { Page } from "@playwright/test";

/** The foundation's CDN, the build's default photo host; its answers here are local pictures. */
const cdn = "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/";
const picture = readFileSync(path.join(__dirname, "assets/photo.png"));

const card = (page: Page, name: string, group?: string) =>
  (group ? page.getByRole("region", { name: group, exact: true }) : page)
    .locator("[data-member]")
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

/** The photo's address and its size, once it has drawn (its own picture or the default). */
async function photoOf(page: Page, name: string, group?: string) {
  const img = card(page, name, group).locator("img");
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({
    src: el.currentSrc,
    width: el.naturalWidth,
    shown: `${el.getAttribute("loading")} ${el.width}x${el.height}`,
  }));
}

test.describe("team photos come from the foundation's CDN", () => {
  test.use({ expectedErrors: [/status of 404/] });

  test("photos load from the CDN; a missing one falls back to the default picture", async ({
    page,
  }) => {
    const asked: string[] = [];
    await page.route(`${cdn}**`, (route) => {
      const url = route.request().url();
      asked.push(url);
      return url.endsWith("/Sadiya%20Suneer.jpg")
        ? route.fulfill({ status: 404, contentType: "text/plain", body: "Not found" })
        : route.fulfill({ contentType: "image/png", body: picture });
    });
    await page.goto("/team");

    expect(await photoOf(page, "Nandana Vipin")).toEqual({
      src: `${cdn}public/assets/team/Nandana%20Vipin.jpg`,
      width: 192,
      shown: "lazy 96x96",
    });
    expect(await photoOf(page, "Sadiya Suneer")).toEqual({
      src: "http://localhost:" + new URL(page.url()).port + "/images/team/default-member.svg",
      width: expect.any(Number),
      shown: "lazy 96x96",
    });
    expect(asked).toContain(`${cdn}public/assets/team/Sadiya%20Suneer.jpg`);
  });

  test("a year's view asks the CDN with the path's case and spaces as the file has them", async ({
    page,
  }) => {
    const asked: string[] = [];
    await page.route(`${cdn}**`, (route) => {
      asked.push(route.request().url());
      return route.fulfill({ contentType: "image/png", body: picture });
    });
    await page.goto("/team/2024");
    expect((await photoOf(page, "ANGANA S", "Pillars Q1 2024")).src).toBe(
      `${cdn}public/assets/team/ANGANA%20S.JPG`,
    );
    expect(
      (await photoOf(page, "Chris Thomas Abraham", "Pillars Q1 2024")).src,
      "his own photo, not Maryam Mohamed Yahya's",
    ).toBe(
      `${cdn}public/assets/team/2024/Interns/Graphic%20Designer/Chris%20Thomas%20Abraham.jpeg`,
    );
  });
});
