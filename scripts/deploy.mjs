#!/usr/bin/env node
// `npm run deploy`: refreshes the live snapshots, builds, and puts the site online (docs/deploy.md,
// "Deploying"). To the bucket DEPLOY_BUCKET (AWS_REGION; AWS_ENDPOINT_URL_S3 for an S3-compatible
// server): hashed assets and pictures first, pages last, each file under its own key with its
// Content-Type and serve.json's Cache-Control, files whose bytes the bucket holds skipped; a
// record of the deploy under _deploys/; with CLOUDFRONT_DISTRIBUTION_ID, the two functions, the
// redirect KeyValueStore (CLOUDFRONT_KVS_ARN), the 404 page's policy and an invalidation of the
// changed pages; then the files that only deploys older than the last --keep named are deleted.
// With --to dir:/srv/mulearn, the build goes to releases/<build-id>/ there and the `current` link
// is switched to it. Credentials come from the AWS SDK's default chain, never from this repository.
//   npm run deploy [-- --dry-run] [--no-refresh] [--no-build] [--keep 3] [--to dir:PATH]
//                  [--summary FILE] [--out out] [--hosting hosting]
// --dry-run prints the plan and changes nothing (it plans the out/ already built). --summary
// appends a Markdown summary (the workflow passes $GITHUB_STEP_SUMMARY). Exits 1 naming the step
// and the file or call that failed, saying what is online.
import { spawnSync } from "node:child_process";
import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();

const USAGE =
  "Usage: npm run deploy -- [--dry-run] [--no-refresh] [--no-build] [--keep N] [--to dir:PATH] [--summary FILE] [--out DIR] [--hosting DIR]";

/** The command line as options; throws with the usage on anything unknown. */
function parseArguments(argv) {
  const options = {
    dryRun: false,
    refresh: true,
    build: true,
    keep: 3,
    to: "s3",
    summary: null,
    out: "out",
    hosting: "hosting",
  };
  for (let i = 0; i < argv.length; i += 1) {
    const flag = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value.\n${USAGE}`);
      return next;
    };
    if (flag === "--dry-run") options.dryRun = true;
    else if (flag === "--no-refresh") options.refresh = false;
    else if (flag === "--no-build") options.build = false;
    else if (flag === "--keep") options.keep = Number(value());
    else if (flag === "--to") options.to = value();
    else if (flag === "--summary") options.summary = value();
    else if (flag === "--out") options.out = value();
    else if (flag === "--hosting") options.hosting = value();
    else throw new Error(`Unknown argument ${flag}.\n${USAGE}`);
  }
  if (!Number.isInteger(options.keep) || options.keep < 1) {
    throw new Error(`--keep must be a whole number of 1 or more.\n${USAGE}`);
  }
  if (options.to !== "s3" && !options.to.startsWith("dir:")) {
    throw new Error(`--to takes dir:PATH (or nothing, for the bucket).\n${USAGE}`);
  }
  return options;
}

/** The commit built: CI's, else git's, else null. */
function currentCommit() {
  if (process.env.GITHUB_SHA) return process.env.GITHUB_SHA;
  const git = spawnSync("git", ["rev-parse", "HEAD"], { cwd: root, encoding: "utf8" });
  return git.status === 0 ? git.stdout.trim() : null;
}

/** Lines to the console; a progress line at most every two seconds, and the last one. */
function consoleReporter(progressLine) {
  let printed = 0;
  return {
    line: (text) => console.log(text),
    progress: (state) => {
      if (state.done === state.total || Date.now() - printed >= 2000) {
        printed = Date.now();
        console.log(progressLine(state));
      }
    },
  };
}

const summaryLines = [];
function writeSummary(file) {
  if (file) appendFileSync(file, `${summaryLines.join("\n")}\n`);
}

let options;
try {
  options = parseArguments(process.argv.slice(2));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { DeployError, progressLine, formatBytes, formatDuration } =
  await importData("ops/deploy/report.ts");
const report = consoleReporter(progressLine);
const toDirectory = options.to.startsWith("dir:") ? path.resolve(options.to.slice(4)) : null;
const outDir = path.resolve(root, options.out);
const hostingDir = path.resolve(root, options.hosting);
const now = new Date();

try {
  // Settings first: a missing variable stops the deploy before it fetches or builds anything.
  let bucket = null;
  let cloudFrontSetup = null;
  let previous;
  if (toDirectory) {
    const { previousDirectorySnapshot } = await importData("ops/deploy/to-directory.ts");
    previous = (source) => previousDirectorySnapshot(toDirectory, source);
  } else {
    const bucketName = process.env.DEPLOY_BUCKET;
    if (!bucketName) {
      throw new Error(
        'DEPLOY_BUCKET is not set: name the bucket to deploy to (docs/deploy.md, "Deploying"), or deploy with --to dir:PATH.',
      );
    }
    const { s3ClientFromEnv, readText } = await importData("ops/deploy/bucket.ts");
    const { liveSnapshotKey } = await importData("ops/deploy/plan.ts");
    const { cloudFrontSetupFromEnv } = await importData("ops/deploy/cloudfront.ts");
    bucket = { s3: s3ClientFromEnv(process.env), name: bucketName };
    cloudFrontSetup = cloudFrontSetupFromEnv(process.env);
    previous = async (source) => {
      const text = await readText(bucket, liveSnapshotKey(source));
      return text === null ? null : JSON.parse(text);
    };
  }

  // 1. The live snapshots, with the previous deploy's as the fallback.
  let outcomes = null;
  if (options.dryRun || !options.build || !options.refresh) {
    const why = options.dryRun
      ? "--dry-run plans the out/ already built"
      : !options.build
        ? "--no-build deploys the out/ already built"
        : "--no-refresh";
    console.log(`Live snapshots: not refreshed (${why}).`);
  } else {
    console.log("Live snapshots: refreshing each source (docs/live-data.md)…");
    const { liveSources } = await importData("lib/live/sources.ts");
    const { refreshSnapshots, describeOutcome, outcomesTable } =
      await importData("ops/deploy/refresh.ts");
    try {
      outcomes = await refreshSnapshots({ sources: liveSources, root, previous, now });
    } catch (error) {
      throw new DeployError("refresh", error.message, "Nothing was built or uploaded.");
    }
    for (const outcome of outcomes) console.log(`  ${describeOutcome(outcome)}`);
    summaryLines.push("### Live data", "", ...outcomesTable(outcomes));
    summaryLines.push("");
  }

  // 2. The build.
  if (options.build && !options.dryRun) {
    console.log("Build: npm run build…");
    const npm = process.env.npm_execpath;
    const build = npm
      ? spawnSync(process.execPath, [npm, "run", "build"], { cwd: root, stdio: "inherit" })
      : spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
    if (build.status !== 0) {
      throw new DeployError(
        "build",
        `npm run build exited ${build.status ?? build.signal}.`,
        "Nothing was uploaded.",
      );
    }
  }

  // 3. Upload and switch over.
  const { readExport } = await importData("ops/deploy/export.ts");
  const serve = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
  let site;
  try {
    site = readExport(outDir, serve.headers);
  } catch (error) {
    throw new DeployError("read out/", error.message, "Nothing was uploaded.");
  }
  const snapshots = outcomes
    ? Object.fromEntries(outcomes.map((outcome) => [outcome.source, outcome.snapshot]))
    : null;
  const common = {
    site,
    keep: options.keep,
    dryRun: options.dryRun,
    commit: currentCommit(),
    now,
    snapshots,
    report,
  };
  const what = options.dryRun ? "Planned" : "Deployed";
  if (toDirectory) {
    const { deployToDirectory } = await importData("ops/deploy/to-directory.ts");
    const result = await deployToDirectory({ ...common, dir: toDirectory, hostingDir });
    const line = `${what} build ${site.buildId} to dir:${toDirectory} in ${formatDuration(Date.now() - started)}: releases/${result.release}${result.reused ? " (already there)" : ""}, ${result.removed.length} older releases removed. Reload nginx to read the new release's hosting/ (nginx -t && nginx -s reload).`;
    console.log(`\n${line}`);
    summaryLines.push("### Deploy", "", line, "");
  } else {
    const { deployToBucket } = await importData("ops/deploy/to-bucket.ts");
    let cloudFront = null;
    if (cloudFrontSetup) {
      const { readCloudFrontHosting } = await importData("ops/deploy/cloudfront.ts");
      try {
        cloudFront = { setup: cloudFrontSetup, hosting: readCloudFrontHosting(hostingDir) };
      } catch (error) {
        throw new DeployError("read hosting/", error.message, "Nothing was uploaded.");
      }
    }
    const result = await deployToBucket({ ...common, bucket, cloudFront });
    const { uploads, prune, invalidation } = result;
    const uploadedBytes = uploads.uploads.reduce((total, file) => total + file.size, 0);
    const parts = [
      `${options.dryRun ? "would upload" : "uploaded"} ${uploads.uploads.length} files (${formatBytes(uploadedBytes)})`,
      `${uploads.unchanged.length} unchanged`,
      `${options.dryRun ? "would delete" : "deleted"} ${prune.deletions.length} files of ${prune.expired.length} expired deploys`,
    ];
    if (!result.cloudFront)
      parts.push("CloudFront skipped (CLOUDFRONT_DISTRIBUTION_ID is not set)");
    else {
      const functions = result.cloudFront.functions.filter((f) => f.action !== "unchanged");
      const { puts, deletes } = result.cloudFront.keys;
      parts.push(
        `functions ${functions.length ? functions.map((f) => f.name).join(", ") : "unchanged"}`,
        `redirect keys ${puts.length} put, ${deletes.length} deleted`,
        invalidation.paths.length
          ? `invalidated ${invalidation.paths.join(", ")}${invalidation.id ? ` (${invalidation.id})` : ""}`
          : "no invalidation",
      );
    }
    const line = `${what} build ${site.buildId} to s3://${bucket.name} in ${formatDuration(Date.now() - started)}: ${parts.join("; ")}.`;
    console.log(`\n${line}`);
    summaryLines.push("### Deploy", "", line, "");
  }
  writeSummary(options.summary);
} catch (error) {
  if (error instanceof DeployError) {
    console.error(`\n✖ ${error.message}\n  ${error.state}`);
    summaryLines.push("### Deploy failed", "", `${error.message}`, "", error.state, "");
  } else {
    console.error(`\n✖ deploy failed: ${error instanceof Error ? error.message : String(error)}`);
    summaryLines.push(
      "### Deploy failed",
      "",
      String(error instanceof Error ? error.message : error),
      "",
    );
  }
  writeSummary(options.summary);
  process.exit(1);
}
