import type { Page } from "@playwright/test";
import { test, expect, chooseColourMode, layoutShift, watchLayoutShifts } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import {
  api,
  eachFailure,
  everyFailure,
  fakeBackend as playBackend,
  paged,
  liveSays,
} from "./backend";

/**
 * The KKEM learning-circle dashboard and the /learning-circle finder against fakes of the
 * backend: the envelope, pagination, CORS open to every origin,
 * people's names and e-mails where the real answers carry them.
 */

/** Every address of the backend the two pages ask. */
const backendApi = /^https:\/\/mulearn\.org\/api\/v1\//;

const dashboard = {
  lc_count: 120,
  total_enrollment: 860,
  unique_users: 700,
  circle_count_by_ig: [
    { name: "Android", total_circles: 12, total_users: 75 },
    { name: "Web Development", total_circles: 30, total_users: 210 },
  ],
};

const districts = [
  { id: "d-ekm", name: "Ernakulam" },
  { id: "d-tvm", name: "Thiruvananthapuram" },
];
const colleges: Record<string, { id: string; title: string }[]> = {
  "d-ekm": [
    { id: "c-1", title: "Example College" },
    { id: "c-2", title: "Sample Institute" },
  ],
  "d-tvm": [{ id: "c-3", title: "Test College" }],
};
const interestGroups = [
  {
    id: "ig-1",
    name: "Android",
    leads: [{ muid: "asha-k@mulearn", full_name: "Asha Lead", profile_pic: null }],
    mentors: [],
    thinktank: [],
    impact_projects: [],
  },
  {
    id: "ig-2",
    name: "Web Development",
    leads: [],
    mentors: [],
    thinktank: [],
    impact_projects: [],
  },
];

/** Fifteen circles: the first page of twelve, then three. Leads are named, as the backend does. */
const circles = Array.from({ length: 15 }, (_, index) => ({
  id: `lc-${index + 1}`,
  name: `Circle ${index + 1}`,
  ig_name: index % 2 ? "Web Development" : "Android",
  org_name: "Example College",
  member_count: index + 2,
  members: null,
  meet_place: "Lab 2",
  meet_time: "17:00",
  lead_name: "Test Lead Person",
  karma: 1200 - index,
}));

/**
 * Answers the backend as the contract says, recording every address asked. The circle list
 * filters by names: all fifteen circles with no filter, one circle per filtered choice.
 */
/**
 * Answers the backend as the contract says, recording every address asked. The circle list
 * filters by names: all fifteen circles with no filter, one circle per filtered choice.
 */
const fakeBackend = (page: Page, delayMs = 0) =>
  playBackend(
    page,
    backendApi,
    (url) => {
      const path = url.pathname.replace("/api/v1", "");
      if (path === "/public/lc-dashboard/") return dashboard;
      if (path === "/public/list/district/") return { districts };
      if (path === "/public/list/college/") {
        return {
          colleges: colleges[url.searchParams.get("district_id") ?? ""] ?? [],
          departments: [{ id: "dep-1", title: "Computer Science" }],
        };
      }
      if (path === "/public/ig/list/") return { interestGroups };
      if (path === "/public/lc-list") {
        const filters = ["district", "org", "ig"].map((name) => url.searchParams.get(name));
        const matching = filters.some(Boolean)
          ? [{ ...circles[0], name: `Circle for ${filters.filter(Boolean).join(", ")}` }]
          : circles;
        return paged(matching, url);
      }
      return undefined; // Django's HTML 404 page
    },
    { delayMs },
  );

test.describe("the KKEM learning-circle dashboard", () => {
  const path = "/kkem/learningcircles/dashboard";
  const totals = (page: Page) => page.getByRole("region", { name: "Learning circles in numbers" });
  const says = (page: Page) => totals(page).getByRole("status");

  test("live totals replace the empty snapshot; the enrolment list is never asked for", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    const asked = await fakeBackend(page);
    await page.goto(path);
    await expect(totals(page)).toContainText(
      "These totals come from the public learning-circle dashboard on µLearn's server (mulearn.org).",
    );
    await expect(says(page)).toHaveText(liveSays.live, {
      useInnerText: true,
    });
    await expect(totals(page).getByRole("term")).toHaveText([
      "Learning circles",
      "Enrolments in circles",
      "Learners in circles",
    ]);
    await expect(totals(page).getByRole("definition")).toHaveText(["120", "860", "700"]);

    const table = totals(page).getByRole("table", {
      name: "Circles and learners per interest group",
    });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Interest group",
      "Circles",
      "Learners",
    ]);
    await expect(table.getByRole("rowheader")).toHaveText(["Android", "Web Development"]);
    await expect(table.getByRole("row").nth(2).getByRole("cell")).toHaveText(["30", "210"]);

    await expect(totals(page)).toContainText(
      "This page shows only totals and never asks for that list",
    );
    expect(asked).toEqual([`${api}/public/lc-dashboard/`]);
    expect(requested.filter((url) => url.includes("lc-enrollment"))).toEqual([]);
  });

  test.describe("when the backend fails", () => {
    test.use({ expectedErrors: [/Failed to load resource/] });
    // One page, loaded once for each way the backend fails; each is a step of its own.
    test(`the empty snapshot stays, and the page says so: ${everyFailure.join("; ")}`, async ({
      page,
    }) => {
      await eachFailure(page, { pattern: backendApi, path }, async () => {
        await expect(says(page)).toHaveText(liveSays.failedEmpty, { useInnerText: true });
        await expect(totals(page).getByRole("definition")).toHaveText([
          "–not available",
          "–not available",
          "–not available",
        ]);
        await expect(totals(page)).toContainText(
          "No figures per interest group in this copy of the page.",
        );
      });
    });
  });

  for (const width of [375, 1280]) {
    test(`at ${width}px the live totals arrive without moving anything`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShifts(page);
      await fakeBackend(page, 400);
      await page.goto(path);
      await expect(totals(page).getByRole("rowheader")).toHaveText(["Android", "Web Development"]);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test.describe("axe finds no violations on the live totals", () => {
    test.use({ reducedMotion: "reduce" });
    for (const theme of ["light", "dark"]) {
      test(`in ${theme} mode`, async ({ page }) => {
        await chooseColourMode(page, theme);
        await fakeBackend(page);
        await page.goto(path);
        await expect(totals(page).getByRole("rowheader")).toHaveCount(2);
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the empty snapshot says where the totals come from", async ({ page }) => {
      await page.goto(path);
      await expect(says(page)).toHaveText(liveSays.emptySnapshot, { useInnerText: true });
    });
  });
});

test.describe("the learning-circle finder", () => {
  const finder = (page: Page) => page.getByRole("region", { name: "Find a learning circle" });
  const results = (page: Page) => finder(page).getByRole("region", { name: "Circles" });
  const cards = (page: Page) => results(page).getByRole("heading", { level: 4 });
  const select = (page: Page, name: string) => finder(page).getByRole("combobox", { name });
  const circleUrl = (query: string) => `${api}/public/lc-list?${query}pageIndex=1&perPage=12`;

  test("live lists fill the filters and the first page of circles shows, without people", async ({
    page,
  }) => {
    const asked = await fakeBackend(page);
    await page.goto("/learning-circle");
    await expect(finder(page).getByRole("status").first()).toHaveText(liveSays.live, {
      useInnerText: true,
    });
    await expect(select(page, "District").getByRole("option")).toHaveText([
      "Any district",
      "Ernakulam",
      "Thiruvananthapuram",
    ]);
    await expect(select(page, "Interest group").getByRole("option")).toHaveText([
      "Any interest group",
      "Android",
      "Web Development",
    ]);
    await expect(select(page, "College")).toBeDisabled();
    await expect(results(page).getByRole("status")).toHaveText("Showing 12 of 15 circles.");
    await expect(cards(page)).toHaveCount(12);
    const first = results(page).getByRole("listitem").first();
    await expect(first).toContainText("Interest groupAndroid");
    await expect(first).toContainText("Members2");
    await expect(first).toContainText("CollegeExample College");
    await expect(first).toContainText("Meets atLab 2");
    await expect(first).toContainText("Meeting time17:00");
    const join = first.getByRole("link", {
      name: /^Join on the µLearn app for Circle 1 \(opens in a new tab\)$/,
    });
    await expect(join).toHaveAttribute("href", "https://app.mulearn.org/dashboard/learning-circle");
    await expect(join).toHaveAttribute("rel", "noopener noreferrer");
    expect(asked).toContain(
      `${api}/public/list/district/?state_id=44c63af8-8747-43d1-8402-ba79215d4bed`,
    );
    expect(asked).toContain(`${api}/public/ig/list/`);
    expect(asked).toContain(circleUrl(""));
    const html = await page.content();
    expect(html).not.toContain("Test Lead Person");
    expect(html).not.toContain("Asha Lead");
  });

  test("choices by keyboard go into the address, and Back restores the one before", async ({
    page,
  }) => {
    const asked = await fakeBackend(page);
    await page.goto("/learning-circle");
    await expect(cards(page)).toHaveCount(12);

    await select(page, "District").focus();
    await select(page, "District").selectOption("Ernakulam");
    await expect(page).toHaveURL(/\/learning-circle\?district=Ernakulam$/);
    await expect(cards(page)).toHaveText(["Circle for Ernakulam"]);
    await expect(select(page, "College").getByRole("option")).toHaveText([
      "Any college",
      "Example College",
      "Sample Institute",
    ]);
    await page.keyboard.press("Tab");
    await expect(select(page, "College")).toBeFocused();
    await select(page, "College").selectOption("Example College");
    await page.keyboard.press("Tab");
    await expect(select(page, "Interest group")).toBeFocused();
    await select(page, "Interest group").selectOption("Android");
    await expect(page).toHaveURL(
      /\/learning-circle\?district=Ernakulam&college=Example\+College&ig=Android$/,
    );
    await expect(cards(page)).toHaveText(["Circle for Ernakulam, Example College, Android"]);
    expect(asked).toContain(`${api}/public/list/college/?district_id=d-ekm`);
    expect(asked).toContain(circleUrl("district=Ernakulam&org=Example+College&ig=Android&"));

    await page.goBack();
    await expect(page).toHaveURL(/\/learning-circle\?district=Ernakulam&college=Example\+College$/);
    await expect(select(page, "Interest group")).toHaveValue("");
    await expect(select(page, "College")).toHaveValue("Example College");
    await expect(cards(page)).toHaveText(["Circle for Ernakulam, Example College"]);
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/\/learning-circle$/);
    await expect(select(page, "District")).toHaveValue("");
    await expect(cards(page)).toHaveCount(12);
  });

  test("a shared address restores its choice on load", async ({ page }) => {
    const asked = await fakeBackend(page);
    await page.goto(
      "/learning-circle?district=Thiruvananthapuram&college=Test+College&ig=Web+Development",
    );
    await expect(select(page, "District")).toHaveValue("Thiruvananthapuram");
    await expect(select(page, "College")).toHaveValue("Test College");
    await expect(select(page, "Interest group")).toHaveValue("Web Development");
    await expect(cards(page)).toHaveText([
      "Circle for Thiruvananthapuram, Test College, Web Development",
    ]);
    expect(asked).toContain(
      circleUrl("district=Thiruvananthapuram&org=Test+College&ig=Web+Development&"),
    );
  });

  test("'Show more circles' fetches the next page and moves focus to the first new circle", async ({
    page,
  }) => {
    const asked = await fakeBackend(page);
    await page.goto("/learning-circle");
    await expect(cards(page)).toHaveCount(12);
    const more = results(page).getByRole("button", { name: "Show more circles" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(cards(page)).toHaveCount(15);
    expect(asked).toContain(`${api}/public/lc-list?pageIndex=2&perPage=12`);
    await expect(results(page).getByRole("listitem").nth(12)).toBeFocused();
    await expect(results(page).getByRole("status")).toHaveText("15 circles found.");
    await expect(more).toHaveCount(0);
  });

  test.describe("when the backend fails", () => {
    test.use({ expectedErrors: [/Failed to load resource/] });
    // One page, loaded once for each way the backend fails; each is a step of its own.
    test(`the empty lists stay, and the finder says so: ${everyFailure.join("; ")}`, async ({
      page,
    }) => {
      // The lists and the circles of the address's district are asked for at once.
      const finderPath = "/learning-circle?district=Ernakulam";
      await eachFailure(page, { pattern: backendApi, path: finderPath, requests: 3 }, async () => {
        await expect(finder(page).getByRole("status").first()).toHaveText(liveSays.failedEmpty, {
          useInnerText: true,
        });
        await expect(results(page).getByRole("status")).toHaveText(
          "Circles could not be loaded just now. Reload the page later to try again.",
        );
        // The address's choice stays choosable though the list did not come.
        await expect(select(page, "District")).toHaveValue("Ernakulam");
        await expect(cards(page)).toHaveCount(0);
      });
    });
  });

  for (const width of [375, 1280]) {
    test(`at ${width}px the live lists and circles arrive without moving anything`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await watchLayoutShifts(page);
      await fakeBackend(page, 400);
      await page.goto("/learning-circle");
      await expect(cards(page)).toHaveCount(12);
      await expect(select(page, "District").getByRole("option")).toHaveCount(3);
      expect(await layoutShift(page)).toBe(0);
    });
  }

  test.describe("axe finds no violations on the live finder", () => {
    test.use({ reducedMotion: "reduce" });
    for (const theme of ["light", "dark"]) {
      test(`in ${theme} mode`, async ({ page }) => {
        await chooseColourMode(page, theme);
        await fakeBackend(page);
        await page.goto("/learning-circle?district=Ernakulam");
        await expect(select(page, "College").getByRole("option")).toHaveCount(3);
        await expectNoAxeViolations(page);
      });
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the page says the finder needs JavaScript and links to the app", async ({ page }) => {
      await page.goto("/learning-circle");
      // Playwright's text and role queries skip <noscript>, so these read it by selector.
      const note = page.locator("main noscript p");
      await expect(note).toBeVisible();
      await expect(note).toContainText(
        "The finder needs JavaScript: it asks µLearn's server for circles as you choose.",
      );
      await expect(note.locator("a")).toHaveAttribute(
        "href",
        "https://app.mulearn.org/dashboard/learning-circle",
      );
      await expect(note.locator("a")).toHaveAttribute("rel", "noopener noreferrer");
      // Nothing to filter without scripts: no filters are drawn.
      await expect(finder(page).getByRole("form", { name: "Filter circles" })).toBeHidden();
      await expect(select(page, "District")).toBeHidden();
      await expect(finder(page).getByRole("status").first()).toHaveText(liveSays.emptySnapshot, {
        useInnerText: true,
      });
    });
  });
});
