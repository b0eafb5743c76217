import type { Page, Route } from "@playwright/test";
import {
  test,
  expect,
  chooseColourMode,
  holdScripts,
  layoutShift,
  watchLayoutShifts,
} from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { cors, eachFailure, envelope, failures, type Failure, liveSays } from "./backend";

/**
 * /events against fakes of the events views: the calendar view answers
 * anyone with a bare array of rows for a window of at most 93 days; the featured view refuses a
 * visitor without a login (HTTP 403) or answers `{data, pagination}` in the backend's spelling.
 * The committed snapshot was never refreshed (its `featured` is null), so the browser must not
 * ask the featured view at all: a refused request is an error in every visitor's console.
 * The page's clock is fixed at 01:30 on 1 August 2099 in India (20:00 UTC the day before).
 */

const calendarPath = "/api/v1/dashboard/events/calendar/";
const featuredPath = "/api/v1/dashboard/events/featured/";
const now = new Date("2099-07-31T20:00:00Z");

/** The events views' addresses. */
const eventsApi = /^https:\/\/mulearn\.org\/api\/v1\/dashboard\/events\//;

/** Eleven rows: one on now, then ten to come, a day apart; the first and third are featured. */
const rows = [
  {
    id: "ev-live",
    title: "Night Hack Session",
    slug: "night-hack-session",
    status: "ONGOING",
    start: "2099-07-31T18:30:00Z",
    end: "2099-07-31T21:30:00Z",
    venue_type: "ONLINE",
    organiser_name: "Web Development",
    category_name: "Hackathon",
    is_featured: true,
  },
  ...Array.from({ length: 10 }, (_, index) => ({
    id: `ev-${index + 1}`,
    title: `Community Workshop ${index + 1}`,
    slug: `community-workshop-${index + 1}`,
    status: "PUBLISHED",
    start: `2099-08-${String(index + 2).padStart(2, "0")}T04:30:00Z`,
    end: `2099-08-${String(index + 2).padStart(2, "0")}T07:30:00Z`,
    venue_type: index % 2 === 0 ? "PHYSICAL" : "ONLINE",
    organiser_name: "Model Engineering College",
    category_name: index < 5 ? "Workshop" : "Talk",
    is_featured: index === 1,
  })),
];

const featuredItem = {
  id: "ev-2",
  title: "Community Workshop 2",
  slug: "community-workshop-2",
  cover_image: "http://insecure.example/cover.png",
  status: "PUBLISHED",
  scope: "GLOBAL",
  start_datetime: "2099-08-03T04:30:00Z",
  end_datetime: "2099-08-03T07:30:00Z",
  is_featured: true,
  is_collaboration: false,
  interest_count: 4,
  min_karma: null,
  tags: [],
  user_limit: null,
  category_id: null,
  category_name: "Talk",
  viewer_interest_status: null,
  venue: {
    type: "ONLINE",
    address: null,
    city: null,
    maps_url: null,
    online_link: "javascript:alert(1)",
    platform: "Meet",
  },
  organizer: { type: "CAMPUS", ig: null, campus: { id: "c1", title: "Model Engineering College" } },
};

const refused = failures["a 403 refusal"];

/** Answers the calendar with `rows`, the featured view with `featured` (403 by default). */
async function fakeEvents(
  page: Page,
  {
    featured = refused,
    delayMs = 0,
  }: { featured?: (route: Route) => Promise<void>; delayMs?: number } = {},
) {
  const asked: string[] = [];
  await page.clock.setFixedTime(now);
  await page.route(eventsApi, async (route) => {
    const url = new URL(route.request().url());
    asked.push(url.href);
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (url.pathname === featuredPath) return featured(route);
    await route.fulfill({
      status: 200,
      headers: cors,
      contentType: "application/json",
      body: envelope(rows),
    });
  });
  return asked;
}

const hub = (page: Page) => page.getByRole("region", { name: "Upcoming and ongoing events" });
const list = (page: Page) => hub(page).getByRole("list", { name: "Upcoming and ongoing events" });
const titles = (page: Page) => list(page).getByRole("heading", { level: 3 });
/** The fake calendar's events one can take part in online (hybrid ones count), in order. */
const onlineTitles = [
  "Night Hack Session",
  "Community Workshop 2",
  "Community Workshop 4",
  "Community Workshop 6",
  "Community Workshop 8",
  "Community Workshop 10",
];

async function expectHubSays(page: Page, message: string, timeout?: number) {
  await expect(hub(page)).toContainText(
    "Events come from the events calendar on µLearn's server (mulearn.org).",
  );
  await expect(hub(page).getByRole("status")).toHaveText(message, { useInnerText: true, timeout });
}

test("the live calendar replaces the empty snapshot; the featured view is not asked", async ({
  page,
}) => {
  const asked = await fakeEvents(page);
  await page.goto("/events");
  await expectHubSays(page, liveSays.live);
  expect(asked).toEqual([
    `https://mulearn.org${calendarPath}?start_date=2099-08-01&end_date=2099-11-01`,
  ]);
  await expect(titles(page)).toHaveText([
    "Night Hack Session",
    ...Array.from({ length: 8 }, (_, index) => `Community Workshop ${index + 1}`),
  ]);
  const first = list(page).getByRole("listitem").first();
  await expect(first).toContainText("On now");
  await expect(first).toContainText("Featured");
  await expect(first).toContainText("WhenSat, 1 Aug, 2099, 12:00 – 3:00 am IST");
  await expect(first).toContainText("TypeHackathon");
  await expect(first).toContainText("OrganiserWeb Development");
  await expect(first).toContainText("WhereOnline");
  await expect(
    first.getByRole("link", { name: "Open on the app for Night Hack Session" }),
  ).toHaveAttribute("href", "https://app.mulearn.org/dashboard/events/ev-live");
  const second = list(page).getByRole("listitem").nth(1);
  await expect(second).toContainText("Upcoming");
  await expect(second).toContainText("WhereIn person");
  await expect(hub(page)).toContainText(
    "Each event's own page is on the µLearn app (app.mulearn.org), which asks you to log in.",
  );
  // Structured data is drawn at build time only: the live list adds none.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test("'Featured events' shows the calendar's featured rows, with no unsafe link", async ({
  page,
}) => {
  // Were the featured view asked, its item (an unsafe cover and link) would join the list.
  await fakeEvents(page, {
    featured: (route) =>
      route.fulfill({
        status: 200,
        headers: cors,
        contentType: "application/json",
        body: envelope({
          data: [featuredItem],
          pagination: { count: 1, totalPages: 1, isNext: false, isPrev: false, nextPage: null },
        }),
      }),
  });
  await page.goto("/events?show=featured");
  await expectHubSays(page, liveSays.live);
  await expect(titles(page)).toHaveText(["Night Hack Session", "Community Workshop 2"]);
  await expect(page.locator('a[href^="javascript:"], a[href^="http:"]')).toHaveCount(0);
  await expect(page.locator('img[src^="http:"]')).toHaveCount(0);
});

test("filters and the page live in the address, by keyboard, and Back restores them", async ({
  page,
}) => {
  await fakeEvents(page);
  await page.goto("/events");
  await expect(titles(page)).toHaveCount(9);

  const next = hub(page).getByRole("navigation", { name: "Pages of events" }).getByRole("link", {
    name: "Next page",
  });
  await expect(next).toHaveAttribute("href", "/events?page=2");
  await next.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/events\?page=2$/);
  await expect(titles(page)).toHaveText(["Community Workshop 9", "Community Workshop 10"]);
  await expect(
    hub(page).getByRole("heading", { name: "Upcoming and ongoing events" }),
  ).toBeFocused();
  await expect(hub(page)).toContainText("Page 2 of 2");

  await page.goBack();
  await expect(page).toHaveURL(/\/events$/);
  await expect(titles(page)).toHaveCount(9);

  const mode = hub(page).getByRole("combobox", { name: "Taking part" });
  await mode.focus();
  await mode.selectOption("online");
  await expect(page).toHaveURL(/\/events\?mode=online$/);
  await expect(titles(page)).toHaveText(onlineTitles);
  await hub(page).getByRole("combobox", { name: "Type" }).selectOption("Talk");
  await expect(page).toHaveURL(/\/events\?mode=online&type=Talk$/);
  await expect(titles(page)).toHaveText([
    "Community Workshop 6",
    "Community Workshop 8",
    "Community Workshop 10",
  ]);

  // A shared address opens the same view.
  await page.goto("/events?type=Talk&page=1");
  await expect(titles(page)).toHaveCount(5);
  await expect(hub(page).getByRole("combobox", { name: "Type" })).toHaveValue("Talk");
});

test("a filter chosen before the page's scripts arrive stays, and applies once they do", async ({
  page,
}) => {
  await fakeEvents(page);
  const release = await holdScripts(page);
  await page.goto("/events", { waitUntil: "domcontentloaded" });
  const mode = hub(page).getByRole("combobox", { name: "Taking part" });
  await mode.selectOption("online");
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  await expect(page).toHaveURL(/\/events\?mode=online$/);
  await expect(mode).toHaveValue("online");
  await expect(titles(page)).toHaveText(onlineTitles);
});

test("an address's filters are kept when nothing was chosen before the scripts", async ({
  page,
}) => {
  await fakeEvents(page);
  await page.goto("/events?type=Talk&page=2");
  await expect(page).toHaveURL(/\/events\?type=Talk&page=2$/);
  await expect(hub(page).getByRole("combobox", { name: "Type" })).toHaveValue("Talk");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there are no filters, as the list is the whole snapshot", async ({ page }) => {
    await page.goto("/events");
    await expect(hub(page).getByRole("group", { name: "Filter events" })).toBeHidden();
    await expect(hub(page).getByRole("combobox")).toHaveCount(0);
  });
});

test.describe("when the calendar fails", () => {
  test.use({ expectedErrors: [/Failed to load resource/] });

  const calendarFailures: Failure[] = ["an HTML 500 page", "a 403 refusal", "no network"];
  // One page, loaded once for each way the calendar fails; each is a step of its own.
  test(`the snapshot, the filters and the links to other events stay: ${calendarFailures.join("; ")}`, async ({
    page,
  }) => {
    const options = { pattern: eventsApi, path: "/events", failures: calendarFailures };
    await eachFailure(page, options, async () => {
      await expectHubSays(page, liveSays.failedEmpty);
      await expect(hub(page)).toContainText("No events in this copy of the page.");
      await expect(hub(page).getByRole("combobox", { name: "Show" })).toBeEnabled();
      await expect(page.getByRole("link", { name: "The weekly events" })).toHaveAttribute(
        "href",
        "/events/weekly",
      );
      await expect(page.getByRole("link", { name: "The events calendar" })).toHaveAttribute(
        "href",
        "/events/calendar",
      );
    });
  });
});

for (const width of [375, 1280]) {
  test(`at ${width}px the live events arrive without moving anything on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await watchLayoutShifts(page);
    await fakeEvents(page, { delayMs: 400 });
    await page.goto("/events");
    await expect(hub(page)).toHaveAttribute("data-live-status", "live");
    await expect(titles(page)).toHaveCount(9);
    expect(await layoutShift(page)).toBe(0);
  });
}

test.describe("axe finds no violations on the live hub", () => {
  test.use({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"]) {
    test(`in ${theme} mode`, async ({ page }) => {
      await chooseColourMode(page, theme);
      await fakeEvents(page);
      await page.goto("/events");
      await expect(titles(page)).toHaveCount(9);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the committed snapshot shows, saying where the events come from", async ({ page }) => {
    await page.goto("/events");
    await expectHubSays(page, liveSays.emptySnapshot);
    await expect(hub(page)).toContainText("No events in this copy of the page.");
    await expect(page.getByRole("link", { name: "The weekly events" })).toBeVisible();
  });
});
