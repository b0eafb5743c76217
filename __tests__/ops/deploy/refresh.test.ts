/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { putJson, readText } from "@/ops/deploy/bucket";
import { liveSnapshotKey } from "@/ops/deploy/plan";
import { describeOutcome, outcomesTable, refreshSnapshots } from "@/ops/deploy/refresh";
import { liveSources, type LiveSource } from "@/lib/live/sources";
import { envelope, ongoingCall, pagination } from "../../fixtures/career-lab";
import { cleanUp, startS3, temporaryFolder, writeFiles, type S3Server } from "../../helpers/deploy";

const careers = liveSources.find((source) => source.name === "careers")!;
const now = new Date("2026-11-26T06:00:00.000Z");
const emptySnapshot = { source: "careers", fetchedAt: null, ongoing: [], previous: [] };
/** The snapshot the previous deploy used, as it keeps it in the bucket. */
const lastDeploys = {
  source: "careers",
  fetchedAt: "2026-11-25T09:00:00.000Z",
  ongoing: [{ id: "h1", role: "Intern", organization: "Acme", lastDate: "2099-02-01" }],
  previous: [],
};

let s3: S3Server;
let root: string;
beforeEach(async () => {
  s3 = await startS3();
  root = writeFiles(temporaryFolder("site"), {
    "data/live/careers.json": JSON.stringify(emptySnapshot),
  });
});
afterEach(async () => {
  await s3.stop();
  cleanUp();
  jest.restoreAllMocks();
});

/** The backend answers every request with `status` and `body`. */
function backend(status: number, body: string) {
  global.fetch = jest.fn(async () => ({
    status,
    text: async () => body,
  })) as unknown as typeof fetch;
}

const bucket = () => ({ s3: s3.s3, name: "site" });
const refresh = (sources: readonly LiveSource[] = [careers]) =>
  refreshSnapshots({
    sources,
    root,
    now,
    previous: async (source) => {
      const text = await readText(bucket(), liveSnapshotKey(source));
      return text === null ? null : JSON.parse(text);
    },
  });
const written = () =>
  JSON.parse(readFileSync(path.join(root, "data/live/careers.json"), "utf8")) as unknown;

test("a failing source keeps the snapshot the previous deploy left in the bucket", async () => {
  await putJson(bucket(), "_deploys/live/careers.json", lastDeploys);
  backend(500, "<h1>Server Error (500)</h1>");

  const [outcome] = await refresh();

  expect(written()).toEqual(lastDeploys);
  expect(describeOutcome(outcome!)).toBe(
    "careers: kept from 25 Nov 2026, 09:00 UTC (the previous deploy's copy); GET https://mulearn.org/api/v1/public/career-lab/ongoing/ failed: server (HTTP 500)",
  );
});

test("without a copy in the bucket, a failing source keeps the committed snapshot", async () => {
  backend(500, "<h1>Server Error (500)</h1>");

  const [outcome] = await refresh();

  expect(written()).toEqual(emptySnapshot);
  expect(describeOutcome(outcome!)).toBe(
    "careers: kept the committed snapshot, never fetched (its lists are empty); GET https://mulearn.org/api/v1/public/career-lab/ongoing/ failed: server (HTTP 500)",
  );
});

test("an empty list from a working backend is written as empty", async () => {
  await putJson(bucket(), "_deploys/live/careers.json", lastDeploys);
  backend(200, envelope({ data: [], pagination: pagination(1, 1, 0) }));

  const [outcome] = await refresh();

  expect(written()).toEqual({
    source: "careers",
    fetchedAt: "2026-11-26T06:00:00.000Z",
    ongoing: [],
    previous: [],
  });
  expect(describeOutcome(outcome!)).toBe("careers: empty (the backend answered no items)");
});

test("a fresh answer is written with what the page shows, never the staff's names", async () => {
  backend(200, envelope({ data: [ongoingCall], pagination: pagination(1, 1, 1) }));

  const [outcome] = await refresh();

  expect(outcome?.kind).toBe("fresh");
  const text = readFileSync(path.join(root, "data/live/careers.json"), "utf8");
  expect(text).toContain('"organization": "Acme"');
  expect(text).not.toContain("Staff Name");
  expect(text).not.toContain("created_by");
});

test("an answer that lacks one of the snapshot's lists counts as a failure", async () => {
  await putJson(bucket(), "_deploys/live/careers.json", lastDeploys);
  const halfAnswer: LiveSource = { ...careers, fetch: async () => ({ ongoing: [] }) };

  const [outcome] = await refresh([halfAnswer]);

  expect(written()).toEqual(lastDeploys);
  expect(outcome?.error).toBe("the answer has no previous");
});

test("the job's summary lists each source's outcome", async () => {
  await putJson(bucket(), "_deploys/live/careers.json", lastDeploys);
  backend(500, "<h1>Server Error (500)</h1>");
  const working: LiveSource = { ...careers, name: "stats", fetch: async () => ({ figures: {} }) };
  writeFiles(root, { "data/live/careers.json": JSON.stringify(emptySnapshot) });
  writeFiles(root, {
    "data/live/stats.json": JSON.stringify({ source: "stats", fetchedAt: null, figures: {} }),
  });

  const outcomes = await refresh([careers, { ...working, file: "data/live/stats.json" }]);

  expect(outcomesTable(outcomes)).toEqual([
    "| live source | outcome |",
    "| --- | --- |",
    "| careers | kept from 25 Nov 2026, 09:00 UTC (the previous deploy's copy); GET https://mulearn.org/api/v1/public/career-lab/ongoing/ failed: server (HTTP 500) |",
    "| stats | empty (the backend answered no items) |",
  ]);
});
