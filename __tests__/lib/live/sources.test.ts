import { liveSources, takeSnapshot } from "@/lib/live/sources";
import { envelope, ongoingCall, pagination } from "../../fixtures/career-lab";

const careers = liveSources.find((source) => source.name === "careers")!;

/** A call of the contract's shape, with an e-mail a later backend might add. */
const call = (id: string, lastdate: string) => ({
  ...ongoingCall,
  id,
  role: `Role ${id}`,
  title: `Role ${id}`,
  lastdate,
  email: "staff@example.org",
});

/** Answers each URL from `pages` (by path and pageIndex), recording what was asked. */
function fakeBackend(pages: Record<string, { status?: number; body: string }>) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url);
    const key = `${pathname}?${searchParams.get("pageIndex")}`;
    asked.push(url);
    const page = pages[key] ?? { status: 500, body: "<h1>Server Error (500)</h1>" };
    return { status: page.status ?? 200, text: async () => page.body };
  }) as unknown as typeof fetch;
  return asked;
}

const last = pagination(2, 2, 3);
/** Claims a next page numbered `nextPage`, as a page past the end does with its own number. */
const more = (nextPage: number) => ({ ...pagination(1, 2, 3), nextPage });

afterEach(() => jest.restoreAllMocks());

test("the registry lists every source and its snapshot file", () => {
  expect(liveSources.map(({ name, file }) => ({ name, file }))).toEqual([
    { name: "careers", file: "data/live/careers.json" },
    { name: "stats", file: "data/live/stats.json" },
    { name: "lc-dashboard", file: "data/live/lc-dashboard.json" },
    { name: "lc-finder", file: "data/live/lc-finder.json" },
    { name: "events", file: "data/live/events.json" },
    { name: "shows", file: "data/live/shows.json" },
    { name: "interest-groups", file: "data/live/interest-groups.json" },
    { name: "learners", file: "data/live/learners.json" },
  ]);
});

test("a refresh reads every page of both lists and writes only what the page shows", async () => {
  const asked = fakeBackend({
    "/api/v1/public/career-lab/ongoing/?1": {
      body: envelope({ data: [call("h1", "2099-02-01")], pagination: more(2) }),
    },
    "/api/v1/public/career-lab/ongoing/?2": {
      body: envelope({ data: [call("h2", "2099-03-01")], pagination: last }),
    },
    "/api/v1/public/career-lab/previous/?1": {
      body: envelope({ data: [call("p1", "2024-01-01")] }),
    },
  });
  const snapshot = await takeSnapshot(careers, new Date("2026-11-25T09:00:00Z"));
  expect(asked).toEqual([
    "https://mulearn.org/api/v1/public/career-lab/ongoing/?pageIndex=1&perPage=24",
    "https://mulearn.org/api/v1/public/career-lab/ongoing/?pageIndex=2&perPage=24",
    "https://mulearn.org/api/v1/public/career-lab/previous/?pageIndex=1&perPage=24",
  ]);
  expect(snapshot.source).toBe("careers");
  expect(snapshot.fetchedAt).toBe("2026-11-25T09:00:00.000Z");
  expect((snapshot.ongoing as { id: string }[]).map((item) => item.id)).toEqual(["h1", "h2"]);
  const written = JSON.stringify(snapshot);
  expect(written).not.toContain("Staff Name");
  expect(written).not.toContain("staff@example.org");
  expect(written).not.toContain("created_at");
});

test("a page past the end (the last page again) ends the list", async () => {
  const asked = fakeBackend({
    "/api/v1/public/career-lab/ongoing/?1": {
      body: envelope({ data: [call("h1", "2099-02-01")], pagination: more(1) }),
    },
    "/api/v1/public/career-lab/previous/?1": { body: envelope({ data: [] }) },
  });
  await takeSnapshot(careers);
  expect(asked).toHaveLength(2);
});

test("the snapshot keeps the newest 48 calls of a list and reads no further", async () => {
  const page = (first: number) =>
    Array.from({ length: 24 }, (_, index) => call(`p${first + index}`, "2024-01-01"));
  const many = (index: number) => pagination(index, 3, 72);
  const asked = fakeBackend({
    "/api/v1/public/career-lab/ongoing/?1": { body: envelope({ data: [], pagination: last }) },
    "/api/v1/public/career-lab/previous/?1": {
      body: envelope({ data: page(1), pagination: many(1) }),
    },
    "/api/v1/public/career-lab/previous/?2": {
      body: envelope({ data: page(25), pagination: many(2) }),
    },
  });
  const snapshot = await takeSnapshot(careers);
  const previous = snapshot.previous as { id: string }[];
  expect(previous).toHaveLength(48);
  expect(previous[47]?.id).toBe("p48");
  expect(asked.filter((url) => url.includes("/previous/"))).toHaveLength(2);
});

test("a failing endpoint rejects with its address and status", async () => {
  fakeBackend({
    "/api/v1/public/career-lab/ongoing/?1": { body: envelope({ data: [] }) },
  });
  await expect(takeSnapshot(careers)).rejects.toThrow(
    "GET https://mulearn.org/api/v1/public/career-lab/previous/ failed: server (HTTP 500)",
  );
});

test("no network rejects naming the endpoint", async () => {
  global.fetch = jest.fn(async () => {
    throw new TypeError("fetch failed");
  }) as unknown as typeof fetch;
  await expect(takeSnapshot(careers)).rejects.toThrow(
    "GET https://mulearn.org/api/v1/public/career-lab/ongoing/ failed: network",
  );
});
