import {
  readLcDashboard,
  readLcDashboardSnapshot,
  fetchLcDashboard,
} from "@/lib/live/lc-dashboard";
import { liveSources, takeSnapshot } from "@/lib/live/sources";
import snapshotFile from "@/data/live/lc-dashboard.json";

const envelope = (response: unknown) =>
  JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });

const answer = {
  lc_count: 120,
  total_enrollment: 860,
  unique_users: 700,
  circle_count_by_ig: [
    { name: "Android", total_circles: 12, total_users: 75 },
    { name: "Web Development", total_circles: "30", total_users: "210" },
  ],
};

/** Answers every call with `body`, recording the addresses asked. */
function fakeFetch(status: number, body: string) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    return { status, text: async () => body };
  }) as unknown as typeof fetch;
  return asked;
}

afterEach(() => jest.restoreAllMocks());

test("the contract's answer reads as three totals and a row per interest group", () => {
  expect(readLcDashboard(answer)).toEqual({
    circles: 120,
    enrolments: 860,
    uniqueLearners: 700,
    interestGroups: [
      { name: "Android", circles: 12, learners: 75 },
      { name: "Web Development", circles: 30, learners: 210 },
    ],
  });
});

test("a bad interest-group row is dropped and the others stay", () => {
  const dashboard = readLcDashboard({
    ...answer,
    circle_count_by_ig: [
      { name: "", total_circles: 1, total_users: 1 },
      { name: "Cyber Security", total_circles: -2, total_users: 4 },
      { name: "AI", total_circles: 1.5, total_users: 4 },
      "Android",
      null,
      { name: "Android", total_circles: 12, total_users: 75 },
      { name: "Android", total_circles: 99, total_users: 99 },
    ],
  });
  expect(dashboard.interestGroups).toEqual([{ name: "Android", circles: 12, learners: 75 }]);
});

test("no per-group list reads as no rows; missing totals make the answer unreadable", () => {
  expect(
    readLcDashboard({ lc_count: 1, total_enrollment: 2, unique_users: 3 }).interestGroups,
  ).toEqual([]);
  expect(() => readLcDashboard({ lc_count: 1, total_enrollment: 2 })).toThrow();
  expect(() => readLcDashboard([answer])).toThrow();
  expect(() => readLcDashboard({ ...answer, lc_count: "many" })).toThrow();
});

test("nothing but the counts is kept, whatever else the answer holds", () => {
  const dashboard = readLcDashboard({
    ...answer,
    learners: [{ full_name: "Test Learner", email: "t@example.org", muid: "test@mulearn" }],
    circle_count_by_ig: [
      { name: "Android", total_circles: 1, total_users: 2, lead_email: "lead@example.org" },
    ],
  });
  const kept = JSON.stringify(dashboard);
  expect(kept).not.toContain("Test Learner");
  expect(kept).not.toContain("example.org");
  expect(kept).not.toContain("test@mulearn");
});

test("the committed snapshot is empty; a hand-edited bad one reads as empty", () => {
  expect(readLcDashboardSnapshot(snapshotFile)).toEqual({
    source: "lc-dashboard",
    fetchedAt: null,
    dashboard: null,
  });
  expect(readLcDashboardSnapshot({ fetchedAt: "yesterday", dashboard: { lc_count: 1 } })).toEqual({
    source: "lc-dashboard",
    fetchedAt: null,
    dashboard: null,
  });
});

test("the live call asks only for the dashboard, with its trailing slash", async () => {
  const asked = fakeFetch(200, envelope(answer));
  const result = await fetchLcDashboard();
  expect(result.ok).toBe(true);
  expect(asked).toEqual(["https://mulearn.org/api/v1/public/lc-dashboard/"]);
});

test("an HTML 500 page is a server failure", async () => {
  fakeFetch(500, "<h1>Server Error (500)</h1>");
  expect(await fetchLcDashboard()).toMatchObject({ ok: false, kind: "server", status: 500 });
});

test("a refresh writes the totals with their date, and names the endpoint when it fails", async () => {
  const source = liveSources.find((entry) => entry.name === "lc-dashboard")!;
  fakeFetch(200, envelope(answer));
  const snapshot = await takeSnapshot(source, new Date("2026-11-25T09:00:00Z"));
  expect(snapshot).toEqual({
    source: "lc-dashboard",
    fetchedAt: "2026-11-25T09:00:00.000Z",
    dashboard: {
      circles: 120,
      enrolments: 860,
      uniqueLearners: 700,
      interestGroups: [
        { name: "Android", circles: 12, learners: 75 },
        { name: "Web Development", circles: 30, learners: 210 },
      ],
    },
  });
  fakeFetch(403, JSON.stringify({ detail: "Invalid token header" }));
  await expect(takeSnapshot(source)).rejects.toThrow(
    "GET https://mulearn.org/api/v1/public/lc-dashboard/ failed: server (HTTP 403)",
  );
});
