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
/**
 * A copy of a file's bytes by their MD5, kept when a deploy replaces the file under the same name,
 * so that `--rollback` can put the older bytes back without a rebuild.
 */
export const stashKey = (md5: string) => `${recordPrefix}stash/${md5}`;
/** What a deploy set in CloudFront (the request function, the redirect keys, the 404 policy). */
export const cloudFrontStateKey = (buildId: string) => `${recordPrefix}cloudfront/${buildId}.json`;

/** One file as a deploy record names it. */
export interface RecordEntry {
  md5: string;
  size: number;
  /** The ETag the bucket gave it; null until the upload answered. */
  etag: string | null;
  contentType: string;
  cacheControl: string | null;
  /** The user metadata it went up with (records before policies travelled with pages: none). */
  metadata?: Record<string, string>;
}

/**
 * A deploy's record (`_deploys/<build-id>.json`): written before its first upload, so that every
 * file it puts in the bucket is named somewhere, and again, complete, once its pages are online.
 */
export interface DeployRecord {
  buildId: string;
  /** When the deploy started; records are ordered by it, newest first. */
  deployedAt: string;
  /**
   * "uploading" until its pages are online, then "complete"; "checked" once the live site answered
   * as it should (the deploys `--rollback` goes back to); "failed" when that check failed.
   */
  status: "uploading" | "complete" | "checked" | "failed";
  commit: string | null;
  files: Record<string, RecordEntry>;
}

/** An object of the bucket's listing. */
export interface RemoteObject {
  key: string;
  etag: string;
  size: number;
}

/** The same user metadata, whatever the order of its names. */
export const sameMetadata = (a: Record<string, string> = {}, b: Record<string, string> = {}) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** An S3 ETag without its quotes. */
export const bare = (etag: string | null | undefined) => (etag ?? "").replace(/"/g, "");

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
    (entry) =>
      entry.contentType === file.contentType &&
      entry.cacheControl === file.cacheControl &&
      sameMetadata(entry.metadata, file.metadata),
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

/**
 * Files a visitor may keep for a year by their name alone: changing one's bytes under the same
 * name would leave some visitors and caches with the old bytes for good.
 */
export const isImmutable = (file: Pick<ExportFile, "cacheControl">) =>
  /\bimmutable\b/.test(file.cacheControl ?? "");

export function planUploads(
  files: readonly ExportFile[],
  listing: ReadonlyMap<string, RemoteObject>,
  records: readonly DeployRecord[],
): UploadPlan {
  // A build id is a hash of the build's inputs (docs/deploy.md, "The build id"); should two builds
  // ever disagree about the bytes of an immutable name, the deploy stops before changing anything.
  for (const file of files) {
    if (!isImmutable(file) || !listing.has(file.key)) continue;
    const known = records.map((record) => record.files[file.key]).find(Boolean);
    if (known && known.md5 !== file.md5) {
      throw new Error(
        `out/${file.key} is cached as immutable, and the bucket holds other bytes under that name ` +
          `(MD5 ${known.md5}, not ${file.md5}): this build is not the one its id names. Nothing was uploaded.`,
      );
    }
  }
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
          metadata: file.metadata,
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

/**
 * The MD5 of the bytes the bucket holds under a key: its ETag when that is one (a single-part
 * upload without KMS), else the one a record saw with that ETag; null when none says.
 */
export function remoteMd5(
  key: string,
  remote: RemoteObject | undefined,
  records: readonly DeployRecord[],
): string | null {
  if (!remote) return null;
  const etag = bare(remote.etag);
  for (const record of records) {
    const entry = record.files[key];
    if (entry && (entry.md5 === etag || bare(entry.etag) === etag)) return entry.md5;
  }
  return /^[0-9a-f]{32}$/.test(etag) ? etag : null;
}

/**
 * The stashed copies no kept record needs any more: each kept record's files that a later deploy
 * may replace under the same name (not immutable) keep theirs.
 */
export function expiredStashes(
  kept: readonly DeployRecord[],
  listing: ReadonlyMap<string, RemoteObject>,
): string[] {
  const needed = new Set(
    kept.flatMap((record) =>
      Object.values(record.files)
        .filter((entry) => !isImmutable(entry))
        .map((entry) => stashKey(entry.md5)),
    ),
  );
  return [...listing.keys()]
    .filter((key) => key.startsWith(stashKey("")) && !needed.has(key))
    .sort();
}
