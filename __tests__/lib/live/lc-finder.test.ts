import {
  fetchCircles,
  fetchColleges,
  fetchFinderLists,
  filtersFromSearch,
  readCircle,
  readCirclePage,
  readInterestGroups,
  readDistricts,
  readColleges,
  readLcFinderSnapshot,
  searchFromFilters,
} from "@/lib/live/lc-finder";
import { liveSources, takeSnapshot } from "@/lib/live/sources";
import snapshotFile from "@/data/live/lc-finder.json";

const envelope = (response: unknown) =>
  JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });

/** A circle as GET /api/v1/public/lc-list sends it, lead's name and all. */
const circle = (id: string, name: string) => ({
  id,
  name,
  ig_name: "Android",
  org_name: "Example College",
  member_count: 6,
  members: null,
  meet_place: "Lab 2",
  meet_time: "17:00",
  lead_name: "Test Lead",
  karma: 1200,
});

/** Answers each path from `answers`, recording the addresses asked; anything else is a 404 page. */
function fakeBackend(answers: Record<string, { status?: number; body: string }>) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const found = answers[new URL(url).pathname] ?? { status: 404, body: "<h1>Not Found</h1>" };
    return { status: found.status ?? 200, text: async () => found.body };
  }) as unknown as typeof fetch;
  return asked;
}

afterEach(() => jest.restoreAllMocks());

test("a circle keeps what its card shows and none of its people", () => {
  const read = readCircle({
    ...circle("lc-1", "Kotlin Circle"),
    members: [{ id: "u1", username: "Asha Learner", email: "asha@example.org", karma: 10 }],
    lead_email: "lead@example.org",
  });
  expect(read).toEqual({
    id: "lc-1",
    name: "Kotlin Circle",
    interestGroup: "Android",
    college: "Example College",
    meetPlace: "Lab 2",
    meetTime: "17:00",
    memberCount: 6,
  });
  const kept = JSON.stringify(read);
  expect(kept).not.toContain("Test Lead");
  expect(kept).not.toContain("Asha Learner");
  expect(kept).not.toContain("example.org");
  expect(kept).not.toContain("1200");
});

test("the newer app's field names read the same", () => {
  expect(
    readCircle({
      circle_id: "lc-2",
      title: "Flutter Circle",
      ig: "Android",
      org: "Sample College",
      total_members: "4",
    }),
  ).toEqual({
    id: "lc-2",
    name: "Flutter Circle",
    interestGroup: "Android",
    college: "Sample College",
    meetPlace: null,
    meetTime: null,
    memberCount: 4,
  });
});

test("no field of a circle becomes a link: javascript: and http: stay text, other fields go", () => {
  const read = readCircle({
    ...circle("lc-3", "javascript:alert(1)"),
    meet_place: "http://example.test/room",
    join_link: "javascript:alert(1)",
    url: "http://example.test/join",
  });
  expect(read).toEqual({
    id: "lc-3",
    name: "javascript:alert(1)",
    interestGroup: "Android",
    college: "Example College",
    meetPlace: "http://example.test/room",
    meetTime: "17:00",
    memberCount: 6,
  });
});

test("a paginated page gives its circles, the next page and the count; a bad circle is dropped", () => {
  const page = readCirclePage({
    data: [
      circle("lc-1", "Kotlin Circle"),
      { id: "lc-x", name: "" },
      { name: "No id" },
      "lc-y",
      circle("lc-1", "Kotlin Circle again"),
      circle("lc-2", "Flutter Circle"),
    ],
    pagination: { count: 30, totalPages: 3, isNext: true, isPrev: false, nextPage: 2 },
  });
  expect(page.circles.map((item) => item.name)).toEqual(["Kotlin Circle", "Flutter Circle"]);
  expect(page.nextPage).toBe(2);
  expect(page.total).toBe(30);
});

test("without pagination, or as a bare list, one page holds every circle", () => {
  expect(readCirclePage({ data: [circle("lc-1", "Kotlin Circle")] })).toMatchObject({
    nextPage: null,
    total: null,
  });
  expect(readCirclePage([circle("lc-1", "Kotlin Circle")]).circles).toHaveLength(1);
  expect(
    readCirclePage({
      data: [],
      pagination: { count: 0, totalPages: 1, isNext: false, isPrev: false, nextPage: null },
    }),
  ).toEqual({ circles: [], nextPage: null, total: 0 });
  expect(() => readCirclePage({ data: "none" })).toThrow();
});

test("the filter lists keep ids and names, A to Z; interest groups lose their people", () => {
  expect(
    readDistricts({
      districts: [{ id: "d2", name: "Kollam" }, { id: "d1", name: "Ernakulam" }, { id: "d3" }],
    }),
  ).toEqual([
    { id: "d1", name: "Ernakulam" },
    { id: "d2", name: "Kollam" },
  ]);
  expect(
    readColleges({
      colleges: [{ id: "c1", title: "Example College" }],
      departments: [{ id: "x", title: "CSE" }],
    }),
  ).toEqual([{ id: "c1", name: "Example College" }]);
  const groups = readInterestGroups({
    interestGroups: [
      {
        id: "ig-1",
        name: "Web Development",
        leads: [{ muid: "asha-k@mulearn", full_name: "Asha K", profile_pic: null }],
        mentors: [],
        thinktank: [],
        impact_projects: [{ created_by: "Staff Name" }],
      },
    ],
  });
  expect(groups).toEqual([{ id: "ig-1", name: "Web Development" }]);
  expect(readInterestGroups({ interestGroup: [{ id: "ig-2", name: "Android" }] })).toEqual([
    { id: "ig-2", name: "Android" },
  ]);
});

test("the filters live in the address by name; empty ones are left out", () => {
  expect(filtersFromSearch("?district=Ernakulam&college=&ig=Android")).toEqual({
    district: "Ernakulam",
    college: null,
    ig: "Android",
  });
  expect(searchFromFilters({ district: "Ernakulam", college: "Example College", ig: null })).toBe(
    "?district=Ernakulam&college=Example+College",
  );
  expect(searchFromFilters({ district: null, college: null, ig: null })).toBe("");
});

test("circles are asked for by names, without a trailing slash", async () => {
  const asked = fakeBackend({
    "/api/v1/public/lc-list": { body: envelope({ data: [circle("lc-1", "Kotlin Circle")] }) },
  });
  const result = await fetchCircles(
    { district: "Ernakulam", college: "Example College", ig: "Android" },
    2,
  );
  expect(result.ok).toBe(true);
  await fetchCircles({ district: null, college: null, ig: null }, 1);
  expect(asked).toEqual([
    "https://mulearn.org/api/v1/public/lc-list?district=Ernakulam&org=Example+College&ig=Android&pageIndex=2&perPage=12",
    "https://mulearn.org/api/v1/public/lc-list?pageIndex=1&perPage=12",
  ]);
});

test("the lists come from the public district, college and interest-group lists", async () => {
  const asked = fakeBackend({
    "/api/v1/public/list/district/": {
      body: envelope({ districts: [{ id: "d1", name: "Ernakulam" }] }),
    },
    "/api/v1/public/list/college/": { body: envelope({ colleges: [], departments: [] }) },
    "/api/v1/public/ig/list/": {
      body: envelope({ interestGroups: [{ id: "ig-1", name: "Android" }] }),
    },
  });
  expect(await fetchFinderLists()).toMatchObject({
    ok: true,
    data: {
      districts: [{ id: "d1", name: "Ernakulam" }],
      interestGroups: [{ id: "ig-1", name: "Android" }],
    },
  });
  await fetchColleges("d1");
  expect(asked).toEqual([
    "https://mulearn.org/api/v1/public/list/district/?state_id=44c63af8-8747-43d1-8402-ba79215d4bed",
    "https://mulearn.org/api/v1/public/ig/list/",
    "https://mulearn.org/api/v1/public/list/college/?district_id=d1",
  ]);
});

test("the committed snapshot is empty, and a refresh writes both lists or names what failed", async () => {
  expect(readLcFinderSnapshot(snapshotFile)).toEqual({
    source: "lc-finder",
    fetchedAt: null,
    districts: [],
    interestGroups: [],
  });
  const source = liveSources.find((entry) => entry.name === "lc-finder")!;
  fakeBackend({
    "/api/v1/public/list/district/": {
      body: envelope({ districts: [{ id: "d1", name: "Ernakulam" }] }),
    },
    "/api/v1/public/ig/list/": {
      body: envelope({
        interestGroups: [{ id: "ig-1", name: "Android", leads: [{ full_name: "Asha K" }] }],
      }),
    },
  });
  const snapshot = await takeSnapshot(source, new Date("2026-11-25T09:00:00Z"));
  expect(snapshot).toEqual({
    source: "lc-finder",
    fetchedAt: "2026-11-25T09:00:00.000Z",
    districts: [{ id: "d1", name: "Ernakulam" }],
    interestGroups: [{ id: "ig-1", name: "Android" }],
  });
  fakeBackend({
    "/api/v1/public/list/district/": { body: envelope({ districts: [] }) },
  });
  await expect(takeSnapshot(source)).rejects.toThrow(
    "GET https://mulearn.org/api/v1/public/ig/list/ failed: server (HTTP 404)",
  );
});
