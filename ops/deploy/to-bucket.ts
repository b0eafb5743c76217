/**
 * A deploy to the bucket, step by step (docs/deploy.md, "Deploying"): plan, record, hashed assets
 * and pictures, then pages, the complete record, CloudFront, clean-up of what only expired deploys
 * named, and the live snapshots this deploy used. Nothing is deleted before every page is online,
 * so a deploy that fails leaves the site that was online before whole.
 */
import {
  copyObject,
  deleteKeys,
  listBucket,
  putFile,
  putJson,
  readRecords,
  type Bucket,
} from "@/ops/deploy/bucket";
import {
  applyFunctions,
  applyKeys,
  applyPolicies,
  invalidate,
  planCloudFront,
  waitForInvalidation,
  type CloudFrontHosting,
  type CloudFrontPlan,
  type CloudFrontSetup,
} from "@/ops/deploy/cloudfront";
import type { Export, ExportFile } from "@/ops/deploy/export";
import {
  cloudFrontStateKey,
  expiredStashes,
  invalidationLimit,
  invalidationPaths,
  isImmutable,
  liveSnapshotKey,
  orderRecords,
  planPrune,
  planUploads,
  recordKey,
  recordOf,
  recordPrefix,
  remoteMd5,
  stashKey,
  type DeployRecord,
  type PrunePlan,
  type UploadPlan,
} from "@/ops/deploy/plan";
import { rollBack } from "@/ops/deploy/rollback";
import { DeployError, formatBytes, runPool, type Reporter } from "@/ops/deploy/report";

export type { DeployRecord };

export interface BucketDeploy {
  bucket: Bucket;
  site: Export;
  /** How many deploys' files stay (this one included). */
  keep: number;
  dryRun: boolean;
  /** The commit built, for the record; null outside git. */
  commit: string | null;
  now: Date;
  cloudFront: { setup: CloudFrontSetup; hosting: CloudFrontHosting } | null;
  /** Live snapshots to keep beside the records for the next deploy's fallback, by source. */
  snapshots: Record<string, unknown> | null;
  report: Reporter;
  /** Uploads at once. */
  concurrency?: number;
  /** Invalidate each changed page's path up to this many; more get one "/*". */
  invalidationLimit?: number;
  /**
   * The live site's check (ops/deploy/live-check.ts), run once CloudFront has switched over:
   * resolves to what failed, [] when all is well. Without it the deploy counts as checked.
   */
  liveCheck?: (buildId: string) => Promise<string[]>;
  /** On a failed live check, put the last checked deploy back (the workflow's default). */
  rollBackOnFailure?: boolean;
}

/** What a deploy did (or, dry, would do). */
export interface BucketDeployResult {
  buildId: string;
  uploads: UploadPlan;
  prune: PrunePlan;
  cloudFront: CloudFrontPlan | null;
  invalidation: { paths: string[]; id: string | null };
  /** Copies of replaced files kept for `--rollback`. */
  stashed: number;
  /** The live check's verdict: null when none ran. */
  checked: boolean | null;
}

const sum = (files: readonly ExportFile[]) => files.reduce((total, file) => total + file.size, 0);

/** The plan, as the lines `--dry-run` prints and a deploy starts with. */
function describePlan(
  target: string,
  site: Export,
  uploads: UploadPlan,
  prune: PrunePlan,
  cloudFront: CloudFrontPlan | null,
  paths: string[],
  dryRun: boolean,
): string[] {
  const lines = [
    `${dryRun ? "Dry run, nothing changes. " : ""}Plan for ${target}: build ${site.buildId}, ${site.files.length} files, ${formatBytes(sum(site.files))}.`,
    `  upload ${uploads.uploads.length} files (${formatBytes(sum(uploads.uploads))}), assets and pictures first, then ${uploads.uploads.filter((f) => f.page).length} pages`,
  ];
  if (dryRun) {
    for (const file of uploads.uploads) lines.push(`    ${file.key}  ${formatBytes(file.size)}`);
  }
  lines.push(`  skip ${uploads.unchanged.length} files the bucket already holds`);
  lines.push(
    `  after upload, delete ${prune.deletions.length} files only older deploys named (keeping builds ${prune.kept.join(", ")})`,
  );
  if (dryRun) for (const key of prune.deletions) lines.push(`    ${key}`);
  if (!cloudFront) {
    lines.push("  CloudFront: skipped (CLOUDFRONT_DISTRIBUTION_ID is not set)");
    return lines;
  }
  for (const change of cloudFront.functions) {
    lines.push(`  function ${change.name} (${change.event}): ${change.action}`);
  }
  const { puts, deletes } = cloudFront.keys;
  lines.push(`  redirect store: put ${puts.length} keys, delete ${deletes.length}`);
  if (dryRun) {
    for (const put of puts) lines.push(`    put ${put.Key} = ${put.Value}`);
    for (const remove of deletes) lines.push(`    delete ${remove.Key}`);
  }
  for (const policy of cloudFront.policies) {
    lines.push(
      `  response headers policy ${policy.name}: ${policy.action === "update" ? "new 404 CSP" : "unchanged"}`,
    );
  }
  for (const note of cloudFront.notes) lines.push(`  note: ${note}`);
  lines.push(
    paths.length === 0
      ? "  invalidate: nothing (no page online changed)"
      : `  invalidate ${paths.length === 1 && paths[0] === "/*" ? `/* (${uploads.changedPages.length} pages changed)` : paths.join(", ")}`,
  );
  return lines;
}

/** Runs a step; any failure becomes a DeployError naming it and what is online. */
async function step<T>(name: string, state: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DeployError) throw error;
    throw new DeployError(name, error instanceof Error ? error.message : String(error), state);
  }
}

const untouched = "No page changed and nothing was deleted: the site online before is whole.";
const pagesGoing =
  "Some pages may be new, the rest old; every file a new page points at went up first, and nothing was deleted. Deploy again.";
const pagesOnline =
  "Every page of this build is online and nothing was deleted; the step above did not finish. Deploy again.";

/** Deploys an export to the bucket, or with `dryRun` prints what that would do. */
export async function deployToBucket(options: BucketDeploy): Promise<BucketDeployResult> {
  const { bucket, site, keep, dryRun, report, cloudFront } = options;
  const target = `s3://${bucket.name}`;
  const deployedAt = options.now.toISOString();
  const identity = { buildId: site.buildId, deployedAt, commit: options.commit };

  const planned = await step("plan", untouched, async () => {
    const clash = site.files.find((file) => file.key.startsWith(recordPrefix));
    if (clash) throw new Error(`out/${clash.key}: ${recordPrefix} is where deploy records live.`);
    const listing = await listBucket(bucket);
    const records = await readRecords(bucket, listing);
    const uploads = planUploads(site.files, listing, records);
    const etags = new Map(
      uploads.unchanged.map((file) => [file.key, listing.get(file.key)?.etag ?? null]),
    );
    const finished = recordOf(identity, site.files, etags, "complete");
    const prune = planPrune([...records, finished], keep, listing);
    const cloudFrontPlan = cloudFront
      ? await planCloudFront(cloudFront.setup, cloudFront.hosting)
      : null;
    const limit = options.invalidationLimit ?? invalidationLimit;
    const paths = cloudFront ? invalidationPaths(uploads.changedPages, limit) : [];
    return { uploads, etags, prune, cloudFrontPlan, paths, listing, records };
  });
  const { uploads, etags, prune, cloudFrontPlan, paths, listing, records } = planned;
  for (const line of describePlan(target, site, uploads, prune, cloudFrontPlan, paths, dryRun)) {
    report.line(line);
  }
  const result: BucketDeployResult = {
    buildId: site.buildId,
    uploads,
    prune,
    cloudFront: cloudFrontPlan,
    invalidation: { paths, id: null },
    stashed: 0,
    checked: null,
  };
  if (dryRun) return result;

  await step("record", untouched, () =>
    putJson(bucket, recordKey(site.buildId), recordOf(identity, site.files, etags, "uploading")),
  );

  const assets = uploads.uploads.filter((file) => !file.page);
  const pages = uploads.uploads.filter((file) => file.page);
  const started = Date.now();
  const totalBytes = sum(uploads.uploads);
  let done = 0;
  let bytes = 0;
  // The bytes a file replaces under the same name are copied aside first (once per content), so
  // that `--rollback` can put the previous deploy back without a rebuild.
  const stashed = new Set<string>();
  const stash = async (file: ExportFile) => {
    if (isImmutable(file) || !listing.has(file.key)) return;
    const md5 = remoteMd5(file.key, listing.get(file.key), records);
    if (!md5 || md5 === file.md5 || stashed.has(md5) || listing.has(stashKey(md5))) return;
    stashed.add(md5);
    await copyObject(bucket, file.key, stashKey(md5), {
      contentType: "application/octet-stream",
      cacheControl: "no-store",
    });
  };
  const upload = (files: ExportFile[]) =>
    runPool(files.length, options.concurrency ?? 8, async (index) => {
      const file = files[index]!;
      await stash(file);
      etags.set(file.key, await putFile(bucket, file));
      done += 1;
      bytes += file.size;
      await report.progress?.({
        step: "upload",
        done,
        total: uploads.uploads.length,
        bytes,
        totalBytes,
        elapsedMs: Date.now() - started,
        key: file.key,
      });
    });
  await step("upload assets", untouched, () => upload(assets));
  await step("upload pages", pagesGoing, () => upload(pages));
  result.stashed = stashed.size;
  const complete = recordOf(identity, site.files, etags, "complete");
  await step("record", pagesOnline, () => putJson(bucket, recordKey(site.buildId), complete));
  if (options.snapshots) {
    const snapshots = Object.entries(options.snapshots);
    await step("snapshots", pagesOnline, async () => {
      for (const [source, snapshot] of snapshots) {
        await putJson(bucket, liveSnapshotKey(source), snapshot);
      }
    });
  }

  if (cloudFront && cloudFrontPlan) {
    const { setup, hosting } = cloudFront;
    // What this deploy sets in CloudFront, kept beside its record for `--rollback`.
    await step("record", pagesOnline, () =>
      putJson(bucket, cloudFrontStateKey(site.buildId), {
        request: hosting.request,
        redirects: hosting.redirects,
        notFoundPolicy: hosting.notFoundPolicy,
      }),
    );
    await step("CloudFront functions", pagesOnline, () =>
      applyFunctions(setup, cloudFrontPlan.functions, hosting),
    );
    await step("redirect store", pagesOnline, () => applyKeys(setup, cloudFrontPlan.keys));
    await step("response headers policy", pagesOnline, () =>
      applyPolicies(setup, cloudFrontPlan.policies),
    );
    result.invalidation.id = await step("invalidation", pagesOnline, () =>
      invalidate(setup, paths, `${site.buildId}-${deployedAt}`),
    );
    const invalidationId = result.invalidation.id;
    if (invalidationId && options.liveCheck) {
      await step("invalidation", pagesOnline, () => waitForInvalidation(setup, invalidationId));
    }
  }

  if (options.liveCheck) {
    const failures = await step("live check", pagesOnline, () => options.liveCheck!(site.buildId));
    result.checked = failures.length === 0;
    const status = result.checked ? "checked" : "failed";
    await step("record", pagesOnline, () =>
      putJson(bucket, recordKey(site.buildId), { ...complete, status }),
    );
    if (!result.checked) {
      const what = failures.map((failure) => `\n    ${failure}`).join("");
      if (options.rollBackOnFailure) {
        const back = await step(
          "rollback",
          "The live check failed and the rollback did not finish: some pages may be new. Run npm run deploy -- --rollback.",
          () =>
            rollBack({
              bucket,
              cloudFront,
              report,
              now: options.now,
              concurrency: options.concurrency,
            }),
        );
        throw new DeployError(
          "live check",
          `the live site did not answer as build ${site.buildId} should:${what}`,
          `Rolled back: build ${back.buildId} (deployed ${back.deployedAt}) is online again; nothing was deleted.`,
        );
      }
      throw new DeployError(
        "live check",
        `the live site did not answer as build ${site.buildId} should:${what}`,
        "Build " +
          site.buildId +
          " is online and nothing was deleted. Put the last good deploy back with npm run deploy -- --rollback.",
      );
    }
  }

  await step("clean-up", pagesOnline, async () => {
    await deleteKeys(bucket, prune.deletions);
    const kept = orderRecords([...records, complete]).slice(0, keep);
    await deleteKeys(bucket, expiredStashes(kept, listing));
    // A record goes once its files are gone, so a failed clean-up is retried by the next deploy.
    await deleteKeys(
      bucket,
      prune.expired.flatMap((record) => [
        cloudFrontStateKey(record.buildId),
        recordKey(record.buildId),
      ]),
    );
  });
  return result;
}
