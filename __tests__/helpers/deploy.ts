/**
 * What the deploy tests share: small made-up exports written to a temporary folder, an S3 API
 * server (s3rver) on loopback with a client that records every upload, and a reporter that keeps
 * its lines.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type S3rver from "s3rver";
import { readExport, type Export } from "@/ops/deploy/export";
import { localS3 } from "@/ops/deploy/local-s3";
import type { Progress, Reporter } from "@/ops/deploy/report";

// The SDK's notice that its 2027 releases need Node 22 says nothing about the code under test.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/** A temporary folder, removed by `cleanUp`. */
const folders: string[] = [];
export function temporaryFolder(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  folders.push(dir);
  return dir;
}
export function cleanUp() {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Writes `files` (path → text) under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/**
 * A build of the made-up site, `id` "a", "b", …: its own build id, main chunk and team page; the
 * framework chunk, stylesheet, pictures and other pages are the same in every build.
 */
export const buildFiles = (id: string): Record<string, string> => ({
  "index.html": `<!doctype html><title>Home</title><script src="/_next/static/chunks/main-${id}.js"></script>`,
  "team.html": `<!doctype html><title>Team</title><h1>Team of build ${id}</h1>`,
  "404.html": "<!doctype html><title>Not found</title>",
  "team.txt": `0:["team of build ${id}"]`,
  // A segment file as Next names them: "$" and "!" in the key, which a copy must encode.
  "team/__next.!KGVuKQ.team.$d$year.__PAGE__.txt": `0:["a year of build ${id}"]`,
  "sitemap.xml": "<urlset><url><loc>https://mulearn.org/</loc></url></urlset>",
  [`_next/static/build-${id}/_buildManifest.js`]: `self.__BUILD_MANIFEST={id:"${id}"}`,
  [`_next/static/build-${id}/_ssgManifest.js`]: `self.__SSG_MANIFEST=new Set(["${id}"])`,
  [`_next/static/chunks/main-${id}.js`]: `console.log("main ${id}")`,
  "_next/static/chunks/framework-f0.js": 'console.log("framework")',
  "_next/static/css/app-c0.css": "body{margin:0}",
  "images/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"/>',
  "favicon.ico": "ICO",
});

/** The serve.json the site ships: its Cache-Control rules are what the bucket must get. */
export const serveRules = JSON.parse(
  readFileSync(path.join(__dirname, "..", "..", "serve.json"), "utf8"),
).headers;

/** Writes build `id` to a fresh folder and reads it as the deploy does. */
export function writeBuild(id: string, extra: Record<string, string> = {}): Export {
  const dir = writeFiles(temporaryFolder(`out-${id}`), { ...buildFiles(id), ...extra });
  return readExport(dir, serveRules);
}

/** A reporter that keeps its lines and calls `onProgress` after each file. */
export function recordingReporter(
  onProgress?: (state: Progress) => void | Promise<void>,
): Reporter & { lines: string[] } {
  const lines: string[] = [];
  return { lines, line: (text) => lines.push(text), progress: onProgress };
}

/** An S3 API server on 127.0.0.1 with the bucket "site", and a client that counts its uploads. */
export interface S3Server {
  server: S3rver;
  port: number;
  directory: string;
  s3: S3Client;
  /** Keys of every PutObject the client sent. */
  puts: string[];
  stop(): Promise<void>;
}

/**
 * A client for the server: path-style, s3rver's fixed key, the SDK's three attempts as in
 * production (s3rver's multi-object delete races on the folders it empties and now and then
 * answers 500; the retry finds the objects gone).
 */
export function clientFor(port: number, puts: string[] = []): S3Client {
  const s3 = new S3Client({
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  s3.middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === "PutObjectCommand") {
        puts.push((args.input as { Key: string }).Key);
      }
      return next(args);
    },
    { step: "initialize" },
  );
  return s3;
}

/** Starts s3rver in `directory` (a new one by default) on a free port. */
export async function startS3(directory = temporaryFolder("s3rver")): Promise<S3Server> {
  const server = localS3(directory);
  const { port } = await server.run();
  const puts: string[] = [];
  let stopped = false;
  return {
    server,
    port,
    directory,
    s3: clientFor(port, puts),
    puts,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      const http = (server as unknown as { httpServer: import("node:http").Server }).httpServer;
      const closed = server.close();
      http.closeAllConnections();
      await closed;
    },
  };
}

/** An object's text and headers, or null when the bucket has no such key. */
export async function getObject(s3: S3Client, key: string) {
  try {
    const answer = await s3.send(new GetObjectCommand({ Bucket: "site", Key: key }));
    return {
      text: (await answer.Body?.transformToString("utf-8")) ?? "",
      contentType: answer.ContentType,
      cacheControl: answer.CacheControl ?? null,
    };
  } catch (error) {
    if (error instanceof Error && error.name === "NoSuchKey") return null;
    throw error;
  }
}

/** An object's S3 user metadata (x-amz-meta-*), or null when the bucket has no such key. */
export async function getMetadata(s3: S3Client, key: string, bucket = "site") {
  try {
    const answer = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return answer.Metadata ?? {};
  } catch (error) {
    if (error instanceof Error && ["NoSuchKey", "NotFound"].includes(error.name)) return null;
    throw error;
  }
}

/** Every key of the bucket with its ETag and last change: what "untouched" compares. */
export async function bucketState(s3: S3Client, bucket = "site") {
  const state: Record<string, string> = {};
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
    );
    for (const item of page.Contents ?? []) {
      state[item.Key!] = `${item.ETag} ${item.LastModified?.toISOString()}`;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return state;
}

/** Puts an object as someone working by hand would: not through a deploy. */
export async function putByHand(s3: S3Client, key: string, text: string) {
  await s3.send(
    new PutObjectCommand({ Bucket: "site", Key: key, Body: text, ContentType: "image/jpeg" }),
  );
}
