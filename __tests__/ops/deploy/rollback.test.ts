/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { startLocalEdge, type LocalEdge } from "@/ops/cloudfront/local-edge";
import type { CloudFrontHosting } from "@/ops/deploy/cloudfront";
import { readExport, type Export } from "@/ops/deploy/export";
import { checkLiveSite, expectationsOf, type DeployFacts } from "@/ops/deploy/live-check";
import { DeployError } from "@/ops/deploy/report";
import { rollBack } from "@/ops/deploy/rollback";
import { deployToBucket } from "@/ops/deploy/to-bucket";
import { backendPrefixes } from "@/data/redirects";
import { cloudFrontFunctions } from "../../../scripts/hosting-rules.mjs";
import { fakeCloudFront, type FakeCloudFront } from "../../helpers/fake-cloudfront";
import {
  buildFiles,
  cleanUp,
  getObject,
  recordingReporter,
  serveRules,
  startS3,
  temporaryFolder,
  writeFiles,
  type S3Server,
} from "../../helpers/deploy";

jest.setTimeout(60_000);

const root = path.join(__dirname, "..", "..", "..");
const viewerResponse = readFileSync(
  path.join(root, "ops", "cloudfront", "viewer-response.js"),
  "utf8",
);
// The real generated viewer-request function of a build's files: its pages, the not-found page
// for any other address, the store's exact redirects.
const requestFor = (files: string[]) =>
  cloudFrontFunctions({
    handOffs: [],
    backendPrefixes: backendPrefixes.filter(({ prefix }) => prefix === "/api/v1/"),
    files,
  }).request;
const headersPolicy = {
  SecurityHeadersConfig: { FrameOptions: { FrameOption: "DENY" }, ContentTypeOptions: {} },
};

/** Build `id` of the made-up site: each page names the build, /team has its own policy. */
function build(id: string): { site: Export; facts: DeployFacts; hosting: CloudFrontHosting } {
  const files = {
    ...buildFiles(id),
    "index.html": `<!doctype html><title>Home</title><body data-build="build-${id}">`,
    "team.html": `<!doctype html><title>Team</title><h1>Team of build-${id}</h1>`,
    "events/openmic.html": `<!doctype html><title>Open mic</title><p>build-${id}</p>`,
    [`only-${id}.html`]: `<!doctype html><title>Only in ${id}</title>`,
  };
  const dir = writeFiles(temporaryFolder(`out-${id}`), files);
  const metadata = {
    "team.html": { csp: `default-src 'self'; script-src 'self' 'sha256-${id}='` },
    "404.html": { status: "404" },
  };
  const site = readExport(dir, serveRules, metadata);
  const redirects = [{ key: "/old-team", value: `301 - /team?from=${id}` }];
  return {
    site,
    facts: {
      buildId: site.buildId,
      keys: site.files.map((file) => file.key),
      metadata,
      redirects,
      backendPrefixes: ["/api/v1/"],
      notFoundMarker: "Not found",
    },
    hosting: {
      request: requestFor(Object.keys(files)),
      response: viewerResponse,
      redirects,
      notFoundPolicy: `default-src 'self'; script-src 'self' 'sha256-404-${id}='`,
    },
  };
}

let s3: S3Server;
let cloudFront: FakeCloudFront;
let edge: LocalEdge;
beforeEach(async () => {
  s3 = await startS3();
  cloudFront = fakeCloudFront({ request: "// bootstrap", response: viewerResponse });
  edge = await startLocalEdge({
    s3: s3.s3,
    bucket: "site",
    state: () => cloudFront.edgeState(headersPolicy, ["/api/v1/"]),
  });
});
afterEach(async () => {
  await edge.stop();
  cloudFront.restore();
  await s3.stop();
  cleanUp();
});

let clock = Date.parse("2026-11-20T09:00:00Z");
const bucket = () => ({ s3: s3.s3, name: "site" });
/** Deploys a build with CloudFront and the live check of the local edge, as npm run deploy does. */
function deploy(built: ReturnType<typeof build>, hosting = built.hosting) {
  clock += 3_600_000;
  return deployToBucket({
    bucket: bucket(),
    site: built.site,
    keep: 3,
    dryRun: false,
    commit: null,
    now: new Date(clock),
    cloudFront: { setup: cloudFront.setup, hosting },
    snapshots: null,
    report: recordingReporter(),
    liveCheck: () => checkLiveSite(expectationsOf(built.facts, edge.url, null)),
    rollBackOnFailure: true,
  });
}
/** `npm run deploy -- --rollback` a minute later: no build, the constant response function. */
function rollBackByHand() {
  clock += 60_000;
  return rollBack({
    bucket: bucket(),
    cloudFront: { setup: cloudFront.setup, hosting: build("c").hosting },
    report: recordingReporter(),
    now: new Date(clock),
  });
}
const page = async (uri: string) => {
  const answer = await fetch(`${edge.url}${uri}`, { redirect: "manual" });
  return {
    status: answer.status,
    body: await answer.text(),
    csp: answer.headers.get("content-security-policy"),
    location: answer.headers.get("location"),
  };
};

test("a deploy that passes the live check is served through the functions, page, policy and redirect", async () => {
  const result = await deploy(build("a"));

  expect(result.checked).toBe(true);
  expect(await page("/team")).toMatchObject({
    status: 200,
    body: expect.stringContaining("Team of build-a"),
    csp: "default-src 'self'; script-src 'self' 'sha256-a='",
  });
  expect(await page("/old-team")).toMatchObject({ status: 301, location: "/team?from=a" });
  expect(await page("/nothing-here")).toMatchObject({
    status: 404,
    body: expect.stringContaining("Not found"),
    csp: "default-src 'self'; script-src 'self' 'sha256-404-a='",
  });
  expect(JSON.parse((await getObject(s3.s3, "_deploys/build-a.json"))!.text).status).toBe(
    "checked",
  );
});

test("a deploy whose live check fails exits naming it and leaves the previous deploy online", async () => {
  await deploy(build("a"));
  const b = build("b");
  // Build b's request function forgets to add .html: /team and the deep page answer 404.
  const broken = {
    ...b.hosting,
    request: b.hosting.request.replace('request.uri=uri+".html"', "0"),
  };
  expect(broken.request).not.toBe(b.hosting.request);

  const failure = await deploy(b, broken).catch((error: unknown) => error);

  expect(failure).toBeInstanceOf(DeployError);
  expect((failure as DeployError).step).toBe("live check");
  expect((failure as DeployError).message).toContain(
    `the live site did not answer as build build-b should:\n    ${edge.url}/team: answered 404, not 200`,
  );
  expect((failure as DeployError).state).toMatch(
    /^Rolled back: build build-a \(deployed .*\) is online again/,
  );
  // Build a, whole: its pages, its function, its keys, its 404 policy.
  expect(await page("/team")).toMatchObject({
    status: 200,
    body: expect.stringContaining("Team of build-a"),
    csp: "default-src 'self'; script-src 'self' 'sha256-a='",
  });
  expect((await page("/")).body).toContain("build-a");
  expect(await page("/events/openmic")).toMatchObject({
    status: 200,
    body: expect.stringContaining("build-a"),
  });
  expect(await page("/old-team")).toMatchObject({ status: 301, location: "/team?from=a" });
  expect(await page("/only-b")).toMatchObject({ status: 404 });
  expect(await page("/only-a")).toMatchObject({ status: 200 });
  const a = build("a");
  expect(cloudFront.functions["site-request"].live).toBe(a.hosting.request);
  expect(cloudFront.notFoundPolicy).toBe("default-src 'self'; script-src 'self' 'sha256-404-a='");
  expect(await checkLiveSite(expectationsOf(a.facts, edge.url, null))).toEqual([]);
  const record = (id: string) =>
    getObject(s3.s3, `_deploys/${id}.json`).then((o) => JSON.parse(o!.text).status);
  expect(await record("build-a")).toBe("checked");
  expect(await record("build-b")).toBe("failed");
});

test("--rollback puts the last checked deploy back without a rebuild, and again goes further back", async () => {
  await deploy(build("a"));
  await deploy(build("b"));
  await deploy(build("c"));
  expect((await page("/team")).body).toContain("build-c");
  s3.puts.length = 0;

  const back = await rollBackByHand();

  expect(back.buildId).toBe("build-b");
  expect(s3.puts.filter((key) => !key.startsWith("_deploys/"))).toEqual([]);
  // only-b.html never left: a page goes only when its last record expires.
  expect(back.restored.sort()).toEqual([
    "events/openmic.html",
    "index.html",
    "team.html",
    "team.txt",
    "team/__next.!KGVuKQ.team.$d$year.__PAGE__.txt",
  ]);
  expect((await getObject(s3.s3, "team/__next.!KGVuKQ.team.$d$year.__PAGE__.txt"))?.text).toBe(
    '0:["a year of build b"]',
  );
  expect(back.removed).toEqual(["only-c.html"]);
  expect(await page("/team")).toMatchObject({
    status: 200,
    body: expect.stringContaining("Team of build-b"),
    csp: "default-src 'self'; script-src 'self' 'sha256-b='",
  });
  expect(await page("/old-team")).toMatchObject({ status: 301, location: "/team?from=b" });
  expect(cloudFront.invalidations.at(-1)?.sort()).toEqual([
    "/events/openmic.html",
    "/index.html",
    "/only-c.html",
    "/team.html",
    "/team.txt",
    "/team/__next.!KGVuKQ.team.%24d%24year.__PAGE__.txt",
  ]);

  const further = await rollBackByHand();
  expect(further.buildId).toBe("build-a");
  expect((await page("/team")).body).toContain("Team of build-a");
});

test("the live check names each address that answers otherwise than the build says", async () => {
  const a = build("a");
  await deploy(a);
  const expectations = expectationsOf(a.facts, edge.url, `${edge.url}/team`);

  const failures = await checkLiveSite({
    ...expectations,
    buildId: "build-z",
    policy: { path: "/team", value: "default-src 'none'" },
    redirect: { path: "/old-team", status: 302, location: "/team" },
    backendPath: "/nothing-here",
  });

  expect(failures).toEqual([
    `${edge.url}/: answered 200 without build build-z (an older build is still served)`,
    `${edge.url}/team: answered 200 without build build-z (an older build is still served)`,
    `${edge.url}/events/openmic: answered 200 without build build-z (an older build is still served)`,
    `${edge.url}/old-team: answered 301 to /team?from=a, not 302 to /team (the redirect store)`,
    `${edge.url}/team: Content-Security-Policy is "default-src 'self'; script-src 'self' 'sha256-a='…", not this build's policy for the page`,
    `${edge.url}/nothing-here: answered by the site's not-found page, not passed to the backend`,
    `${edge.url}/team: the bucket's own address answered 200: it must refuse direct reads (403)`,
  ]);
});
