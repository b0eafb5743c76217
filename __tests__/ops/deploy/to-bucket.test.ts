/** @jest-environment node */
import { createHash } from "node:crypto";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { deployToBucket } from "@/ops/deploy/to-bucket";
import type { Export } from "@/ops/deploy/export";
import { DeployError, type Reporter } from "@/ops/deploy/report";
import {
  buildFiles,
  cleanUp,
  clientFor,
  getObject,
  putByHand,
  recordingReporter,
  startS3,
  writeBuild,
  type S3Server,
} from "../../helpers/deploy";

let s3server: S3Server;
beforeEach(async () => {
  s3server = await startS3();
});
afterEach(async () => {
  await s3server.stop();
  cleanUp();
});

let clock = Date.parse("2026-11-20T09:00:00Z");
/** Deploys a build with the default --keep of 3; each deploy an hour after the last. */
function deploy(
  site: Export,
  options: { dryRun?: boolean; report?: Reporter; concurrency?: number } = {},
) {
  clock += 3_600_000;
  return deployToBucket({
    bucket: { s3: s3server.s3, name: "site" },
    site,
    keep: 3,
    dryRun: options.dryRun ?? false,
    commit: null,
    now: new Date(clock),
    cloudFront: null,
    snapshots: null,
    report: options.report ?? recordingReporter(),
    concurrency: options.concurrency,
  });
}

async function bucketKeys(): Promise<string[]> {
  const answer = await s3server.s3.send(new ListObjectsV2Command({ Bucket: "site" }));
  return (answer.Contents ?? []).map((item) => item.Key ?? "").sort();
}

const siteKeys = Object.keys(buildFiles("a")).sort();

test("a deploy puts every file of out/ under its path with its Content-Type and Cache-Control", async () => {
  await deploy(writeBuild("a"));

  expect((await bucketKeys()).filter((key) => !key.startsWith("_deploys/"))).toEqual(siteKeys);
  const headers = async (key: string) => {
    const object = await getObject(s3server.s3, key);
    return [object?.contentType, object?.cacheControl];
  };
  const page = "public, max-age=0, must-revalidate";
  const hashed = "public, max-age=31536000, immutable";
  expect(await headers("team.html")).toEqual(["text/html; charset=utf-8", page]);
  expect(await headers("team.txt")).toEqual(["text/plain; charset=utf-8", page]);
  expect(await headers("sitemap.xml")).toEqual(["application/xml; charset=utf-8", page]);
  expect(await headers("_next/static/chunks/main-a.js")).toEqual([
    "text/javascript; charset=utf-8",
    hashed,
  ]);
  expect(await headers("_next/static/css/app-c0.css")).toEqual(["text/css; charset=utf-8", hashed]);
  expect(await headers("images/logo.svg")).toEqual(["image/svg+xml; charset=utf-8", null]);
  expect(await headers("favicon.ico")).toEqual(["image/x-icon", null]);
  expect((await getObject(s3server.s3, "team.html"))?.text).toBe(
    "<!doctype html><title>Team</title><h1>Team of build a</h1>",
  );
});

test("pages go up after every asset and picture", async () => {
  await deploy(writeBuild("a"));

  const firstPage = s3server.puts.findIndex((key) => /\.(html|txt|xml)$/.test(key));
  const assetsBefore = s3server.puts
    .slice(0, firstPage)
    .filter((key) => !key.startsWith("_deploys/"));
  expect(assetsBefore.sort()).toEqual([
    "_next/static/build-a/_buildManifest.js",
    "_next/static/build-a/_ssgManifest.js",
    "_next/static/chunks/framework-f0.js",
    "_next/static/chunks/main-a.js",
    "_next/static/css/app-c0.css",
    "favicon.ico",
    "images/logo.svg",
  ]);
});

test("deploying the same build again uploads nothing", async () => {
  const site = writeBuild("a");
  await deploy(site);
  s3server.puts.length = 0;

  const result = await deploy(site);

  expect(result.uploads.uploads).toEqual([]);
  expect(s3server.puts.filter((key) => !key.startsWith("_deploys/"))).toEqual([]);
});

test("a new build serves its pages, keeps the last build's chunks and leaves others' objects alone", async () => {
  await putByHand(s3server.s3, "photos/hand-made.jpg", "a photo");
  await deploy(writeBuild("a"));
  s3server.puts.length = 0;

  await deploy(writeBuild("b"));

  expect(s3server.puts.filter((key) => !key.startsWith("_deploys/")).sort()).toEqual([
    "_next/static/build-b/_buildManifest.js",
    "_next/static/build-b/_ssgManifest.js",
    "_next/static/chunks/main-b.js",
    "index.html",
    "team.html",
    "team.txt",
    "team/__next.!KGVuKQ.team.$d$year.__PAGE__.txt",
  ]);
  expect((await getObject(s3server.s3, "team.html"))?.text).toContain("Team of build b");
  expect(await getObject(s3server.s3, "_next/static/chunks/main-a.js")).not.toBeNull();
  expect((await getObject(s3server.s3, "photos/hand-made.jpg"))?.text).toBe("a photo");
});

test("a build's files go once three newer deploys name none of them; others' objects stay", async () => {
  await putByHand(s3server.s3, "photos/hand-made.jpg", "a photo");
  for (const id of ["a", "b", "c"]) await deploy(writeBuild(id));
  expect(await getObject(s3server.s3, "_next/static/chunks/main-a.js")).not.toBeNull();

  await deploy(writeBuild("d"));

  const keys = await bucketKeys();
  expect(keys.filter((key) => key.includes("build-a") || key.includes("main-a"))).toEqual([]);
  expect(keys).toContain("_next/static/chunks/main-b.js");
  expect(keys).toContain("_next/static/chunks/framework-f0.js");
  expect(keys).toContain("photos/hand-made.jpg");
  // The pages b and c had under names d and c replaced stay stashed for --rollback; a's went.
  const stashOf = (id: string, name: string) =>
    `_deploys/stash/${createHash("md5").update(buildFiles(id)[name]!).digest("hex")}`;
  expect(keys.filter((key) => key.startsWith("_deploys/"))).toEqual(
    [
      "_deploys/build-b.json",
      "_deploys/build-c.json",
      "_deploys/build-d.json",
      ...["b", "c"].flatMap((id) =>
        [
          "index.html",
          "team.html",
          "team.txt",
          "team/__next.!KGVuKQ.team.$d$year.__PAGE__.txt",
        ].map((name) => stashOf(id, name)),
      ),
    ].sort(),
  );
  expect(keys.filter((key) => key.startsWith("_deploys/stash/"))).not.toContain(
    stashOf("a", "team.html"),
  );
});

test("a server gone mid-upload fails the deploy at its step and leaves the pages online whole", async () => {
  const a = writeBuild("a");
  await deploy(a);
  let uploaded = 0;
  const report = recordingReporter(async () => {
    uploaded += 1;
    if (uploaded === 1) await s3server.stop();
  });

  const failure = await deploy(writeBuild("b"), { report, concurrency: 1 }).catch((e) => e);

  expect(failure).toBeInstanceOf(DeployError);
  expect(failure.step).toBe("upload assets");
  expect(failure.message).toMatch(
    /^deploy failed at the "upload assets" step: PUT s3:\/\/site\/_next\/static\//,
  );
  const restarted = await startS3(s3server.directory);
  try {
    for (const file of a.files.filter((f) => f.page)) {
      const online = await getObject(clientFor(restarted.port), file.key);
      expect(online?.text).toBe(buildFiles("a")[file.key]);
    }
  } finally {
    await restarted.stop();
  }
});

test("a dry run prints the plan and changes nothing", async () => {
  await deploy(writeBuild("a"));
  const before = await bucketKeys();
  s3server.puts.length = 0;
  const report = recordingReporter();

  await deploy(writeBuild("b"), { dryRun: true, report });

  expect(s3server.puts).toEqual([]);
  expect(await bucketKeys()).toEqual(before);
  expect(report.lines).toEqual([
    "Dry run, nothing changes. Plan for s3://site: build build-b, 13 files, 455 B.",
    "  upload 7 files (275 B), assets and pictures first, then 4 pages",
    "    _next/static/build-b/_buildManifest.js  30 B",
    "    _next/static/build-b/_ssgManifest.js  34 B",
    "    _next/static/chunks/main-b.js  21 B",
    "    index.html  88 B",
    "    team.html  58 B",
    "    team.txt  21 B",
    "    team/__next.!KGVuKQ.team.$d$year.__PAGE__.txt  23 B",
    "  skip 6 files the bucket already holds",
    "  after upload, delete 0 files only older deploys named (keeping builds build-b, build-a)",
    "  CloudFront: skipped (CLOUDFRONT_DISTRIBUTION_ID is not set)",
  ]);
});
