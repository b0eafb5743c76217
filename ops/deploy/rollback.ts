/**
 * `npm run deploy -- --rollback` (docs/deploy.md, "Rolling back"): puts the last deploy whose live
 * check passed back online without a rebuild. Its immutable files are still in the bucket (no
 * deploy deletes a file a kept record names); each file a later deploy replaced under the same name
 * is copied back from the copy that deploy stashed; pages only the later deploy added go; then its
 * viewer-request function, redirect keys and 404 policy are set again, and the pages that changed
 * are invalidated. Every step is a copy or a delete inside the bucket: nothing is uploaded.
 */
import {
  copyObject,
  deleteKeys,
  listBucket,
  putJson,
  readRecords,
  readText,
} from "@/ops/deploy/bucket";
import type { Bucket } from "@/ops/deploy/bucket";
import {
  applyFunctions,
  applyKeys,
  applyPolicies,
  invalidate,
  planCloudFront,
  waitForInvalidation,
  type CloudFrontHosting,
  type CloudFrontSetup,
} from "@/ops/deploy/cloudfront";
import {
  bare,
  cloudFrontStateKey,
  invalidationLimit,
  invalidationPaths,
  isImmutable,
  orderRecords,
  recordKey,
  remoteMd5,
  sameMetadata,
  stashKey,
  type DeployRecord,
  type RecordEntry,
} from "@/ops/deploy/plan";
import { runPool, type Reporter } from "@/ops/deploy/report";

export interface RollBack {
  bucket: Bucket;
  cloudFront: { setup: CloudFrontSetup; hosting: CloudFrontHosting } | null;
  report: Reporter;
  now: Date;
  /** Put back this build rather than the last checked one before the newest. */
  buildId?: string;
  concurrency?: number;
  /** Wait for the invalidation to complete. */
  wait?: boolean;
}

export interface RollBackResult {
  buildId: string;
  deployedAt: string;
  /** The build that was online. */
  from: string | null;
  restored: string[];
  removed: string[];
  invalidation: string[];
  /** The record put back, and its redirect keys (for the live check). */
  record: DeployRecord;
  redirects: { key: string; value: string }[];
}

/** The deploy to go back to: the named one, else the newest checked one but the newest deploy. */
export function rollBackTarget(
  records: readonly DeployRecord[],
  buildId?: string,
): { target: DeployRecord; current: DeployRecord | null } {
  const ordered = orderRecords(records);
  const current = ordered[0] ?? null;
  const target = buildId
    ? ordered.find((record) => record.buildId === buildId)
    : ordered.slice(1).find((record) => record.status === "checked");
  if (!target) {
    throw new Error(
      buildId
        ? `No deploy record of build ${buildId} in the bucket (the last --keep deploys are kept).`
        : "No earlier deploy passed its live check: there is nothing to roll back to.",
    );
  }
  return { target, current };
}

const headersOf = (entry: RecordEntry) => ({
  contentType: entry.contentType,
  cacheControl: entry.cacheControl,
  metadata: entry.metadata ?? {},
});

export async function rollBack(options: RollBack): Promise<RollBackResult> {
  const { bucket, report } = options;
  const listing = await listBucket(bucket);
  const records = await readRecords(bucket, listing);
  const { target, current } = rollBackTarget(records, options.buildId);
  report.line(
    `Rolling back to build ${target.buildId} (deployed ${target.deployedAt})${current ? ` from ${current.buildId}` : ""}…`,
  );

  // Every file of the target whose bytes or headers are not the ones online.
  const restore: [string, RecordEntry][] = [];
  for (const [key, entry] of Object.entries(target.files)) {
    const online = remoteMd5(key, listing.get(key), records);
    const headersNow = current?.files[key];
    const sameHeaders =
      !headersNow ||
      (headersNow.contentType === entry.contentType &&
        headersNow.cacheControl === entry.cacheControl &&
        sameMetadata(headersNow.metadata, entry.metadata));
    if (online === entry.md5 && sameHeaders) continue;
    const source = online === entry.md5 ? key : stashKey(entry.md5);
    if (source !== key && (isImmutable(entry) || !listing.has(source))) {
      throw new Error(
        `${key}: the bucket no longer holds build ${target.buildId}'s bytes (MD5 ${entry.md5}); deploy that commit again instead.`,
      );
    }
    restore.push([key, entry]);
  }
  // Pages last, as a deploy uploads them: no page is back before the files it points at.
  const page = (key: string) => /\.(html|txt|xml)$/.test(key);
  // Pages only the newer deploy had go; its other files stay until its record expires, so a
  // visitor whose open page loads one of its scripts later still gets it.
  const removed = current
    ? Object.keys(current.files).filter(
        (key) => page(key) && !(key in target.files) && listing.has(key),
      )
    : [];
  const ordered = [
    ...restore.filter(([key]) => !page(key)),
    ...restore.filter(([key]) => page(key)),
  ];
  await runPool(ordered.length, options.concurrency ?? 8, async (index) => {
    const [key, entry] = ordered[index]!;
    const online = remoteMd5(key, listing.get(key), records);
    // A file the newer deploy replaced is stashed first, so rolling forward works the same way.
    if (online && online !== entry.md5 && !listing.has(stashKey(online))) {
      await copyObject(bucket, key, stashKey(online), {
        contentType: "application/octet-stream",
        cacheControl: "no-store",
      });
    }
    const from = online === entry.md5 ? key : stashKey(entry.md5);
    await copyObject(bucket, from, key, headersOf(entry));
  });
  await deleteKeys(bucket, removed);

  let invalidation: string[] = [];
  let redirects: { key: string; value: string }[] = [];
  if (options.cloudFront) {
    const { setup } = options.cloudFront;
    const text = await readText(bucket, cloudFrontStateKey(target.buildId));
    if (text === null) {
      throw new Error(
        `${cloudFrontStateKey(target.buildId)} is missing: build ${target.buildId}'s function and keys were not kept. Its files are back; deploy its commit again to restore CloudFront.`,
      );
    }
    const state = JSON.parse(text) as Omit<CloudFrontHosting, "response">;
    const hosting = { ...options.cloudFront.hosting, ...state };
    redirects = state.redirects;
    const plan = await planCloudFront(setup, hosting);
    await applyFunctions(setup, plan.functions, hosting);
    await applyKeys(setup, plan.keys);
    await applyPolicies(setup, plan.policies);
    invalidation = invalidationPaths(
      [...ordered.map(([key]) => ({ key })), ...removed.map((key) => ({ key }))].filter(({ key }) =>
        page(key),
      ),
      invalidationLimit,
    );
    const id = await invalidate(
      setup,
      invalidation,
      `rollback-${target.buildId}-${options.now.toISOString()}`,
    );
    if (id && options.wait) await waitForInvalidation(setup, id);
  }

  // The target becomes the newest record again, so the next rollback goes further back.
  const deployedAt = options.now.toISOString();
  const etags = new Map([...listing].map(([key, object]) => [key, bare(object.etag)]));
  await putJson(bucket, recordKey(target.buildId), {
    ...target,
    deployedAt,
    status: "checked",
    files: Object.fromEntries(
      Object.entries(target.files).map(([key, entry]) => [
        key,
        {
          ...entry,
          etag: restore.some(([k]) => k === key) ? null : (etags.get(key) ?? entry.etag),
        },
      ]),
    ),
  } satisfies DeployRecord);
  if (current && current.buildId !== target.buildId && current.status !== "failed") {
    await putJson(bucket, recordKey(current.buildId), { ...current, status: "failed" });
  }
  report.line(
    `Rolled back to build ${target.buildId}: ${ordered.length} files restored, ${removed.length} removed, ${invalidation.length ? `invalidated ${invalidation.join(", ")}` : "no invalidation"}.`,
  );
  return {
    buildId: target.buildId,
    deployedAt: target.deployedAt,
    from: current?.buildId ?? null,
    restored: ordered.map(([key]) => key),
    removed,
    invalidation,
    record: target,
    redirects,
  };
}
