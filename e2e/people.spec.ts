import { test, expect, chooseColourMode } from "./fixtures";
import { expectNoAxeViolations } from "./axe";
import type { Page } from "@playwright/test";
import { failBackend, fakeBackend as playBackend, type Failure, liveSays } from "./backend";

/** Every address of the backend the pages ask. */
const backendApi = /^https:\/\/mulearn\.org\/api\/v1\//;

/** The backend's envelope (CONTRACTS §1.2), as an object to hand to the fake backend. */
const envelope = (response: unknown): { response: unknown } => ({ response });

const socials = {
  github: "https://github.com/asha-k",
  facebook: null,
  instagram: null,
  linkedin: "https://www.linkedin.com/in/asha-k",
  dribble: null,
  behance: null,
  stackoverflow: null,
  medium: null,
  hackerrank: null,
};

/** GET /api/v1/public/ig/list/ as the backend sends it, with an e-mail it must never show. */
const igList = envelope({
  interestGroups: [
    {
      id: "9b8aaf7f-16a0-4a66-ae53-79b8c25e5faa",
      name: "Web Development",
      leads: [
        {
          muid: "asha-k@mulearn",
          full_name: "Asha K",
          profile_pic: null,
          socials,
          email: "asha.k@example.org",
        },
        { muid: "ghost@mulearn", full_name: null, profile_pic: null },
      ],
      mentors: [
        {
          muid: "ravi@mulearn",
          full_name: "Ravi Menon",
          profile_pic: null,
          socials: { ...socials, github: null, linkedin: null },
          company: "Example Labs",
          email: "ravi@example.org",
        },
      ],
      thinktank: '[{"muid": "broken',
      impact_projects: [
        {
          id: "p1",
          ig_id: "9b8aaf7f-16a0-4a66-ae53-79b8c25e5faa",
          title: "Campus Map",
          image: null,
          description: "A map of the campus for new students.",
          team: [
            { muid: "asha-k@mulearn", name: "Asha K", avatar: null, is_lead: true },
            { muid: "binu@mulearn", name: "Binu P", avatar: null, is_lead: false },
          ],
          links: [
            { label: "Repository", url: "https://github.com/example/campus-map" },
            { label: "Unsafe", url: "javascript:alert(1)" },
          ],
          created_by: "Staff Person",
          updated_by: "Staff Person",
          created_at: "2025-01-01T00:00:00Z",
          updated_at: "2025-01-02T00:00:00Z",
        },
      ],
    },
  ],
});

/** The three leaderboards (CONTRACTS §14): new rows this month, old rows of all time. */
const boards: Record<string, { response: unknown }> = {
  "/api/v1/leaderboard/students-monthly/": envelope([
    {
      muid: "asha-k@mulearn",
      full_name: "Asha K",
      total_karma: 4210,
      institution: "Govt. Engineering College, Example",
      profile_pic: null,
    },
  ]),
  "/api/v1/leaderboard/students/": envelope([
    { full_name: "Chitra R", total_karma: 48210, institution: "College of Example" },
  ]),
  "/api/v1/leaderboard/college/": envelope([
    {
      id: "c1",
      code: "GECX",
      title: "Govt. Engineering College, Example",
      total_karma: 91000,
      total_students: 340,
    },
  ]),
};

/** The group list and the three leaderboards; with `failing`, every address fails so. */
const fakeBackend = (page: Page, failing?: Failure) =>
  failing
    ? failBackend(page, backendApi, failing)
    : playBackend(page, backendApi, ({ pathname }) =>
        pathname === "/api/v1/public/ig/list/" ? igList.response : boards[pathname]?.response,
      );

const noEmail = async (page: Page) => {
  const html = await page.content();
  expect(html).not.toMatch(/@example\.org|Staff Person/);
};

test.describe("/interest-groups", () => {
  test("the 23 groups link to their pages; live counts replace the snapshot", async ({ page }) => {
    const asked = await fakeBackend(page);
    await page.goto("/interest-groups");
    const groups = page.getByRole("region", { name: "The groups" });
    await expect(groups.getByRole("status")).toHaveText(liveSays.live, { useInnerText: true });
    await expect(groups.getByRole("listitem")).toHaveCount(23);
    const web = groups.getByRole("listitem").filter({ hasText: "Web Development" });
    await expect(web).toContainText("1 lead, 1 mentor, 1 impact project");
    await expect(web.getByRole("link", { name: "Web Development" })).toHaveAttribute(
      "href",
      "/interest-groups/web-development",
    );
    expect(asked.map((url) => new URL(url).pathname)).toEqual(["/api/v1/public/ig/list/"]);
    await noEmail(page);
  });

  test("a group the backend lists and the build did not know shows, linking to the app", async ({
    page,
  }) => {
    const { interestGroups } = igList.response as { interestGroups: unknown[] };
    await playBackend(page, backendApi, ({ pathname }) =>
      pathname === "/api/v1/public/ig/list/"
        ? {
            interestGroups: [
              ...interestGroups,
              {
                id: "0d5c2a0e-5f7e-4d7b-9a53-3f1f2c8b6e41",
                name: "Space Technology",
                leads: [
                  {
                    muid: "devi-s@mulearn",
                    full_name: "Devi S",
                    profile_pic: null,
                    socials,
                    email: "devi.s@example.org",
                  },
                ],
                mentors: [],
                thinktank: [],
                impact_projects: [],
              },
            ],
          }
        : undefined,
    );
    await page.goto("/interest-groups");
    const groups = page.getByRole("region", { name: "The groups" });
    await expect(groups.getByRole("status")).toHaveText(liveSays.live, { useInnerText: true });
    await expect(groups.getByRole("listitem")).toHaveCount(24);
    const added = groups.getByRole("listitem").last();
    await expect(added.getByRole("heading", { level: 3 })).toHaveText(
      "Space Technology (opens in a new tab)",
    );
    await expect(added).toContainText("1 lead, 0 mentors, 0 impact projects");
    const link = added.getByRole("link", { name: "Space Technology (opens in a new tab)" });
    await expect(link).toHaveAttribute(
      "href",
      "https://app.mulearn.org/dashboard/interest-groups/0d5c2a0e-5f7e-4d7b-9a53-3f1f2c8b6e41",
    );
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await noEmail(page);
  });

  test("by keyboard: Tab reaches a group's link and Enter opens its page", async ({ page }) => {
    await fakeBackend(page);
    await page.goto("/interest-groups");
    const link = page.getByRole("link", { name: "UI/UX", exact: true });
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Web Development", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/interest-groups\/web-development$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Development");
  });

  test.describe("when the backend fails", () => {
    test.use({ expectedErrors: [/Failed to load resource/] });
    test("the snapshot stays, with a quiet note", async ({ page }) => {
      await fakeBackend(page, "an HTML 500 page");
      await page.goto("/interest-groups");
      await expect(page.getByRole("region", { name: "The groups" }).getByRole("status")).toHaveText(
        liveSays.failedEmpty,
        { useInnerText: true },
      );
      await expect(
        page.getByRole("region", { name: "The groups" }).getByRole("listitem"),
      ).toHaveCount(23);
    });
  });
});

test.describe("an interest group's page", () => {
  test("live leads, mentors with company and impact projects; no e-mail anywhere", async ({
    page,
  }) => {
    await fakeBackend(page);
    await page.goto("/interest-groups/web-development");
    const people = page.getByRole("region", { name: "People" });
    await expect(people.getByRole("status")).toHaveText(liveSays.live, { useInnerText: true });
    await expect(people.getByRole("region", { name: "Leads" })).toContainText("Asha K");
    await expect(people.getByRole("region", { name: "Mentors" })).toContainText(
      "Ravi MenonExample Labs",
    );
    await expect(people.getByRole("region", { name: "Think tank" })).toContainText("None listed.");
    const linkedin = people.getByRole("link", { name: "LinkedIn of Asha K (opens in a new tab)" });
    await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/asha-k");
    await expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    const projects = people.getByRole("region", { name: "Impact projects" });
    await expect(projects).toContainText("Campus Map");
    await expect(projects).toContainText("Team: Asha K (lead), Binu P");
    await expect(projects.getByRole("link")).toHaveText([
      "Repository of Campus Map (opens in a new tab)",
    ]);
    await expect(
      page.getByRole("link", { name: /Web Development on the µLearn app/ }),
    ).toHaveAttribute(
      "href",
      "https://app.mulearn.org/dashboard/interest-groups/9b8aaf7f-16a0-4a66-ae53-79b8c25e5faa",
    );
    await noEmail(page);
    await expect(page.getByText("asha-k@mulearn")).toHaveCount(0);
  });

  test("a group without an app id links the app's list of groups", async ({ page }) => {
    await page.goto("/interest-groups/blockchain");
    await expect(
      page
        .getByRole("link", { name: "All interest groups on the µLearn app (opens in a new tab)" })
        .first(),
    ).toHaveAttribute("href", "https://app.mulearn.org/dashboard/interest-groups");
  });

  test.describe("when the backend fails", () => {
    test.use({ expectedErrors: [/Failed to load resource/] });
    test("with no copy of the lists, they say so rather than that nobody is listed", async ({
      page,
    }) => {
      await fakeBackend(page, "an HTML 500 page");
      await page.goto("/interest-groups/web-development");
      const people = page.getByRole("region", { name: "People" });
      await expect(people.getByRole("status")).toHaveText(liveSays.failedEmpty, {
        useInnerText: true,
      });
      for (const name of ["Leads", "Mentors", "Think tank", "Impact projects"]) {
        await expect(people.getByRole("region", { name })).toContainText(
          "None in this copy of the page.",
        );
      }
      await expect(people.getByText(/listed\./)).toHaveCount(0);
    });
  });

  test.describe("unknown slug", () => {
    test.use({ expectedErrors: [/status of 404/] });
    test("is our not-found page", async ({ page }) => {
      const response = await page.goto("/interest-groups/not-a-group");
      expect(response?.status()).toBe(404);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the snapshot shows: the group's text and the note that people load live", async ({
      page,
    }) => {
      await page.goto("/interest-groups/web-development");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Web Development");
      await expect(page.getByRole("region", { name: "People" }).getByRole("status")).toHaveText(
        liveSays.emptySnapshot,
        { useInnerText: true },
      );
      await expect(
        page.getByRole("region", { name: "Leads" }).getByText("None in this copy of the page."),
      ).toBeVisible();
      await page.goto("/interest-groups");
      await expect(
        page.getByRole("region", { name: "The groups" }).getByRole("listitem"),
      ).toHaveCount(23);
    });
  });
});

test.describe("/be-a-part/learners", () => {
  const top = (page: Page) => page.getByRole("region", { name: "Top learners" });

  test("live boards replace the empty snapshot; a µ-ID only where the backend gave one", async ({
    page,
  }) => {
    const asked = await fakeBackend(page);
    await page.goto("/be-a-part/learners");
    await expect(top(page).getByRole("status")).toHaveText(liveSays.live, { useInnerText: true });
    const monthly = top(page).getByRole("table", { name: "Top learners: This month" });
    await expect(monthly.getByRole("row")).toHaveText([
      "RankLearnerKarma",
      "1Asha KInstitution: Govt. Engineering College, Exampleµ-ID: asha-k@mulearn4,210",
    ]);
    const allTime = top(page).getByRole("table", { name: "Top learners: All time" });
    await expect(allTime.getByRole("row").nth(1)).toHaveText(
      "1Chitra RInstitution: College of Example48,210",
    );
    await expect(
      top(page).getByRole("table", { name: "Top learners: Colleges" }).getByRole("row").nth(1),
    ).toHaveText("1Govt. Engineering College, Example340 learners91,000");
    expect(asked.map((url) => new URL(url).pathname).sort()).toEqual([
      "/api/v1/leaderboard/college/",
      "/api/v1/leaderboard/students-monthly/",
      "/api/v1/leaderboard/students/",
    ]);
    await noEmail(page);
  });

  test.describe("when the backend fails", () => {
    test.use({ expectedErrors: [/Failed to load resource/] });
    test("the snapshot stays, with a quiet note", async ({ page }) => {
      await fakeBackend(page, "an HTML 500 page");
      await page.goto("/be-a-part/learners");
      await expect(top(page).getByRole("status")).toHaveText(liveSays.failedEmpty, {
        useInnerText: true,
      });
      await expect(top(page).getByText("No rankings in this copy of the page.")).toHaveCount(3);
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the page's sections and the empty snapshot's note show", async ({ page }) => {
      await page.goto("/be-a-part/learners");
      for (const name of [
        "Who is a learner?",
        "What you get as a learner",
        "How karma works",
        "How to begin",
      ]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      await expect(top(page).getByRole("status")).toHaveText(liveSays.emptySnapshot, {
        useInnerText: true,
      });
    });
  });
});

test.describe("axe with live data", () => {
  test.use({ reducedMotion: "reduce" });
  for (const theme of ["light", "dark"]) {
    for (const path of [
      "/interest-groups",
      "/interest-groups/web-development",
      "/be-a-part/learners",
    ]) {
      test(`${path} in ${theme} mode`, async ({ page }) => {
        await fakeBackend(page);
        await chooseColourMode(page, theme);
        await page.goto(path);
        await expect(page.locator('[data-live-status="live"]')).toHaveCount(1);
        await expectNoAxeViolations(page);
      });
    }
  }
});
