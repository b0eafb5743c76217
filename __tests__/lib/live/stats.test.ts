import { formatCount } from "@/lib/format";
import {
  fetchStatsFields,
  mergeFigures,
  readStatsFrame,
  readStatsSnapshot,
} from "@/lib/live/stats";

/** The socket's first frame, as the backend sends it on connect (invented counts). */
const fullState = JSON.stringify({
  members: 68000,
  org_type_counts: [
    { org_type: "College", org_count: 520 },
    { org_type: "Company", org_count: 410 },
    { org_type: "Community", org_count: 60 },
  ],
  enablers_mentors_count: [
    { role__title: "Mentor", role_count: 300 },
    { role__title: "Enabler", role_count: 900 },
  ],
  ig_count: 34,
  learning_circle_count: 1500,
  karma_pow_count: { karma_count: 9000000, pow_count: 250000 },
});

describe("readStatsFrame", () => {
  test("reads the full state into every figure", () => {
    expect(readStatsFrame(fullState)).toEqual({
      members: 68000,
      colleges: 520,
      companies: 410,
      communities: 60,
      mentors: 300,
      enablers: 900,
      interestGroups: 34,
      learningCircles: 1500,
      karma: 9000000,
      proofsOfWork: 250000,
    });
  });

  test("a partial frame carries only its own keys, and an absent org type stays absent", () => {
    expect(
      readStatsFrame(
        '{"members": 68001, "org_type_counts": [{"org_type": "College", "org_count": 521}]}',
      ),
    ).toEqual({ members: 68001, colleges: 521 });
  });

  test("unknown keys, org types and roles are ignored", () => {
    expect(
      readStatsFrame({
        members: 70000,
        type: "send_data",
        org_type_counts: [{ org_type: "School", org_count: 12 }, "College"],
        enablers_mentors_count: [{ role__title: "Admin", role_count: 4 }],
      }),
    ).toEqual({ members: 70000 });
  });

  test("non-numeric values are dropped one by one, the rest of the frame still counts", () => {
    expect(
      readStatsFrame({
        members: "68000",
        ig_count: null,
        learning_circle_count: 1500.5,
        org_type_counts: [
          { org_type: "College", org_count: "520" },
          { org_type: "Company", org_count: 410 },
        ],
        karma_pow_count: { karma_count: 9000000, pow_count: "many" },
      }),
    ).toEqual({ companies: 410, karma: 9000000 });
  });

  test("zero, negative and absurd counts are refused", () => {
    expect(
      readStatsFrame({
        members: -5,
        ig_count: 0,
        learning_circle_count: 10_000_000_000,
        karma_pow_count: { karma_count: 9_999_999_999, pow_count: Number.POSITIVE_INFINITY },
      }),
    ).toEqual({ karma: 9_999_999_999 });
  });

  test("the REST answer (no karma) and junk read as far as they go", () => {
    expect(readStatsFrame({ members: 68000, ig_count: 34 })).toEqual({
      members: 68000,
      interestGroups: 34,
    });
    for (const junk of ["<html>Server Error (500)</html>", "[1, 2]", "null", 42, undefined]) {
      expect(readStatsFrame(junk)).toEqual({});
    }
  });
});

test("mergeFigures keeps what a frame leaves out and takes what it carries", () => {
  expect(
    mergeFigures({ members: 68000, karma: 9000000, colleges: 520 }, { members: 68001 }),
  ).toEqual({ members: 68001, karma: 9000000, colleges: 520 });
});

describe("readStatsSnapshot", () => {
  test("the committed empty snapshot has no figures and no date", () => {
    expect(readStatsSnapshot({ source: "stats", fetchedAt: null, figures: {} })).toEqual({
      source: "stats",
      fetchedAt: null,
      figures: {},
    });
  });

  test("keeps valid named figures with their date; figures without a date are not kept", () => {
    expect(
      readStatsSnapshot({
        source: "stats",
        fetchedAt: "2026-11-20T06:00:00.000Z",
        figures: { members: 68000, karma: -1, ig_count: 34 },
      }),
    ).toEqual({
      source: "stats",
      fetchedAt: "2026-11-20T06:00:00.000Z",
      figures: { members: 68000 },
    });
    expect(
      readStatsSnapshot({ fetchedAt: "yesterday", figures: { members: 68000 } }).figures,
    ).toEqual({});
  });
});

describe("fetchStatsFields (npm run refresh:live)", () => {
  /** A fetch that answers `body` with `status` (jsdom has no Response). */
  const answer = (status: number, body: string) =>
    jest.fn(async () => ({ status, text: async () => body })) as unknown as typeof fetch;

  test("asks global-count and gives its figures", async () => {
    const fetchImpl = answer(
      200,
      '{"hasError":false,"statusCode":200,"message":{"general":[]},"response":{"members":68000,"ig_count":34,"learning_circle_count":1500}}',
    );
    await expect(fetchStatsFields(fetchImpl)).resolves.toEqual({
      figures: { members: 68000, interestGroups: 34, learningCircles: 1500 },
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://mulearn.org/api/v1/public/global-count/",
      expect.objectContaining({ method: "GET" }),
    );
  });

  test("an error page rejects, naming the endpoint", async () => {
    await expect(fetchStatsFields(answer(500, "<h1>Server Error (500)</h1>"))).rejects.toThrow(
      "GET /api/v1/public/global-count/ failed (server 500)",
    );
  });
});

test("formatCount groups in lakhs and crores as Indians write them", () => {
  expect(formatCount(1000)).toBe("1,000");
  expect(formatCount(100000)).toBe("1,00,000");
  expect(formatCount(123456789)).toBe("12,34,56,789");
  expect(formatCount(9999999999)).toBe("9,99,99,99,999");
});
