/**
 * The bucket calls a deploy makes (docs/deploy.md, "Deploying"), each failing with an Error that
 * names the call and the key: list, read a record or snapshot, put a file, delete keys.
 */
import { readFile } from "node:fs/promises";
import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from "@aws-sdk/client-s3";
import type { ExportFile } from "@/ops/deploy/export";
import { recordPrefix, type DeployRecord, type RemoteObject } from "@/ops/deploy/plan";

/**
 * A bucket and the client that reaches it. With a `prefix` ("previews/pr-12/"), every key a deploy
 * reads or writes is below it, its records included: a preview is a site of its own there, and
 * nothing outside the prefix is listed, read, written or deleted.
 */
export interface Bucket {
  s3: S3Client;
  name: string;
  prefix?: string;
}

/** The bucket's key for a site key. */
const full = (bucket: Bucket, key: string) => `${bucket.prefix ?? ""}${key}`;

/**
 * The S3 client for DEPLOY_BUCKET: the SDK's default credential chain (environment, profile, web
 * identity), AWS_REGION, and, with AWS_ENDPOINT_URL_S3 (MinIO, a test server), path-style
 * addresses and checksums only where the API requires them, which such servers understand.
 */
export function s3ClientFromEnv(
  env: NodeJS.ProcessEnv,
  extra: Partial<S3ClientConfig> = {},
): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3;
  return new S3Client({
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || "us-east-1",
    ...(endpoint
      ? {
          endpoint,
          forcePathStyle: true,
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }
      : {}),
    ...extra,
  });
}

/** "NoSuchBucket: The specified bucket does not exist" from an SDK error, or its text. */
export const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.name && error.name !== "Error" ? `${error.name}: ` : ""}${error.message || "(no message)"}`
    : String(error);

/** Runs one call; a failure becomes an Error naming it ("PUT s3://site/team.html: …"). */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${describeError(error)}`, { cause: error });
  }
}

const where = (bucket: Bucket, key = "") => `s3://${bucket.name}/${full(bucket, key)}`;

/** Every object of the bucket by key, with its ETag and size. */
export async function listBucket(bucket: Bucket): Promise<Map<string, RemoteObject>> {
  const objects = new Map<string, RemoteObject>();
  let token: string | undefined;
  do {
    const page = await call(`LIST ${where(bucket)}`, () =>
      bucket.s3.send(
        new ListObjectsV2Command({
          Bucket: bucket.name,
          ContinuationToken: token,
          ...(bucket.prefix ? { Prefix: bucket.prefix } : {}),
        }),
      ),
    );
    const skip = (bucket.prefix ?? "").length;
    for (const item of page.Contents ?? []) {
      if (!item.Key) continue;
      const key = item.Key.slice(skip);
      objects.set(key, { key, etag: item.ETag ?? "", size: item.Size ?? 0 });
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return objects;
}

/** An object's text, or null when the bucket has no such key. */
export async function readText(bucket: Bucket, key: string): Promise<string | null> {
  try {
    const answer = await bucket.s3.send(
      new GetObjectCommand({ Bucket: bucket.name, Key: full(bucket, key) }),
    );
    return (await answer.Body?.transformToString("utf-8")) ?? "";
  } catch (error) {
    if (error instanceof Error && ["NoSuchKey", "NotFound"].includes(error.name)) return null;
    throw new Error(`GET ${where(bucket, key)}: ${describeError(error)}`, { cause: error });
  }
}

/** A record key: directly under the prefix, ending in .json (not the live snapshots' folder). */
const isRecordKey = (key: string) =>
  key.startsWith(recordPrefix) &&
  !key.slice(recordPrefix.length).includes("/") &&
  key.endsWith(".json");

/**
 * Every deploy record the bucket holds. A record that cannot be read stops the deploy: clean-up
 * decides what to delete from them, so it must not guess.
 */
export async function readRecords(
  bucket: Bucket,
  listing: ReadonlyMap<string, RemoteObject>,
): Promise<DeployRecord[]> {
  const keys = [...listing.keys()].filter(isRecordKey);
  return Promise.all(
    keys.map(async (key) => {
      const text = await readText(bucket, key);
      let record: unknown;
      try {
        record = JSON.parse(text ?? "");
      } catch {
        record = null;
      }
      if (!isRecord(record)) {
        throw new Error(
          `${where(bucket, key)} is not a deploy record; move it out of ${recordPrefix} if it is not one.`,
        );
      }
      return record;
    }),
  );
}

function isRecord(value: unknown): value is DeployRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Partial<DeployRecord>;
  return (
    typeof record.buildId === "string" &&
    typeof record.deployedAt === "string" &&
    typeof record.files === "object" &&
    record.files !== null
  );
}

/**
 * Puts one export file with its headers, its user metadata (the page's policy) and its MD5 (S3
 * refuses bytes that do not match it).
 */
export async function putFile(bucket: Bucket, file: ExportFile): Promise<string | null> {
  const body = await call(`READ ${file.file}`, () => readFile(file.file));
  const answer = await call(`PUT ${where(bucket, file.key)}`, () =>
    bucket.s3.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: full(bucket, file.key),
        Body: body,
        ContentType: file.contentType,
        ContentMD5: Buffer.from(file.md5, "hex").toString("base64"),
        ...(file.cacheControl ? { CacheControl: file.cacheControl } : {}),
        ...(Object.keys(file.metadata).length > 0 ? { Metadata: file.metadata } : {}),
      }),
    ),
  );
  return answer.ETag ?? null;
}

/** An object's headers as a deploy set them, for a copy that keeps or replaces them. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl: string | null;
  metadata?: Record<string, string>;
}

/**
 * Copies an object inside the bucket, giving the copy `headers` (S3 copies bytes, not headers, when
 * told to replace them): the page copies `--rollback` puts back.
 */
export async function copyObject(
  bucket: Bucket,
  from: string,
  to: string,
  headers: ObjectHeaders,
): Promise<string | null> {
  const answer = await call(`COPY ${where(bucket, from)} to ${where(bucket, to)}`, () =>
    bucket.s3.send(
      new CopyObjectCommand({
        Bucket: bucket.name,
        Key: full(bucket, to),
        CopySource: `${bucket.name}/${full(bucket, from).split("/").map(encodeURIComponent).join("/")}`,
        MetadataDirective: "REPLACE",
        ContentType: headers.contentType,
        ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}),
        ...(headers.metadata && Object.keys(headers.metadata).length > 0
          ? { Metadata: headers.metadata }
          : {}),
      }),
    ),
  );
  return answer.CopyObjectResult?.ETag ?? null;
}

/** Puts a JSON document (a record, a snapshot), not cached by anyone. */
export async function putJson(bucket: Bucket, key: string, value: unknown): Promise<void> {
  await call(`PUT ${where(bucket, key)}`, () =>
    bucket.s3.send(
      new PutObjectCommand({
        Bucket: bucket.name,
        Key: full(bucket, key),
        Body: `${JSON.stringify(value, null, 2)}\n`,
        ContentType: "application/json; charset=utf-8",
        CacheControl: "no-store",
      }),
    ),
  );
}

/** Deletes keys, a thousand a call; any key the bucket refuses to delete fails the call. */
export async function deleteKeys(bucket: Bucket, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    const answer = await call(`DELETE ${batch.length} objects from ${where(bucket)}`, () =>
      bucket.s3.send(
        new DeleteObjectsCommand({
          Bucket: bucket.name,
          Delete: { Objects: batch.map((key) => ({ Key: full(bucket, key) })), Quiet: true },
        }),
      ),
    );
    const refused = answer.Errors ?? [];
    if (refused.length > 0) {
      throw new Error(
        `DELETE ${where(bucket)}: ${refused.map((e) => `${e.Key} (${e.Code}: ${e.Message})`).join(", ")}`,
      );
    }
  }
}

/**
 * Deletes every object under the bucket's prefix (`npm run deploy -- --remove-prefix`): a closed
 * pull request's preview. Resolves to how many objects went.
 */
export async function removePrefix(bucket: Bucket): Promise<number> {
  if (!bucket.prefix) throw new Error("removePrefix: no prefix given; the whole bucket stays.");
  const keys = [...(await listBucket(bucket)).keys()];
  await deleteKeys(bucket, keys);
  return keys.length;
}
