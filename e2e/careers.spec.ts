import type { Page } from "@playwright/test";
import {
  test,
  expect,
  chooseColourMode,
  holdScripts,
  layoutShift,
  watchLayoutShifts,
} from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import { ongoingCall, staffFields } from "../__tests__/fixtures/career-lab";
import { eachFailure, everyFailure, fakeBackend, paged, liveSays } from "./backend";

/**
 * /careers' hiring-call board against a fake of the Career Lab API: the
 * envelope, `pagination`, CORS open to every origin, staff names in every item.
 */

const ongoingUrl = "https://mulearn.org/api/v1/public/career-lab/ongoing/";
const previousUrl = "https://mulearn.org/api/v1/public/career-lab/previous/";

const ongoing = [
  ongoingCall,
  {
    id: "h2",
    posted_date: "2099-01-01",
    role: "Data Analyst",
    organization: "Example Labs",
    title: "Data Analyst",
    location: "Kochi",
    lastdate: "2099-03-15",
    applylink: "javascript:alert(1)",
    jdlink: "http://example.test/jd",
    duration: "6 months",
    remuneration: "₹20,000/month",
    vacancies: 1,
    ...staffFields,
  },
];

/** Fifteen previous calls: the first page holds twelve, the second three. */
const previous = Array.from({ length: 15 }, (_, index) => ({
  id: `p${index + 1}`,
  role: `Past Role ${index + 1}`,
  organization: "Sample Works",
  title: `Past Role ${index + 1}`,
  location: "Thiruvananthapuram",
  lastdate: "2024-05-10",
  remuneration: "₹15,000/month",
  vacancies: 3,
  duration: "2 months",
  extracontent: index === 0 ? "<b>Three learners</b> were hired." : null,
  ...staffFields,
}));

/** The Career Lab lists' addresses. */
const careerLabApi = /^https:\/\/mulearn\.org\/api\/v1\/public\/career-lab\//;

/** Answers both lists as the backend does; `delayMs` holds every answer back. */
const fakeCareerLab = (page: Page, delayMs = 0) =>
  fakeBackend(
    page,
    careerLabApi,
    (url) => paged(url.pathname.endsWith("/ongoing/") ? ongoing : previous, url),
    { delayMs },
  );

const board = (page: Page) => page.getByRole("region", { name: "Hiring calls" });
const openList = (page: Page) => board(page).getByRole("region", { name: "Open now" });
const previousList = (page: Page) => board(page).getByRole("region", { name: "Previous calls" });

/** The board names its source, then says which copy is on screen (the one visible message). */
async function expectBoardSays(page: Page, message: string, timeout?: number) {
  await expect(board(page)).toContainText(
    "Hiring calls come from the Career Labs board on µLearn's server (mulearn.org).",
  );
  await expect(board(page).getByRole("status").first()).toHaveText(message, {
    useInnerText: true,
    timeout,
  });
}

test("live hiring calls replace the empty snapshot, with safe links and no staff names", async ({
  page,
}) => {
  const asked = await fakeCareerLab(page);
  await page.goto("/careers");
  await expectBoardSays(page, liveSays.live);
  expect(asked).toEqual([
    `${ongoingUrl}?pageIndex=1&perPage=12`,
    `${previousUrl}?pageIndex=1&perPage=12`,
  ]);
  await expect(openList(page).getByRole("heading", { level: 4 })).toHaveText([
    "Frontend Intern",
    "Data Analyst",
  ]);
  const first = openList(page).getByRole("listitem").first();
  await expect(first).toContainText("Acme");
  await expect(first).toContainText("RoleIntern");
  await expect(first).toContainText("LocationRemote");
  await expect(first).toContainText("Duration3 months");
  await expect(first).toContainText("Remuneration₹10k");
  await expect(first).toContainText("Vacancies2");
  await expect(first).toContainText("Last date1 February 2099");

  const apply = first.getByRole("link", { name: /^Apply for Frontend Intern at Acme/ });
  await expect(apply).toHaveAttribute("href", "https://acme.example/apply");
  await expect(apply).toHaveAttribute("target", "_blank");
  await expect(apply).toHaveAttribute("rel", "noopener noreferrer");
  const jd = first.getByRole("link", { name: /^Job description for Frontend Intern at Acme/ });
  await expect(jd).toHaveAttribute("href", "https://acme.example/jd");
  await expect(jd).toHaveAttribute("rel", "noopener noreferrer");

  // The second call's javascript: and http: links are not links at all.
  const second = openList(page).getByRole("listitem").nth(1);
  await expect(second.getByRole("link")).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"], a[href^="http:"]')).toHaveCount(0);

  // Free text is text: the tags show as written, and no <b> is made.
  const past = previousList(page).getByRole("listitem").first();
  await expect(past).toContainText("<b>Three learners</b> were hired.");
  await expect(past.locator("b")).toHaveCount(0);

  const html = await page.content();
  expect(html).not.toContain("Staff Name");
  expect(html).not.toContain("Other Staffer");
});

test("'Show more' fetches the next page and moves focus to the first new call", async ({
  page,
}) => {
  const asked = await fakeCareerLab(page);
  await page.goto("/careers");
  const list = previousList(page);
  await expect(list.getByRole("listitem")).toHaveCount(12);
  const more = list.getByRole("button", { name: "Show more previous calls" });
  await more.focus();
  await page.keyboard.press("Enter");
  await expect(list.getByRole("listitem")).toHaveCount(15);
  expect(asked).toContain(`${previousUrl}?pageIndex=2&perPage=12`);
  await expect(list.getByRole("listitem").nth(12)).toBeFocused();
  await expect(list.getByRole("listitem").nth(12)).toContainText("Past Role 13");
  // The last page reached: nothing more to show.
  await expect(more).toHaveCount(0);
  await expect(openList(page).getByRole("button")).toHaveCount(0);
});

test("the search filters both lists by role, organisation or location, by keyboard", async ({
  page,
}) => {
  await fakeCareerLab(page);
  await page.goto("/careers");
  await expect(openList(page).getByRole("listitem")).toHaveCount(2);
  const search = board(page).getByRole("searchbox", {
    name: "Search by role, organisation or location",
  });
  await search.focus();
  await page.keyboard.type("kochi");
  await expect(openList(page).getByRole("heading", { level: 4 })).toHaveText(["Data Analyst"]);
  await expect(previousList(page)).toContainText("No calls match “kochi”.");

  await search.fill("acme");
  await expect(openList(page).getByRole("heading", { level: 4 })).toHaveText(["Frontend Intern"]);
  await search.fill("past role 3");
  await expect(previousList(page).getByRole("heading", { level: 4 })).toHaveText(["Past Role 3"]);
  await expect(openList(page)).toContainText("No calls match “past role 3”.");

  // From the search box the keyboard reaches the remaining call's link.
  await search.fill("acme");
  await page.keyboard.press("Tab");
  await expect(
    openList(page).getByRole("link", { name: /^Apply for Frontend Intern at Acme/ }),
  ).toBeFocused();
});

test("a query typed before the page's scripts arrive stays, and filters the calls once they do", async ({
  page,
}) => {
  await fakeCareerLab(page);
  const release = await holdScripts(page);
  await page.goto("/careers", { waitUntil: "domcontentloaded" });
  const search = board(page).getByRole("searchbox", {
    name: "Search by role, organisation or location",
  });
  await search.pressSequentially("kochi");
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  await expect(openList(page).getByRole("heading", { level: 4 })).toHaveText(["Data Analyst"]);
  await expect(search).toHaveValue("kochi");
  await expect(previousList(page)).toContainText("No calls match “kochi”.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("there is no search box, as there is nothing to filter with", async ({ page }) => {
    await page.goto("/careers");
    await expect(board(page)).toContainText("Hiring calls come from the Career Labs board");
    await expect(
      board(page).getByRole("searchbox", { name: "Search by role, organisation or location" }),
    ).toBeHidden();
  });
});

test.describe("when the backend fails", () => {
  test.use({ expectedErrors: [/Failed to load resource/] });

  // One page, loaded once for each way the backend fails; each is a step of its own.
  test(`the snapshot stays, and the board says so: ${everyFailure.join("; ")}`, async ({
    page,
  }) => {
    await eachFailure(page, { pattern: careerLabApi, path: "/careers" }, async () => {
      await expectBoardSays(page, liveSays.failedEmpty);
      await expect(openList(page)).toContainText("No calls in this copy of the page.");
      await expect(
        openList(page).getByRole("link", { name: "Get ready for your next hiring call" }),
      ).toHaveAttribute("href", "#get-ready");
      await expect(previousList(page)).toContainText("No calls in this copy of the page.");
    });
  });
});

// A phone, and a laptop screen tall enough to show where the previous list starts unreserved.
for (const [width, height] of [
  [375, 800],
  [1280, 1000],
] as const) {
  test(`at ${width}×${height} the live lists arrive without moving anything on screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await watchLayoutShifts(page);
    // Answers come well after the first paint, as on a real network.
    await fakeCareerLab(page, 400);
    await page.goto("/careers");
    await expect(openList(page).getByRole("listitem")).toHaveCount(2);
    await expect(board(page).locator("[data-live-status]")).toHaveAttribute(
      "data-live-status",
      "live",
    );
    await expect(previousList(page).getByRole("listitem")).toHaveCount(12);
    const cls = await layoutShift(page);
    expect(cls).toBe(0);
  });
}

test.describe("axe finds no violations on the live board", () => {
  test.use({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"]) {
    test(`in ${theme} mode`, async ({ page }) => {
      await chooseColourMode(page, theme);
      await fakeCareerLab(page);
      await page.goto("/careers");
      await expect(openList(page).getByRole("listitem")).toHaveCount(2);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the committed snapshot shows, saying where the calls come from", async ({ page }) => {
    await page.goto("/careers");
    await expectBoardSays(page, liveSays.emptySnapshot);
    await expect(openList(page)).toContainText("No calls in this copy of the page.");
    await expect(
      previousList(page).getByRole("link", { name: "Get ready for your next hiring call" }),
    ).toHaveAttribute("href", "#get-ready");
    await expect(
      page.getByRole("region", { name: "Get ready for your next hiring call" }),
    ).toBeVisible();
  });
});
