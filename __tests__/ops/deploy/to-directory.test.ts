/** @jest-environment node */
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { deployToDirectory } from "@/ops/deploy/to-directory";
import type { Export } from "@/ops/deploy/export";
import {
  cleanUp,
  recordingReporter,
  temporaryFolder,
  writeBuild,
  writeFiles,
} from "../../helpers/deploy";

let dir: string;
let hostingDir: string;
beforeEach(() => {
  dir = temporaryFolder("srv");
  hostingDir = writeFiles(temporaryFolder("hosting"), {
    "nginx-http.conf": "map $uri $csp { default \"default-src 'self'\"; }\n",
    "nginx-server.conf": "location / { try_files $uri $uri.html =404; }\n",
  });
});
afterEach(cleanUp);

let hour = 0;
function deploy(site: Export, options: { keep?: number; dryRun?: boolean } = {}) {
  return deployToDirectory({
    dir,
    site,
    hostingDir,
    keep: options.keep ?? 3,
    dryRun: options.dryRun ?? false,
    commit: null,
    now: new Date(Date.UTC(2026, 10, 20, hour++)),
    snapshots: null,
    report: recordingReporter(),
  });
}

const served = (file: string) => readFileSync(path.join(dir, "current", "out", file), "utf8");
const releases = () => readdirSync(path.join(dir, "releases")).sort();

test("a deploy copies the build to its release and points current at it", async () => {
  await deploy(writeBuild("a"));

  expect(readlinkSync(path.join(dir, "current"))).toBe("releases/build-a");
  expect(served("team.html")).toBe("<!doctype html><title>Team</title><h1>Team of build a</h1>");
  expect(readFileSync(path.join(dir, "current", "hosting", "nginx-server.conf"), "utf8")).toBe(
    "location / { try_files $uri $uri.html =404; }\n",
  );
});

test("the same build deployed again reuses its release", async () => {
  const site = writeBuild("a");
  await deploy(site);
  await deploy(writeBuild("b"));

  const result = await deploy(site);

  expect(result).toEqual({ release: "build-a", reused: true, removed: [] });
  expect(readlinkSync(path.join(dir, "current"))).toBe("releases/build-a");
  expect(releases()).toEqual(["build-a", "build-b"]);
});

test("the last --keep releases stay, and a folder no deploy made is left alone", async () => {
  mkdirSync(path.join(dir, "releases", "by-hand"), { recursive: true });
  for (const id of ["a", "b", "c"]) await deploy(writeBuild(id), { keep: 2 });

  expect(releases()).toEqual(["build-b", "build-c", "by-hand"]);
  expect(served("index.html")).toContain("main-c.js");
});

test("a dry run prints the plan and changes nothing", async () => {
  await deploy(writeBuild("a"));
  const report = recordingReporter();

  await deployToDirectory({
    dir,
    site: writeBuild("b"),
    hostingDir,
    keep: 1,
    dryRun: true,
    commit: null,
    now: new Date(Date.UTC(2026, 10, 21)),
    snapshots: null,
    report,
  });

  expect(readlinkSync(path.join(dir, "current"))).toBe("releases/build-a");
  expect(releases()).toEqual(["build-a"]);
  expect(report.lines.slice(1)).toEqual([
    "  copy out/ and hosting/ to releases/build-b, then switch current to it",
    "  remove 1 older releases: build-a",
  ]);
});

/**
 * Reads `current` in a loop on another thread until told to stop: every release it finds must be
 * complete (its record, pages and hosting files there) and the link must never be missing.
 */
const reader = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
const path = require("node:path");
const stop = new Int32Array(workerData.stop);
const seen = new Set();
const problems = [];
let ready = false;
for (;;) {
  // One more read after the stop, so the release made current last is always seen.
  const last = Atomics.load(stop, 0) === 1;
  try {
    const release = fs.realpathSync(workerData.current);
    for (const file of ["out/index.html", "out/team.html", "hosting/nginx-server.conf", "release.json"]) {
      if (!fs.existsSync(path.join(release, file))) problems.push(release + " lacks " + file);
    }
    seen.add(path.basename(release));
  } catch (error) {
    problems.push(error.code);
  }
  if (!ready) { ready = true; parentPort.postMessage("ready"); }
  if (last) break;
}
parentPort.postMessage({ seen: [...seen], problems });
`;

test("the current link switches at once: a reader never finds it missing or half-written", async () => {
  await deploy(writeBuild("a"));
  const stop = new SharedArrayBuffer(4);
  const worker = new Worker(reader, {
    eval: true,
    workerData: { stop, current: path.join(dir, "current") },
  });
  const messages: unknown[] = [];
  const finished = new Promise<void>((resolve, reject) => {
    worker.on("message", (message) => {
      messages.push(message);
      if (message !== "ready") resolve();
    });
    worker.on("error", reject);
  });
  await new Promise((resolve) => worker.once("message", resolve));

  await deploy(writeBuild("b"));
  expect(existsSync(path.join(dir, "current", "out", "index.html"))).toBe(true);
  Atomics.store(new Int32Array(stop), 0, 1);
  await finished;
  await worker.terminate();

  expect(messages[1]).toEqual({ seen: ["build-a", "build-b"], problems: [] });
});
