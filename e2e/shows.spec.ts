import type { Page } from "@playwright/test";
import { shows } from "../data/shows";
import { test, expect, chooseColourMode, layoutShift, watchLayoutShifts } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { failBackend, fakeBackend, pagination, liveSays } from "./backend";

/**
 * The four show pages against a fake of the session archives: `{data,
 * pagination}` in the envelope, `title` for Office Hour and Grab Your Superpowers, `topic` and an
 * uppercase or lowercase `zone` for the other two, the server's status from its UTC day, and its
 * default order furthest first unless `sortBy=date`. The page's clock is fixed at 19:15 on
 * 10 January 2099 in India (13:45 UTC).
 */

const now = new Date("2099-01-10T13:45:00Z");
/** The shows' archive addresses. */
const archiveApi = /^https:\/\/mulearn\.org\/api\/v1\/dashboard\/media-content\//;

/** Five sessions: one ended this morning, one on now, two to come, one last week. */
function sessions(show: string) {
  const named = (title: string) =>
    show === "salt-mango-tree" || show === "inspiration-station"
      ? { topic: title, campus: "College of Engineering Trivandrum", zone: "SOUTH" }
      : {
          title,
          performer: "A. Speaker",
          designation: "Engineer",
          campus: "Model Engineering College",
          interest_groups: ["Web Development"],
          poster_thumbnail: "http://insecure.example/poster.png",
        };
  const base = {
    description: null,
    created_at: "2098-12-01T06:30:00Z",
    updated_at: "2098-12-01T06:30:00Z",
  };
  return [
    {
      id: `${show}-far`,
      ...named("Far Session"),
      date: "2099-02-20",
      time: "19:00:00",
      link: "https://meet.google.com/far",
      status: "upcoming",
      ...base,
    },
    {
      id: `${show}-near`,
      ...named("Near Session"),
      date: "2099-01-17",
      time: "19:00:00",
      link: "javascript:alert(1)",
      status: "upcoming",
      ...base,
    },
    {
      id: `${show}-now`,
      ...named("Tonight Session"),
      date: "2099-01-10",
      time: "19:00:00",
      link: "https://meet.google.com/now",
      status: "ongoing",
      ...base,
    },
    {
      id: `${show}-morning`,
      ...named("Morning Session"),
      date: "2099-01-10",
      time: "10:00:00",
      link: "https://meet.google.com/morning",
      status: "ongoing",
      ...base,
    },
    {
      id: `${show}-past`,
      ...named("Last Week Session"),
      date: "2099-01-03",
      time: null,
      link: "http://insecure.example/past",
      status: "completed",
      ...base,
    },
  ];
}

async function fakeArchive(page: Page, delayMs = 0) {
  await page.clock.setFixedTime(now);
  return fakeBackend(
    page,
    archiveApi,
    (url) => {
      const show = url.pathname.split("/")[5]!;
      const wanted = (url.searchParams.get("status") ?? "").split(",");
      const items = sessions(show)
        .filter((item) => wanted.includes(item.status))
        .sort(
          (a, b) =>
            (url.searchParams.get("sortBy") === "date" ? 1 : -1) * a.date.localeCompare(b.date),
        );
      return { data: items, pagination: pagination(1, 1, items.length) };
    },
    { delayMs },
  );
}

const sessionsRegion = (page: Page) => page.getByRole("region", { name: "Sessions", exact: true });
const comingUp = (page: Page) => sessionsRegion(page).getByRole("region", { name: "Coming up" });
const previous = (page: Page) =>
  sessionsRegion(page).getByRole("region", { name: "Previous sessions" });

for (const show of Object.values(shows)) {
  test(`${show.path}: live sessions replace the snapshot, nearest first, on India's clock`, async ({
    page,
  }) => {
    const asked = await fakeArchive(page);
    await page.goto(show.path);
    await expect(sessionsRegion(page).getByRole("status")).toHaveText(liveSays.live, {
      useInnerText: true,
    });
    expect(asked).toContain(
      `https://mulearn.org/api/v1/dashboard/media-content/${show.id}/?status=upcoming%2Congoing&sortBy=date&perPage=6`,
    );
    await expect(comingUp(page).getByRole("heading", { level: 4 })).toHaveText([
      "Tonight Session",
      "Near Session",
      "Far Session",
    ]);
    // The server still calls this morning's session "ongoing" (its UTC day): it is over in India.
    await expect(previous(page).getByRole("heading", { level: 4 })).toHaveText([
      "Morning Session",
      "Last Week Session",
    ]);
    const tonight = comingUp(page).getByRole("listitem").first();
    await expect(tonight).toContainText("On now");
    await expect(tonight).toContainText("WhenSat, 10 Jan, 2099, 7:00 pm IST");
    await expect(tonight.getByRole("link", { name: "Join Tonight Session" })).toHaveAttribute(
      "href",
      "https://meet.google.com/now",
    );
    await expect(tonight.getByRole("link", { name: "Join Tonight Session" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(comingUp(page).getByRole("listitem").nth(1)).toContainText("Next session");
    // javascript: and http: links, and http: posters, never render; past sessions have no Join.
    await expect(page.locator('a[href^="javascript:"], a[href^="http:"]')).toHaveCount(0);
    await expect(page.locator('img[src^="http:"]')).toHaveCount(0);
    await expect(previous(page).getByRole("link")).toHaveCount(0);
    if (show.fields.zone) await expect(tonight).toContainText("ZoneSouth");
    if (show.fields.speaker) await expect(tonight).toContainText("SpeakerA. Speaker, Engineer");
  });
}

test.describe("when the archive fails", () => {
  test.use({ expectedErrors: [/Failed to load resource/] });

  test("an HTML 500 page keeps the snapshot and says so", async ({ page }) => {
    await failBackend(page, archiveApi, "an HTML 500 page");
    await page.goto("/events/office-hour");
    await expect(sessionsRegion(page).getByRole("status")).toHaveText(liveSays.failedEmpty, {
      useInnerText: true,
    });
    await expect(comingUp(page)).toContainText("No sessions in this copy of the page.");
  });
});

test("the Join link is reached by keyboard", async ({ page }) => {
  await fakeArchive(page);
  await page.goto("/events/grab-your-superpowers");
  const join = comingUp(page).getByRole("link", { name: "Join Tonight Session" });
  await expect(join).toBeVisible();
  await comingUp(page).getByRole("heading", { name: "Coming up" }).click();
  await page.keyboard.press("Tab");
  await expect(join).toBeFocused();
});

for (const width of [375, 1280]) {
  test(`at ${width}px live sessions arrive without moving anything on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShifts(page);
    await fakeArchive(page, 400);
    await page.goto("/events/office-hour");
    await expect(comingUp(page).getByRole("listitem")).toHaveCount(3);
    expect(await layoutShift(page)).toBe(0);
  });
}

test.describe("axe finds no violations on a live show page", () => {
  test.use({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"]) {
    test(`in ${theme} mode`, async ({ page }) => {
      await chooseColourMode(page, theme);
      await fakeArchive(page);
      await page.goto("/events/office-hour");
      await expect(comingUp(page).getByRole("listitem")).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the committed snapshot shows, saying where the sessions come from", async ({ page }) => {
    await page.goto("/isr");
    await expect(sessionsRegion(page)).toContainText(
      "Sessions of Inspiration Station Radio come from the show's archive on µLearn's server (mulearn.org).",
    );
    await expect(sessionsRegion(page).getByRole("status")).toHaveText(liveSays.emptySnapshot, {
      useInnerText: true,
    });
    await expect(comingUp(page)).toContainText("No sessions in this copy of the page.");
  });
});
