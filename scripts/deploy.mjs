#!/usr/bin/env node
// `npm run deploy`: refreshes the live snapshots, builds, and puts the site online (docs/deploy.md,
// "Deploying"). To the bucket DEPLOY_BUCKET (AWS_REGION; AWS_ENDPOINT_URL_S3 for an S3-compatible
// server): hashed assets and pictures first, pages last, each file under its own key with its
// Content-Type and serve.json's Cache-Control, files whose bytes the bucket holds skipped; a
// record of the deploy under _deploys/; with CLOUDFRONT_DISTRIBUTION_ID, the two functions, the
// redirect KeyValueStore (CLOUDFRONT_KVS_ARN), the 404 page's policy and an invalidation of the
// changed pages; then the files that only deploys older than the last --keep named are deleted.
// With SITE_URL set, once the invalidation is done, the live site is checked
// (ops/deploy/live-check.ts); a failed check exits 1 naming what failed and puts the last checked
// deploy back (unless --no-rollback). --rollback does that by hand, without a build. --prefix P
// deploys under P in DEPLOY_BUCKET (a pull request's preview: noindex, no CloudFront, no check);
// --remove-prefix P deletes everything under P.
// With --to dir:/srv/mulearn, the build goes to releases/<build-id>/ there and the `current` link
// is switched to it. Credentials come from the AWS SDK's default chain, never from this repository.
//   npm run deploy [-- --dry-run] [--no-refresh] [--no-build] [--keep 3] [--to dir:PATH]
//                  [--summary FILE] [--out out] [--hosting hosting] [--no-check] [--no-rollback]
//                  [--prefix previews/pr-N/] [--remove-prefix previews/pr-N/] [--rollback [--build ID]]
// --dry-run prints the plan and changes nothing (it plans the out/ already built). --summary
// appends a Markdown summary (the workflow passes $GITHUB_STEP_SUMMARY). Exits 1 naming the step
// and the file or call that failed, saying what is online.
import { spawnSync } from "node:child_process";
import { appendFileSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const started = Date.now();

const USAGE =
  "Usage: npm run deploy -- [--dry-run] [--no-refresh] [--no-build] [--keep N] [--to dir:PATH] [--summary FILE] [--out DIR] [--hosting DIR] [--no-check] [--no-rollback] [--prefix P/] [--remove-prefix P/] [--rollback [--build ID]]";

/** A key prefix a preview may use: folders of letters, digits, dots, dashes, ending in "/". */
const PREFIX = /^(?!_deploys\/)[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9._-]+)*\/$/;

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
    check: true,
    rollBackOnFailure: true,
    prefix: null,
    removePrefix: null,
    rollback: false,
    buildId: null,
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
    else if (flag === "--no-check") options.check = false;
    else if (flag === "--no-rollback") options.rollBackOnFailure = false;
    else if (flag === "--prefix") options.prefix = value();
    else if (flag === "--remove-prefix") options.removePrefix = value();
    else if (flag === "--rollback") options.rollback = true;
    else if (flag === "--build") options.buildId = value();
    else throw new Error(`Unknown argument ${flag}.\n${USAGE}`);
  }
  for (const prefix of [options.prefix, options.removePrefix]) {
    if (prefix !== null && !PREFIX.test(prefix)) {
      throw new Error(
        `A prefix is folders ending in "/", such as previews/pr-12/; got "${prefix}".\n${USAGE}`,
      );
    }
  }
  if ((options.prefix || options.removePrefix || options.rollback) && options.to !== "s3") {
    throw new Error(
      `--prefix, --remove-prefix and --rollback work on the bucket, not --to dir:.\n${USAGE}`,
    );
  }
  if (options.buildId && !options.rollback)
    throw new Error(`--build goes with --rollback.\n${USAGE}`);
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

/** The live check of SITE_URL against a deploy's facts (ops/deploy/live-check.ts). */
async function liveCheck(facts) {
  const { checkLiveSite, expectationsOf, bucketUrlFromEnv } = await importData(
    "ops/deploy/live-check.ts",
  );
  const bucketUrl = bucketUrlFromEnv(process.env, process.env.DEPLOY_BUCKET);
  return checkLiveSite(expectationsOf(facts, process.env.SITE_URL, bucketUrl));
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
    // A preview lives under its prefix and touches nothing of production: no CloudFront at all.
    const prefix = options.prefix ?? options.removePrefix;
    if (prefix) {
      bucket.prefix = prefix;
      console.log(
        `Prefix: every key under s3://${bucketName}/${prefix}; CloudFront and the live check are skipped.`,
      );
    } else cloudFrontSetup = cloudFrontSetupFromEnv(process.env);
    previous = async (source) => {
      const text = await readText(bucket, liveSnapshotKey(source));
      return text === null ? null : JSON.parse(text);
    };
  }

  if (options.removePrefix) {
    const { removePrefix } = await importData("ops/deploy/bucket.ts");
    let removed;
    try {
      removed = options.dryRun ? 0 : await removePrefix(bucket);
    } catch (error) {
      throw new DeployError(
        "remove prefix",
        error.message,
        "Some objects under the prefix may remain: run it again.",
      );
    }
    const line = `Removed ${removed} objects under s3://${bucket.name}/${options.removePrefix} in ${formatDuration(Date.now() - started)}.`;
    console.log(line);
    summaryLines.push("### Preview removed", "", line, "");
    writeSummary(options.summary);
    process.exit(0);
  }

  if (options.rollback) {
    const { rollBack } = await importData("ops/deploy/rollback.ts");
    let cloudFront = null;
    if (cloudFrontSetup) {
      const { readViewerResponse } = await importData("ops/deploy/cloudfront.ts");
      // No build is needed: the target's function, keys and 404 policy are kept in the bucket.
      const hosting = {
        request: "",
        response: readViewerResponse(root),
        redirects: [],
        notFoundPolicy: "",
      };
      cloudFront = { setup: cloudFrontSetup, hosting };
    }
    let result;
    try {
      result = await rollBack({
        bucket,
        cloudFront,
        report,
        now,
        buildId: options.buildId ?? undefined,
        wait: true,
      });
    } catch (error) {
      throw new DeployError(
        "rollback",
        error.message,
        "The rollback stopped: run it again (it copies inside the bucket and changes nothing twice).",
      );
    }
    const line = `Rolled back to build ${result.buildId} on s3://${bucket.name} in ${formatDuration(Date.now() - started)}: ${result.restored.length} files restored, ${result.removed.length} removed${result.invalidation.length ? `, invalidated ${result.invalidation.join(", ")}` : ""}.`;
    console.log(`\n${line}`);
    summaryLines.push("### Rollback", "", line, "");
    if (options.check && process.env.SITE_URL) {
      const routing = path.join(hostingDir, "routing.json");
      const failures = await liveCheck({
        buildId: result.buildId,
        keys: Object.keys(result.record.files),
        metadata: Object.fromEntries(
          Object.entries(result.record.files).map(([key, entry]) => [key, entry.metadata ?? {}]),
        ),
        redirects: result.redirects,
        backendPrefixes: existsSync(routing)
          ? JSON.parse(readFileSync(routing, "utf8")).backend
          : [],
        notFoundMarker: "",
      });
      if (failures.length) {
        throw new DeployError(
          "live check",
          `after the rollback:${failures.map((f) => `\n    ${f}`).join("")}`,
          `Build ${result.buildId}'s files are back.`,
        );
      }
      console.log(`Live check: ${process.env.SITE_URL} answers as build ${result.buildId}.`);
    }
    writeSummary(options.summary);
    process.exit(0);
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
    const metadataFile = path.join(hostingDir, "object-metadata.json");
    if (!existsSync(metadataFile)) {
      throw new Error(
        `${metadataFile} is missing: build with "npm run build" (scripts/csp.mjs writes it).`,
      );
    }
    const metadata = JSON.parse(readFileSync(metadataFile, "utf8"));
    // A preview is never indexed: every object of it carries X-Robots-Tag: noindex.
    const extra = options.prefix ? { robots: "noindex" } : {};
    site = readExport(outDir, serve.headers, metadata, extra);
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
        cloudFront = { setup: cloudFrontSetup, hosting: readCloudFrontHosting(hostingDir, root) };
      } catch (error) {
        throw new DeployError("read hosting/", error.message, "Nothing was uploaded.");
      }
    }
    const checking = Boolean(
      options.check && !options.prefix && !options.dryRun && process.env.SITE_URL,
    );
    if (!checking && !options.prefix && !options.dryRun) {
      console.log(
        options.check
          ? "Live check: skipped (SITE_URL is not set)."
          : "Live check: skipped (--no-check).",
      );
    }
    let liveCheckOf = undefined;
    if (checking) {
      const { factsOfBuild } = await importData("ops/deploy/live-check.ts");
      const facts = factsOfBuild(site, hostingDir);
      liveCheckOf = () => liveCheck(facts);
    }
    const result = await deployToBucket({
      ...common,
      bucket,
      cloudFront,
      liveCheck: liveCheckOf,
      rollBackOnFailure: options.rollBackOnFailure,
    });
    const { uploads, prune, invalidation } = result;
    const uploadedBytes = uploads.uploads.reduce((total, file) => total + file.size, 0);
    const parts = [
      `${options.dryRun ? "would upload" : "uploaded"} ${uploads.uploads.length} files (${formatBytes(uploadedBytes)})`,
      `${uploads.unchanged.length} unchanged`,
      `${options.dryRun ? "would delete" : "deleted"} ${prune.deletions.length} files of ${prune.expired.length} expired deploys`,
    ];
    if (!result.cloudFront)
      parts.push(
        options.prefix
          ? "CloudFront skipped (a prefix deploy touches no distribution)"
          : "CloudFront skipped (CLOUDFRONT_DISTRIBUTION_ID is not set)",
      );
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
    if (result.stashed) parts.push(`${result.stashed} replaced files kept for --rollback`);
    if (result.checked) parts.push(`live check of ${process.env.SITE_URL} passed`);
    const where = `s3://${bucket.name}${bucket.prefix ? `/${bucket.prefix}` : ""}`;
    const line = `${what} build ${site.buildId} to ${where} in ${formatDuration(Date.now() - started)}: ${parts.join("; ")}.`;
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
