import type { Page } from "@playwright/test";
import { test, expect, holdScripts } from "./fixtures";

const anoopVideo = "https://www.youtube-nocookie.com/embed/UcAM0_Kgbn0?autoplay=1";

/** The page's one player frame, checked to be the video `title` from `src`. */
async function onePlayerOf(page: Page, title: string, src: string) {
  const frame = page.locator("iframe");
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute("title", title);
  await expect(frame).toHaveAttribute("src", src);
  return frame;
}

test("/testimonials: the ten speakers by name and role", async ({ page }) => {
  await page.goto("/testimonials");
  const videos = page.getByRole("region", { name: "Video testimonials" });
  await expect(videos.getByRole("heading", { level: 3 })).toHaveText([
    "Dr Saji Gopinath",
    "Dr P V Unnikrishnan",
    "K. N. Balagopal",
    "Anoop P Ambika",
    "Dr P. K. Biju",
    "Dr Rajasree M S",
    "Program Manager, Google",
    "Rajeev",
    "Sangeetha",
    "Joy Sebastian",
  ]);
  await expect(videos).toContainText("Vice Chancellor, Digital University of Kerala");
  await expect(videos).toContainText("Member Secretary, KDISC");
  await expect(videos).toContainText("CEO, Kerala Startup Mission");
  await expect(videos).toContainText("CEO, Techgentisia");
});

test("no request goes to YouTube until a visitor presses play; then one privacy-enhanced, sandboxed frame", async ({
  page,
}) => {
  const youtube: string[] = [];
  page.on("request", (request) => {
    if (/youtube|ytimg|googlevideo/.test(new URL(request.url()).host)) youtube.push(request.url());
  });
  await page.goto("/testimonials");
  await page.waitForLoadState("networkidle");
  expect(youtube).toEqual([]);
  await expect(page.locator("iframe")).toHaveCount(0);

  await page.getByRole("button", { name: "Play: Anoop P Ambika" }).click();
  const frame = await onePlayerOf(page, "Anoop P Ambika", anoopVideo);
  await expect(frame).toHaveAttribute("sandbox", /allow-scripts/);
  await expect.poll(() => youtube).toEqual([anoopVideo]);
});

test("a press on play before the scripts arrive shows it was taken, and plays that video once they do", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/testimonials", { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Play: Dr Saji Gopinath" }).click();
  const chosen = page.getByRole("button", { name: "Play: Anoop P Ambika" });
  await chosen.click();
  // The last press counts; the button looks at work until the player takes its place.
  await expect(chosen).toHaveAttribute("aria-busy", "true");
  await expect(chosen).toHaveCSS("cursor", "progress");
  await expect(page.getByRole("button", { name: "Play: Dr Saji Gopinath" })).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
  await expect(page.locator("iframe")).toHaveCount(0);
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  const frame = await onePlayerOf(page, "Anoop P Ambika", anoopVideo);
  await expect(frame).toBeFocused();
  await expect(page.getByRole("button", { name: "Play: Dr Saji Gopinath" })).toBeVisible();
});

test(
  "/testimonials may frame YouTube's privacy-enhanced player",
  { tag: "@hosting" },
  async ({ request }) => {
    const policy = (await request.get("/testimonials")).headers()["content-security-policy"];
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.youtube-nocookie\.com/);
  },
);
