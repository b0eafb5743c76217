/** @jest-environment node */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import {
  buildFiles,
  cleanUp,
  getObject,
  putByHand,
  startS3,
  temporaryFolder,
  writeFiles,
  type S3Server,
} from "../helpers/deploy";

const run = promisify(execFile);
// Each run starts Node, the TypeScript loader and the AWS SDK: about a second on an idle machine.
jest.setTimeout(30_000);
const root = path.join(__dirname, "..", "..");

let s3: S3Server;
beforeEach(async () => {
  s3 = await startS3();
});
afterEach(async () => {
  await s3.stop();
  cleanUp();
});

/** `npm run deploy -- --no-build --no-refresh` on a made-up export, against the test server. */
async function deployCommand(out: string, env: Record<string, string> = {}) {
  const hosting = writeFiles(temporaryFolder("hosting"), { "csp.json": "{}" });
  try {
    const { stdout } = await run(
      process.execPath,
      ["scripts/deploy.mjs", "--no-build", "--no-refresh", "--out", out, "--hosting", hosting],
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
    "Deployed build build-a to s3://site: uploaded 12 files (432 B); 0 unchanged; deleted 0 files of 0 expired deploys; CloudFront skipped (CLOUDFRONT_DISTRIBUTION_ID is not set).",
  );
  expect(await getObject(s3.s3, "_next/static/chunks/main-a.js")).toEqual({
    text: 'console.log("main a")',
    contentType: "text/javascript; charset=utf-8",
    cacheControl: "public, max-age=31536000, immutable",
  });
  expect(lastLine(second.output)).toBe(
    "Deployed build build-a to s3://site: uploaded 0 files (0 B); 12 unchanged; deleted 0 files of 0 expired deploys; CloudFront skipped (CLOUDFRONT_DISTRIBUTION_ID is not set).",
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
