/** @jest-environment node */
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  DescribeFunctionCommand,
  GetDistributionConfigCommand,
  GetFunctionCommand,
  GetResponseHeadersPolicyConfigCommand,
  PublishFunctionCommand,
  UpdateFunctionCommand,
  UpdateResponseHeadersPolicyCommand,
} from "@aws-sdk/client-cloudfront";
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  ListKeysCommand,
  UpdateKeysCommand,
} from "@aws-sdk/client-cloudfront-keyvaluestore";
import { mockClient } from "aws-sdk-client-mock";
import {
  applyFunctions,
  applyKeys,
  applyPolicies,
  planCloudFront,
  type CloudFrontHosting,
  type CloudFrontSetup,
} from "@/ops/deploy/cloudfront";
import { invalidationPaths } from "@/ops/deploy/plan";
import { deployToBucket } from "@/ops/deploy/to-bucket";
import { cleanUp, recordingReporter, startS3, writeBuild } from "../../helpers/deploy";

const cloudFront = mockClient(CloudFrontClient);
const keyValueStore = mockClient(CloudFrontKeyValueStoreClient);
const kvsArn = "arn:aws:cloudfront::123456789012:key-value-store/redirects";
const setup: CloudFrontSetup = {
  cloudFront: new CloudFrontClient({ region: "us-east-1" }),
  keyValueStore: new CloudFrontKeyValueStoreClient({ region: "us-east-1" }),
  distributionId: "E2SITE",
  kvsArn,
};
const hosting: CloudFrontHosting = {
  request: "// request v2",
  response: "// response v2",
  redirects: [
    { key: "/donate", value: "301 q /donation" },
    { key: "/discord", value: "302 - https://discord.gg/new" },
    { key: "/login", value: "301 q https://app.mulearn.org/login" },
  ],
  notFoundPolicy: "default-src 'self'; script-src 'self' 'sha256-new404='",
};
const arn = (name: string) => `arn:aws:cloudfront::123456789012:function/${name}`;
const withStore = { Quantity: 1, Items: [{ KeyValueStoreARN: kvsArn }] };

/** The distribution: both functions and the headers policy on the default behaviour. */
function distribution(events = ["viewer-request", "viewer-response"]) {
  const names: Record<string, string> = {
    "viewer-request": "site-request",
    "viewer-response": "site-response",
  };
  cloudFront.on(GetDistributionConfigCommand, { Id: "E2SITE" }).resolves({
    ETag: "DIST1",
    DistributionConfig: {
      DefaultCacheBehavior: {
        FunctionAssociations: {
          Quantity: events.length,
          Items: events.map((event) => ({ EventType: event, FunctionARN: arn(names[event]!) })),
        },
        ResponseHeadersPolicyId: "policy-site",
      },
      CacheBehaviors: { Quantity: 0, Items: [] },
    },
  } as never);
}

/** A function's two stages: the code each holds, with the store association on the request one. */
function functionStages(name: string, live: string, development: string, associated = true) {
  const config = {
    Comment: "site",
    Runtime: "cloudfront-js-2.0",
    ...(name === "site-request" && associated ? { KeyValueStoreAssociations: withStore } : {}),
  };
  cloudFront
    .on(GetFunctionCommand, { Name: name, Stage: "LIVE" })
    .resolves({ FunctionCode: Buffer.from(live), ETag: `${name}-LIVE` } as never);
  cloudFront
    .on(GetFunctionCommand, { Name: name, Stage: "DEVELOPMENT" })
    .resolves({ FunctionCode: Buffer.from(development), ETag: `${name}-DEV` } as never);
  cloudFront.on(DescribeFunctionCommand, { Name: name, Stage: "DEVELOPMENT" }).resolves({
    ETag: `${name}-DEV`,
    FunctionSummary: { Name: name, FunctionConfig: config },
  } as never);
}

/** The store's keys, in pages of two as ListKeys pages them, at version KVS1. */
function store(keys: Record<string, string>) {
  keyValueStore.on(DescribeKeyValueStoreCommand).resolves({ ETag: "KVS1" } as never);
  const items = Object.entries(keys).map(([Key, Value]) => ({ Key, Value }));
  keyValueStore.on(ListKeysCommand).callsFake(({ NextToken }: { NextToken?: string }) => {
    const start = Number(NextToken ?? 0);
    const next = start + 2 < items.length ? String(start + 2) : undefined;
    return { Items: items.slice(start, start + 2), NextToken: next };
  });
}

function headersPolicy(csp: string) {
  cloudFront.on(GetResponseHeadersPolicyConfigCommand, { Id: "policy-site" }).resolves({
    ETag: "POLICY1",
    ResponseHeadersPolicyConfig: {
      Name: "mulearn-site-headers",
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: csp },
        StrictTransportSecurity: { Override: true, AccessControlMaxAgeSec: 63072000 },
      },
    },
  } as never);
}

/** A distribution whose functions, store and policy already hold this build. */
function inStep() {
  distribution();
  functionStages("site-request", hosting.request, hosting.request);
  functionStages("site-response", hosting.response, hosting.response);
  store(Object.fromEntries(hosting.redirects.map(({ key, value }) => [key, value])));
  headersPolicy(hosting.notFoundPolicy);
}

beforeEach(() => {
  cloudFront.reset();
  keyValueStore.reset();
});
afterEach(cleanUp);

test("functions whose live code is the build's are neither updated nor published", async () => {
  inStep();

  const plan = await planCloudFront(setup, hosting);
  await applyFunctions(setup, plan.functions, hosting);

  expect(plan.functions.map(({ name, action }) => [name, action])).toEqual([
    ["site-request", "unchanged"],
    ["site-response", "unchanged"],
  ]);
  expect(cloudFront.commandCalls(UpdateFunctionCommand)).toHaveLength(0);
  expect(cloudFront.commandCalls(PublishFunctionCommand)).toHaveLength(0);
});

test("a changed function is updated with its ETag, then published with the update's", async () => {
  inStep();
  functionStages("site-response", "// response v1", "// response v1");
  cloudFront.on(UpdateFunctionCommand).resolves({ ETag: "site-response-DEV2" } as never);
  cloudFront.on(PublishFunctionCommand).resolves({} as never);

  const plan = await planCloudFront(setup, hosting);
  await applyFunctions(setup, plan.functions, hosting);

  const [update] = cloudFront.commandCalls(UpdateFunctionCommand);
  expect(update?.args[0].input).toEqual({
    Name: "site-response",
    IfMatch: "site-response-DEV",
    FunctionConfig: { Comment: "site", Runtime: "cloudfront-js-2.0" },
    FunctionCode: Buffer.from("// response v2"),
  });
  expect(cloudFront.commandCalls(PublishFunctionCommand).map((c) => c.args[0].input)).toEqual([
    { Name: "site-response", IfMatch: "site-response-DEV2" },
  ]);
});

test("a function updated but never published is only published", async () => {
  inStep();
  functionStages("site-request", "// request v1", hosting.request);
  cloudFront.on(PublishFunctionCommand).resolves({} as never);

  const plan = await planCloudFront(setup, hosting);
  await applyFunctions(setup, plan.functions, hosting);

  expect(cloudFront.commandCalls(UpdateFunctionCommand)).toHaveLength(0);
  expect(cloudFront.commandCalls(PublishFunctionCommand).map((c) => c.args[0].input)).toEqual([
    { Name: "site-request", IfMatch: "site-request-DEV" },
  ]);
});

test("a viewer-request function without the redirect store is updated to read it", async () => {
  inStep();
  functionStages("site-request", hosting.request, hosting.request, false);
  cloudFront.on(UpdateFunctionCommand).resolves({ ETag: "site-request-DEV2" } as never);
  cloudFront.on(PublishFunctionCommand).resolves({} as never);

  const plan = await planCloudFront(setup, hosting);
  await applyFunctions(setup, plan.functions, hosting);

  expect(cloudFront.commandCalls(UpdateFunctionCommand)[0]?.args[0].input.FunctionConfig).toEqual({
    Comment: "site",
    Runtime: "cloudfront-js-2.0",
    KeyValueStoreAssociations: withStore,
  });
});

test("a distribution without the viewer-request function stops the plan, naming the recipe", async () => {
  distribution(["viewer-response"]);

  await expect(planCloudFront(setup, hosting)).rejects.toThrow(
    'CloudFront distribution E2SITE: the default cache behaviour runs no viewer-request function. The AWS stack creates and associates it (docs/deploy.md, "One-time setup").',
  );
});

test("only the redirect keys that differ are written, against the version the plan read", async () => {
  inStep();
  store({
    "/donate": "301 q /donation",
    "/discord": "302 - https://discord.gg/old",
    "/old-page": "301 - /",
  });
  keyValueStore.on(UpdateKeysCommand).resolves({ ETag: "KVS2" } as never);

  const plan = await planCloudFront(setup, hosting);
  await applyKeys(setup, plan.keys);

  expect(keyValueStore.commandCalls(UpdateKeysCommand).map((c) => c.args[0].input)).toEqual([
    {
      KvsARN: kvsArn,
      IfMatch: "KVS1",
      Puts: [
        { Key: "/discord", Value: "302 - https://discord.gg/new" },
        { Key: "/login", Value: "301 q https://app.mulearn.org/login" },
      ],
      Deletes: [{ Key: "/old-page" }],
    },
  ]);
});

test("more than 50 key changes go in calls that each name the version the last one left", async () => {
  keyValueStore
    .on(UpdateKeysCommand)
    .resolvesOnce({ ETag: "KVS2" } as never)
    .resolvesOnce({ ETag: "KVS3" } as never);
  const puts = Array.from({ length: 60 }, (_, i) => ({ Key: `/k${i}`, Value: "301 - /" }));

  await applyKeys(setup, { etag: "KVS1", puts, deletes: [] });

  const calls = keyValueStore.commandCalls(UpdateKeysCommand).map((c) => c.args[0].input);
  expect(calls.map((input) => [input.IfMatch, input.Puts?.length])).toEqual([
    ["KVS1", 50],
    ["KVS2", 10],
  ]);
});

test("a store changed by someone else since the plan fails the deploy loudly", async () => {
  const conflict = Object.assign(new Error("The ETag does not match"), {
    name: "ConflictException",
  });
  keyValueStore.on(UpdateKeysCommand).rejects(conflict);

  await expect(
    applyKeys(setup, { etag: "KVS1", puts: [{ Key: "/x", Value: "301 - /" }], deletes: [] }),
  ).rejects.toThrow(
    `UpdateKeys ${kvsArn} (version KVS1): ConflictException: The ETag does not match`,
  );
});

test("the 404 page's new policy replaces only the CSP of the site's headers policy", async () => {
  inStep();
  headersPolicy("default-src 'self'; script-src 'self' 'sha256-old404='");
  cloudFront.on(UpdateResponseHeadersPolicyCommand).resolves({} as never);

  const plan = await planCloudFront(setup, hosting);
  await applyPolicies(setup, plan.policies);

  expect(cloudFront.commandCalls(UpdateResponseHeadersPolicyCommand)[0]?.args[0].input).toEqual({
    Id: "policy-site",
    IfMatch: "POLICY1",
    ResponseHeadersPolicyConfig: {
      Name: "mulearn-site-headers",
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: hosting.notFoundPolicy },
        StrictTransportSecurity: { Override: true, AccessControlMaxAgeSec: 63072000 },
      },
    },
  });
});

test("more changed pages than the limit are invalidated as one /*", () => {
  const pages = ["index.html", "team.html", "team.txt"].map((key) => ({ key }));

  expect(invalidationPaths(pages, 3)).toEqual(["/index.html", "/team.html", "/team.txt"]);
  expect(invalidationPaths(pages, 2)).toEqual(["/*"]);
  expect(invalidationPaths([], 2)).toEqual([]);
});

test("a deploy invalidates exactly the pages online whose bytes changed", async () => {
  const s3 = await startS3();
  inStep();
  cloudFront.on(CreateInvalidationCommand).resolves({ Invalidation: { Id: "I1" } } as never);
  let hour = 0;
  const deploy = (id: string) =>
    deployToBucket({
      bucket: { s3: s3.s3, name: "site" },
      site: writeBuild(id),
      keep: 3,
      dryRun: false,
      commit: null,
      now: new Date(Date.UTC(2026, 10, 20, hour++)),
      cloudFront: { setup, hosting },
      snapshots: null,
      report: recordingReporter(),
    });
  try {
    await deploy("a");
    await deploy("b");
  } finally {
    await s3.stop();
  }

  const paths = cloudFront
    .commandCalls(CreateInvalidationCommand)
    .map((c) => c.args[0].input.InvalidationBatch?.Paths);
  expect(paths).toEqual([
    {
      Quantity: 4,
      Items: [
        "/index.html",
        "/team.html",
        "/team.txt",
        "/team/__next.!KGVuKQ.team.%24d%24year.__PAGE__.txt",
      ],
    },
  ]);
});
