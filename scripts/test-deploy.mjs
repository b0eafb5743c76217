#!/usr/bin/env node
// `npm test`'s "deploy to S3" stage (docs/testing.md): the export the build just made, deployed as
// production deploys it, to an S3 API server on loopback (s3rver), then served through the real
// CloudFront Functions. Run it after `npm run build`:
//   node --openssl-legacy-provider scripts/test-deploy.mjs [--out out] [--hosting hosting]
// (s3rver pages bucket listings with a DES-encrypted token, which Node's OpenSSL 3 keeps in its
// legacy provider; the export has more than the 1,000 keys of one page.)
//   1. `npm run deploy -- --no-build --no-refresh` uploads every file of out/; each object then has
//      the Content-Type, Cache-Control and metadata (the page's policy) the deploy gives its key;
//   2. run again, it uploads nothing;
//   3. an edge on loopback (ops/cloudfront/local-edge.ts) serves the bucket through
//      hosting/cloudfront-request.js with the redirect KeyValueStore's keys, the response headers
//      policy and ops/cloudfront/viewer-response.js, and the deploy's own live check passes against
//      it: /, /team and the deepest page with this build's id, the 404 with status 404, a redirect
//      of the store, /team's policy, a backend path; and fails on the bucket's own address, which
//      s3rver (unlike a private bucket) answers;
//   4. the search index: its entry file revalidated, its chunks immutable, its worker's policy
//      allowing WebAssembly;
//   5. /admin answers the editor's page, an unknown address the not-found page with status 404 and
//      its own policy, a missing script the bucket's own 404 (no custom error response);
//   6. a later build (a copy of out/ under another build id, its home page and Next's segment
//      files changed: their names hold "$" and "!") replaces those pages, stashing the old copies,
//      and `--rollback --build <this build>` copies them back.
// Exits 1 naming each difference.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createHash } from "node:crypto";
import { GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  return path.resolve(root, at > -1 ? process.argv[at + 1] : fallback);
};
const outDir = argument("--out", "out");
const hostingDir = argument("--hosting", "hosting");
const started = Date.now();
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

const { readExport, contentTypeOf, cacheControlOf } = await importData("ops/deploy/export.ts");
const { checkLiveSite, expectationsOf, factsOfBuild } = await importData(
  "ops/deploy/live-check.ts",
);
const { startLocalEdge } = await importData("ops/cloudfront/local-edge.ts");
const { runPool } = await importData("ops/deploy/report.ts");
const { localS3 } = await importData("ops/deploy/local-s3.ts");

const problems = [];
const directory = mkdtempSync(path.join(tmpdir(), "test-deploy-"));
const server = localS3(path.join(directory, "bucket"));
const { port } = await server.run();
const endpoint = `http://127.0.0.1:${port}`;
const s3 = new S3Client({
  region: "us-east-1",
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
});
let edge = null;

/**
 * `npm run deploy -- --no-build --no-refresh` of `out` (or the deploy with `flags`) against the
 * server; resolves to its last line.
 */
function deploy({ out = outDir, flags = ["--no-build", "--no-refresh"] } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["scripts/deploy.mjs", ...flags, "--out", out, "--hosting", hostingDir],
      {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          DEPLOY_BUCKET: "site",
          AWS_REGION: "us-east-1",
          AWS_ENDPOINT_URL_S3: endpoint,
          AWS_ACCESS_KEY_ID: "S3RVER",
          AWS_SECRET_ACCESS_KEY: "S3RVER",
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) =>
      code === 0
        ? resolve(output.trim().split("\n").at(-1))
        : reject(new Error(`npm run deploy exited ${code}:\n${output}`)),
    );
  });
}

try {
  const serve = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
  const metadata = JSON.parse(readFileSync(path.join(hostingDir, "object-metadata.json"), "utf8"));
  const site = readExport(outDir, serve.headers, metadata);
  const count = site.files.length;

  // 1. Every file, with its headers.
  const first = await deploy();
  console.log(`first deploy:  ${first}`);
  if (!first.includes(`uploaded ${count} files`)) {
    problems.push(`the first deploy should upload all ${count} files of out/: ${first}`);
  }
  const wrong = [];
  await runPool(site.files.length, 16, async (index) => {
    const { key } = site.files[index];
    const object = await s3
      .send(new HeadObjectCommand({ Bucket: "site", Key: key }))
      .catch((error) => ({ error }));
    if (object.error) return void wrong.push(`${key}: not in the bucket (${object.error.name})`);
    const want = {
      type: contentTypeOf(key),
      cache: cacheControlOf(key, serve.headers),
      meta: metadata[key] ?? {},
    };
    const got = {
      type: object.ContentType,
      cache: object.CacheControl ?? null,
      meta: object.Metadata ?? {},
    };
    if (JSON.stringify(want) !== JSON.stringify(got)) {
      wrong.push(
        `${key}: ${JSON.stringify(got).slice(0, 160)}, not ${JSON.stringify(want).slice(0, 160)}`,
      );
    }
  });
  problems.push(...wrong.sort().slice(0, 10));
  if (wrong.length > 10) problems.push(`…and ${wrong.length - 10} more objects with wrong headers`);

  // 2. Nothing a second time.
  const second = await deploy();
  console.log(`second deploy: ${second}`);
  if (!second.includes("uploaded 0 files") || !second.includes(`${count} unchanged`)) {
    problems.push(`the second deploy of the same out/ should upload nothing: ${second}`);
  }

  // 3. Served through the functions, checked as a live site.
  const read = (name) => readFileSync(path.join(hostingDir, name), "utf8");
  const state = {
    request: read("cloudfront-request.js"),
    response: readFileSync(path.join(root, "ops", "cloudfront", "viewer-response.js"), "utf8"),
    keys: new Map(
      JSON.parse(read("cloudfront-redirects-kvs.json")).data.map((e) => [e.key, e.value]),
    ),
    headersPolicy: JSON.parse(read("cloudfront-headers-policy.json")),
    backendPrefixes: JSON.parse(read("routing.json")).backend,
  };
  edge = await startLocalEdge({ s3, bucket: "site", state: () => state });
  const expectations = expectationsOf(factsOfBuild(site, hostingDir), edge.url, null);
  const failures = await checkLiveSite(expectations);
  problems.push(...failures.map((failure) => `live check: ${failure}`));
  const bucketUrl = `${endpoint}/site/index.html`;
  const bucketCheck = await checkLiveSite({ ...expectations, bucketUrl });
  if (
    !bucketCheck.some((failure) =>
      failure.startsWith(`${bucketUrl}: the bucket's own address answered 200`),
    )
  ) {
    problems.push(`the live check did not notice that ${bucketUrl} answers a direct read`);
  }
  console.log(
    `live check through the functions: ${expectations.pages.join(", ")} with build ${site.buildId}, ` +
      `404, ${expectations.redirect?.path} → ${expectations.redirect?.location}, ${expectations.policy.path}'s policy, ` +
      `${expectations.backendPath} left to the backend: ${failures.length ? `${failures.length} failed` : "passed"}`,
  );

  // 4. The search index.
  const get = async (url) => {
    const answer = await fetch(`${edge.url}${url}`, { redirect: "manual" });
    await answer.arrayBuffer();
    return answer;
  };
  const expectHeaders = async (url, expected) => {
    const answer = await get(url);
    for (const [name, value] of Object.entries({ status: 200, ...expected })) {
      const got = name === "status" ? answer.status : answer.headers.get(name);
      const ok = value instanceof RegExp ? value.test(String(got)) : got === value;
      if (!ok) problems.push(`${url}: ${name} is ${got}, not ${value}`);
    }
  };
  const index = site.files.map((file) => file.key).filter((key) => key.startsWith("pagefind/"));
  const chunk = index.find((key) => key.endsWith(".pf_meta"));
  const fragment = index.find((key) => key.endsWith(".pf_fragment"));
  if (!chunk || !fragment) problems.push("out/pagefind/ holds no index (.pf_meta, .pf_fragment)");
  await expectHeaders("/pagefind/pagefind-entry.json", {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "public, max-age=0, must-revalidate",
  });
  await expectHeaders("/pagefind/pagefind.js", {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": "public, max-age=0, must-revalidate",
  });
  for (const key of [chunk, fragment].filter(Boolean)) {
    await expectHeaders(`/${key}`, {
      "content-type": "application/octet-stream",
      "cache-control": "public, max-age=31536000, immutable",
    });
  }
  await expectHeaders("/pagefind/pagefind-worker.js", {
    "content-security-policy": /script-src 'self' 'wasm-unsafe-eval'/,
  });
  await expectHeaders("/search", { "content-security-policy": /^(?!.*wasm-unsafe-eval)/ });
  console.log(
    `search index: ${index.length} files; entry and loader revalidated, chunks immutable, the worker's policy allows WebAssembly`,
  );

  // 5. What the request function answers that no page file names: the editor's folder, an address
  // no page has (the not-found page's object, status 404, its own policy), a missing file under a
  // name the export has (the bucket's own 404, never the site's page).
  const policies = JSON.parse(read("csp.json"));
  await expectHeaders("/admin", { "content-security-policy": policies["/admin/index.html"] });
  await expectHeaders("/no-such-page/below", {
    status: 404,
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": policies["/404.html"],
  });
  await expectHeaders("/_next/static/chunks/no-such-chunk.js", {
    status: 404,
    "content-type": "application/xml",
  });
  console.log(
    "not found: /admin is the editor's page, an unknown address the not-found page (404, its own policy), a missing chunk the bucket's 404",
  );

  // 6. A later build over this one, and back.
  const laterDir = path.join(directory, "later");
  cpSync(outDir, laterDir, { recursive: true });
  const laterId = `${site.buildId}-later`;
  renameSync(
    path.join(laterDir, "_next", "static", site.buildId),
    path.join(laterDir, "_next", "static", laterId),
  );
  const md5 = (bytes) => createHash("md5").update(bytes).digest("hex");
  // Each changed page's MD5 in this build (as the deploy read it) and in the later one.
  const bytes = new Map();
  for (const file of site.files) {
    if (file.key !== "index.html" && !file.key.includes("$")) continue;
    const text = `${readFileSync(path.join(outDir, file.key), "utf8")}\n`;
    writeFileSync(path.join(laterDir, file.key), text);
    bytes.set(file.key, { before: file.md5, later: md5(text) });
  }
  const changed = [...bytes.keys()];
  // What a visitor would get, and what the deploy reads the bucket by: the bytes and the ETag.
  const online = async (key) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: "site", Key: key }));
    const got = md5(await object.Body.transformToByteArray());
    return object.ETag === `"${got}"` ? got : `${got} under ETag ${object.ETag}`;
  };
  const expectOnline = async (which, when) => {
    const wrong = [];
    for (const key of changed) {
      const got = await online(key);
      if (got !== bytes.get(key)[which]) wrong.push(`${key}: ${got}, not ${bytes.get(key)[which]}`);
    }
    if (wrong.length) {
      problems.push(
        `${when}, ${wrong.length} page(s) are not that build's: ${wrong.slice(0, 3).join("; ")}`,
      );
    }
  };
  const later = await deploy({ out: laterDir });
  console.log(`later build:   ${later}`);
  await expectOnline("later", `after the deploy of build ${laterId}`);
  const back = await deploy({ flags: ["--rollback", "--build", site.buildId] });
  console.log(`rollback:      ${back}`);
  await expectOnline("before", `after --rollback --build ${site.buildId}`);
  console.log(
    `later build and back: ${changed.length} pages replaced (${changed.length - 1} of them Next's segment files, named with "$" and "!"), then copied back`,
  );
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  await edge?.stop();
  await server.close();
  rmSync(directory, { recursive: true, force: true });
}

if (problems.length) {
  console.error(`Deploy to S3 found ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`Deploy to S3: passed in ${((Date.now() - started) / 1000).toFixed(1)}s.`);
