/** @jest-environment node */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { deployToBucket } from "@/ops/deploy/to-bucket";
import {
  bucketState,
  buildFiles,
  cleanUp,
  getMetadata,
  getObject,
  recordingReporter,
  writeBuild,
  putByHand,
  startS3,
  temporaryFolder,
  writeFiles,
  type S3Server,
} from "../helpers/deploy";

const run = promisify(execFile);
// Each run starts Node, the TypeScript loader and the AWS SDK: about a second on an idle machine,
// up to a minute on this shared 2-core machine beside a build and other work; a test runs two.
jest.setTimeout(180_000);
const root = path.join(__dirname, "..", "..");

let s3: S3Server;
beforeEach(async () => {
  s3 = await startS3();
});
afterEach(async () => {
  await s3.stop();
  cleanUp();
});

const TEAM_POLICY = "default-src 'self'; script-src 'self' 'sha256-team='";

/** `npm run deploy -- --no-build --no-refresh` on a made-up export, against the test server. */
async function deployCommand(out: string, env: Record<string, string> = {}, flags: string[] = []) {
  const hosting = writeFiles(temporaryFolder("hosting"), {
    "csp.json": "{}",
    "object-metadata.json": JSON.stringify({ "team.html": { csp: TEAM_POLICY } }),
  });
  try {
    const { stdout } = await run(
      process.execPath,
      [
        "scripts/deploy.mjs",
        "--no-build",
        "--no-refresh",
        "--out",
        out,
        "--hosting",
        hosting,
        ...flags,
      ],
      {
        cwd: root,
        env: {
          // Only what an operator would set: no AWS profile or CloudFront setting leaks in.
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DEPLOY_BUCKET: "site",
          AWS_REGION: "us-east-1",
          AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${s3.port}`,
          AWS_ACCESS_KEY_ID: "S3RVER",
          AWS_SECRET_ACCESS_KEY: "S3RVER",
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
          ...env,
        },
      },
    );
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

const lastLine = (output: string) =>
  output
    .trim()
    .split("\n")
    .at(-1)
    ?.replace(/ in [\d.]+ s:/, ":");

test("npm run deploy uploads out/ with its headers, then a second run rewrites nothing", async () => {
  await putByHand(s3.s3, "photos/hand-made.jpg", "a photo");
  const out = writeFiles(temporaryFolder("out"), buildFiles("a"));

  const first = await deployCommand(out);
  const second = await deployCommand(out);

  expect(first.code).toBe(0);
  expect(lastLine(first.output)).toBe(
    "Deployed build build-a to s3://site: uploaded 13 files (455 B); 0 unchanged; deleted 0 files of 0 expired deploys; CloudFront skipped (CLOUDFRONT_DISTRIBUTION_ID is not set).",
  );
  expect(await getObject(s3.s3, "_next/static/chunks/main-a.js")).toEqual({
    text: 'console.log("main a")',
    contentType: "text/javascript; charset=utf-8",
    cacheControl: "public, max-age=31536000, immutable",
  });
  expect(await getMetadata(s3.s3, "team.html")).toEqual({ csp: TEAM_POLICY });
  expect(await getMetadata(s3.s3, "index.html")).toEqual({});
  expect(lastLine(second.output)).toBe(
    "Deployed build build-a to s3://site: uploaded 0 files (0 B); 13 unchanged; deleted 0 files of 0 expired deploys; CloudFront skipped (CLOUDFRONT_DISTRIBUTION_ID is not set).",
  );
  expect((await getObject(s3.s3, "photos/hand-made.jpg"))?.text).toBe("a photo");
});

test("npm run deploy exits 1 naming the step and the call when the bucket cannot be reached", async () => {
  const out = writeFiles(temporaryFolder("out"), buildFiles("a"));
  await s3.stop();

  const { code, output } = await deployCommand(out, { AWS_MAX_ATTEMPTS: "1" });

  expect(code).toBe(1);
  expect(output).toContain('✖ deploy failed at the "plan" step: LIST s3://site/: ');
  expect(output).toContain(
    "No page changed and nothing was deleted: the site online before is whole.",
  );
});

test("a prefixed deploy puts a noindex preview under its prefix and leaves every production key untouched", async () => {
  // Production, deployed in this process (the command itself is the first test's).
  await putByHand(s3.s3, "photos/hand-made.jpg", "a photo");
  await deployToBucket({
    bucket: { s3: s3.s3, name: "site" },
    site: writeBuild("a"),
    keep: 3,
    dryRun: false,
    commit: null,
    now: new Date("2026-11-20T09:00:00Z"),
    cloudFront: null,
    snapshots: null,
    report: recordingReporter(),
  });
  const production = await bucketState(s3.s3);
  // CloudFront settings an operator left set must not reach production's distribution.
  const withCloudFront = {
    CLOUDFRONT_DISTRIBUTION_ID: "E2SITE",
    CLOUDFRONT_KVS_ARN: "arn:aws:cloudfront::123456789012:key-value-store/redirects",
    SITE_URL: "http://127.0.0.1:9",
  };

  const preview = await deployCommand(
    writeFiles(temporaryFolder("out"), buildFiles("b")),
    withCloudFront,
    ["--prefix", "previews/pr-7/"],
  );

  expect(preview.code).toBe(0);
  expect(lastLine(preview.output)).toBe(
    "Deployed build build-b to s3://site/previews/pr-7/: uploaded 13 files (455 B); 0 unchanged; deleted 0 files of 0 expired deploys; CloudFront skipped (a prefix deploy touches no distribution).",
  );
  const after = await bucketState(s3.s3);
  const outside = Object.fromEntries(
    Object.entries(after).filter(([key]) => !key.startsWith("previews/pr-7/")),
  );
  expect(outside).toEqual(production);
  expect((await getObject(s3.s3, "previews/pr-7/team.html"))?.text).toContain("build b");
  expect(await getMetadata(s3.s3, "previews/pr-7/team.html")).toEqual({
    csp: TEAM_POLICY,
    robots: "noindex",
  });
  expect(await getMetadata(s3.s3, "previews/pr-7/_next/static/chunks/main-b.js")).toEqual({
    robots: "noindex",
  });
  expect(Object.keys(after)).toContain("previews/pr-7/_deploys/build-b.json");

  const removed = await deployCommand(writeFiles(temporaryFolder("out"), buildFiles("b")), {}, [
    "--remove-prefix",
    "previews/pr-7/",
  ]);
  expect(removed.code).toBe(0);
  expect(removed.output).toContain("Removed 14 objects under s3://site/previews/pr-7/");
  expect(await bucketState(s3.s3)).toEqual(production);
});

test("a prefix that is not folders ending in a slash is refused before anything is read", async () => {
  for (const prefix of ["previews/pr-7", "/previews/", "_deploys/x/", "../x/"]) {
    const { code, output } = await deployCommand(
      writeFiles(temporaryFolder("out"), buildFiles("a")),
      {},
      ["--remove-prefix", prefix],
    );
    expect(code).toBe(1);
    expect(output).toContain(
      `A prefix is folders ending in "/", such as previews/pr-12/; got "${prefix}".`,
    );
  }
  expect(await bucketState(s3.s3)).toEqual({});
});
