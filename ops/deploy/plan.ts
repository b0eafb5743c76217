/**
 * What a deploy to the bucket does, decided before it changes anything (docs/deploy.md,
 * "Deploying"): which files to upload, which the bucket already holds, which older files no kept
 * deploy names any more, and which cached pages to invalidate. Pure: the bucket's listing and the
 * deploy records come in, plans go out, so `--dry-run` prints exactly what a deploy would do.
 */
import type { ExportFile } from "@/ops/deploy/export";

/** Where the deploy records and the live snapshots the last deploy used live in the bucket. */
export const recordPrefix = "_deploys/";
export const liveSnapshotKey = (source: string) => `${recordPrefix}live/${source}.json`;
export const recordKey = (buildId: string) => `${recordPrefix}${buildId}.json`;

/** One file as a deploy record names it. */
export interface RecordEntry {
  md5: string;
  size: number;
  /** The ETag the bucket gave it; null until the upload answered. */
  etag: string | null;
  contentType: string;
  cacheControl: string | null;
}

/**
 * A deploy's record (`_deploys/<build-id>.json`): written before its first upload, so that every
 * file it puts in the bucket is named somewhere, and again, complete, once its pages are online.
 */
export interface DeployRecord {
  buildId: string;
  /** When the deploy started; records are ordered by it, newest first. */
  deployedAt: string;
  status: "uploading" | "complete";
  commit: string | null;
  files: Record<string, RecordEntry>;
}

/** An object of the bucket's listing. */
export interface RemoteObject {
  key: string;
  etag: string;
  size: number;
}

/** An S3 ETag without its quotes. */
const bare = (etag: string | null | undefined) => (etag ?? "").replace(/"/g, "");

/**
 * True when the bucket already holds the file: same size, the ETag is the file's MD5 or the one a
 * record saw for these bytes (buckets encrypted with KMS give other ETags), and a record says the
 * object went up with the same Content-Type and Cache-Control.
 */
export function isInBucket(
  file: ExportFile,
  remote: RemoteObject | undefined,
  records: readonly DeployRecord[],
): boolean {
  if (!remote || remote.size !== file.size) return false;
  const entries = records
    .map((record) => record.files[file.key])
    .filter((entry): entry is RecordEntry => entry?.md5 === file.md5);
  const sameBytes =
    bare(remote.etag) === file.md5 ||
    entries.some((entry) => bare(entry.etag) === bare(remote.etag));
  const sameHeaders = entries.some(
    (entry) => entry.contentType === file.contentType && entry.cacheControl === file.cacheControl,
  );
  return sameBytes && sameHeaders;
}

/** The upload plan: files to put (in upload order) and files the bucket already holds. */
export interface UploadPlan {
  uploads: ExportFile[];
  unchanged: ExportFile[];
  /** Pages that replace different bytes already online: the paths to invalidate. */
  changedPages: ExportFile[];
}

export function planUploads(
  files: readonly ExportFile[],
  listing: ReadonlyMap<string, RemoteObject>,
  records: readonly DeployRecord[],
): UploadPlan {
  const uploads = files.filter((file) => !isInBucket(file, listing.get(file.key), records));
  return {
    uploads,
    unchanged: files.filter((file) => !uploads.includes(file)),
    changedPages: uploads.filter((file) => file.page && listing.has(file.key)),
  };
}

/** The record of this deploy: every file, with the ETags known so far. */
export function recordOf(
  input: { buildId: string; deployedAt: string; commit: string | null },
  files: readonly ExportFile[],
  etags: ReadonlyMap<string, string | null>,
  status: DeployRecord["status"],
): DeployRecord {
  return {
    ...input,
    status,
    files: Object.fromEntries(
      files.map((file) => [
        file.key,
        {
          md5: file.md5,
          size: file.size,
          etag: etags.get(file.key) ?? null,
          contentType: file.contentType,
          cacheControl: file.cacheControl,
        },
      ]),
    ),
  };
}

/** Records newest first; a build deployed again counts once, at its latest deploy. */
export function orderRecords(records: readonly DeployRecord[]): DeployRecord[] {
  const latest = new Map<string, DeployRecord>();
  for (const record of records) {
    const seen = latest.get(record.buildId);
    if (!seen || seen.deployedAt < record.deployedAt) latest.set(record.buildId, record);
  }
  return [...latest.values()].sort(
    (a, b) => b.deployedAt.localeCompare(a.deployedAt) || a.buildId.localeCompare(b.buildId),
  );
}

/** The clean-up plan: files only older records name, and those records. */
export interface PrunePlan {
  /** Keys to delete: named by a record older than the kept ones, by none of those, and present. */
  deletions: string[];
  /** Records past the kept ones, removed once their files are gone. */
  expired: DeployRecord[];
  /** The build ids whose files stay. */
  kept: string[];
}

/**
 * Which files the deploys past the newest `keep` leave behind. `records` must include this
 * deploy's. An object no record names is never a candidate, nor is one a kept record names.
 */
export function planPrune(
  records: readonly DeployRecord[],
  keep: number,
  listing: ReadonlyMap<string, RemoteObject>,
): PrunePlan {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error(`--keep must be 1 or more, not ${keep}.`);
  const ordered = orderRecords(records);
  const kept = ordered.slice(0, keep);
  const expired = ordered.slice(keep);
  const protectedKeys = new Set(kept.flatMap((record) => Object.keys(record.files)));
  const deletions = new Set<string>();
  for (const record of expired) {
    for (const key of Object.keys(record.files)) {
      if (!protectedKeys.has(key) && listing.has(key) && !key.startsWith(recordPrefix)) {
        deletions.add(key);
      }
    }
  }
  return {
    deletions: [...deletions].sort(),
    expired,
    kept: kept.map((record) => record.buildId),
  };
}

/**
 * The CloudFront paths to invalidate for the pages whose bytes changed: each object's path (the
 * viewer-request function rewrites /team to /team.html before the cache is asked, so the cached
 * copy is kept under the file's path), or one "/*" when there are more than `limit`.
 */
export function invalidationPaths(changedPages: readonly Pick<ExportFile, "key">[], limit: number) {
  if (changedPages.length === 0) return [];
  if (changedPages.length > limit) return ["/*"];
  return changedPages.map(({ key }) => `/${key.split("/").map(encodeURIComponent).join("/")}`);
}

/**
 * Above this many changed pages one "/*" is sent: CloudFront bills invalidation paths past 1,000 a
 * month ("/*" counts as one), and four deploys a day of at most 8 paths stay under it.
 */
export const invalidationLimit = 8;
