import {
  fetchLeaderboards,
  readCollegeBoard,
  readLearnersSnapshot,
  readStudentBoard,
} from "@/lib/live/learners";
import { liveSources, takeSnapshot } from "@/lib/live/sources";
import snapshotFile from "@/data/live/learners.json";

const envelope = (response: unknown) =>
  JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });

/** Newer rows (§14): µ-ID and picture beside name, karma and institution. */
const newRows = [
  {
    muid: "asha-k@mulearn",
    full_name: "Asha K",
    total_karma: 48210,
    institution: "Govt. Engineering College, X",
    profile_pic: "https://mulearn.org/muback-media/user/profile/u1.png",
  },
  { muid: null, full_name: "Binu P", total_karma: 50100, institution: null, profile_pic: null },
  { muid: "c@mulearn", full_name: null, total_karma: 9000 },
  { muid: "d@mulearn", full_name: "Dev", total_karma: "lots" },
];
/** Older rows: name, karma and institution only. */
const oldRows = [{ full_name: "Chitra R", total_karma: 1200, institution: "College Y" }];

test("new rows: name, karma, institution, and the µ-ID the backend gave; bad rows dropped", () => {
  expect(readStudentBoard(newRows)).toEqual([
    { name: "Binu P", karma: 50100, institution: null, muid: null },
    {
      name: "Asha K",
      karma: 48210,
      institution: "Govt. Engineering College, X",
      muid: "asha-k@mulearn",
    },
  ]);
});

test("old rows read too, and no µ-ID is ever made up from a name", () => {
  expect(readStudentBoard(oldRows)).toEqual([
    { name: "Chitra R", karma: 1200, institution: "College Y", muid: null },
  ]);
});

test("no picture and no e-mail: a name or institution that is an e-mail is not shown", () => {
  const rows = readStudentBoard([
    { full_name: "e@example.org", total_karma: 5 },
    { full_name: "Fida", total_karma: 4, institution: "f@example.org", email: "f@example.org" },
  ]);
  expect(rows).toEqual([{ name: "Fida", karma: 4, institution: null, muid: null }]);
  expect(JSON.stringify(readStudentBoard(newRows))).not.toContain("muback-media");
});

test("college rows: title, or the code where an older monthly board sends no title", () => {
  expect(
    readCollegeBoard([
      {
        id: "1",
        code: "GEC",
        title: "Govt. Engineering College",
        total_karma: 900,
        total_students: 40,
      },
      { code: "MEC", total_karma: 1000, students: 12 },
      { code: "BAD", total_karma: -1 },
    ]),
  ).toEqual([
    { name: "MEC", karma: 1000, students: 12 },
    { name: "Govt. Engineering College", karma: 900, students: 40 },
  ]);
});

test("at most ten rows, highest karma first; an answer without a list is unreadable", () => {
  const many = Array.from({ length: 20 }, (_, i) => ({ full_name: `P${i}`, total_karma: i }));
  expect(readStudentBoard(many).map((r) => r.karma)).toEqual([
    19, 18, 17, 16, 15, 14, 13, 12, 11, 10,
  ]);
  expect(readStudentBoard({ data: oldRows })).toHaveLength(1);
  expect(() => readStudentBoard({})).toThrow();
});

test("the committed snapshot is empty, and keeps no µ-ID even if one is written in", () => {
  expect(readLearnersSnapshot(snapshotFile)).toEqual({
    source: "learners",
    fetchedAt: null,
    monthly: [],
    allTime: [],
    colleges: [],
  });
  expect(readLearnersSnapshot({ allTime: newRows }).allTime[1]).toEqual({
    name: "Asha K",
    karma: 48210,
    institution: "Govt. Engineering College, X",
    muid: null,
  });
});

function fakeBackend(answers: Record<string, { status?: number; body: string }>) {
  const asked: string[] = [];
  global.fetch = jest.fn(async (url: string) => {
    asked.push(url);
    const found = answers[new URL(url).pathname] ?? { status: 500, body: "<h1>Server Error</h1>" };
    return { status: found.status ?? 200, text: async () => found.body };
  }) as unknown as typeof fetch;
  return asked;
}

test("live: three boards; a failed monthly or college board reads as empty", async () => {
  const asked = fakeBackend({
    "/api/v1/leaderboard/students/": { body: envelope(newRows) },
  });
  const result = await fetchLeaderboards();
  expect(asked.sort()).toEqual([
    "https://mulearn.org/api/v1/leaderboard/college/",
    "https://mulearn.org/api/v1/leaderboard/students-monthly/",
    "https://mulearn.org/api/v1/leaderboard/students/",
  ]);
  expect(result).toMatchObject({ ok: true, data: { monthly: [], colleges: [] } });
  if (result.ok) expect(result.data.allTime.map((r) => r.name)).toEqual(["Binu P", "Asha K"]);
});

test("live: a failed all-time board fails the whole, so the snapshot stays", async () => {
  fakeBackend({});
  expect(await fetchLeaderboards()).toMatchObject({ ok: false, kind: "server" });
});

test("a refresh writes names, karma and institutions only", async () => {
  fakeBackend({
    "/api/v1/leaderboard/students/": { body: envelope(newRows) },
    "/api/v1/leaderboard/students-monthly/": { body: envelope(oldRows) },
    "/api/v1/leaderboard/college/": {
      body: envelope([{ code: "GEC", title: "GEC", total_karma: 9, total_students: 2 }]),
    },
  });
  const source = liveSources.find((s) => s.name === "learners")!;
  const snapshot = await takeSnapshot(source, new Date("2026-11-25T09:00:00Z"));
  expect(JSON.stringify(snapshot)).not.toMatch(/@mulearn|muback-media|profile_pic/);
  expect(snapshot).toMatchObject({
    source: "learners",
    monthly: [{ name: "Chitra R", karma: 1200, institution: "College Y", muid: null }],
    colleges: [{ name: "GEC", karma: 9, students: 2 }],
  });
});
