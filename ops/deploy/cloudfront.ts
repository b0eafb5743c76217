/**
 * The CloudFront half of a deploy (docs/deploy.md, "Deploying"): the two functions (the generated
 * viewer-request one, and the constant viewer-response one, ops/cloudfront/viewer-response.js),
 * the redirect KeyValueStore, the 404 page's policy in the response headers policy, and the
 * invalidation of changed pages. Each is planned first (read-only calls, what `--dry-run` prints)
 * and applied with the ETag the plan read, so a change someone made in between fails loudly
 * instead of being overwritten.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  waitUntilInvalidationCompleted,
  DescribeFunctionCommand,
  GetDistributionConfigCommand,
  GetFunctionCommand,
  GetResponseHeadersPolicyConfigCommand,
  PublishFunctionCommand,
  UpdateFunctionCommand,
  UpdateResponseHeadersPolicyCommand,
  type CacheBehavior,
  type DefaultCacheBehavior,
  type FunctionConfig,
  type ResponseHeadersPolicyConfig,
} from "@aws-sdk/client-cloudfront";
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  ListKeysCommand,
  UpdateKeysCommand,
} from "@aws-sdk/client-cloudfront-keyvaluestore";
// The KeyValueStore API is signed with SigV4A; this registers the SDK's JavaScript signer for it.
import "@aws-sdk/signature-v4a";
import { describeError } from "@/ops/deploy/bucket";

/** The distribution and the redirect store a deploy keeps in step, with their clients. */
export interface CloudFrontSetup {
  cloudFront: CloudFrontClient;
  keyValueStore: CloudFrontKeyValueStoreClient;
  distributionId: string;
  kvsArn: string;
}

/**
 * The clients for CLOUDFRONT_DISTRIBUTION_ID and CLOUDFRONT_KVS_ARN, or null without the first.
 * Credentials come from the SDK's default chain; CloudFront's API is global (us-east-1).
 */
export function cloudFrontSetupFromEnv(env: NodeJS.ProcessEnv): CloudFrontSetup | null {
  const distributionId = env.CLOUDFRONT_DISTRIBUTION_ID;
  if (!distributionId) return null;
  const kvsArn = env.CLOUDFRONT_KVS_ARN;
  if (!kvsArn) {
    throw new Error(
      "CLOUDFRONT_KVS_ARN is not set: the viewer-request function reads the redirect table from that KeyValueStore.",
    );
  }
  return {
    cloudFront: new CloudFrontClient({ region: "us-east-1" }),
    keyValueStore: new CloudFrontKeyValueStoreClient({ region: "us-east-1" }),
    distributionId,
    kvsArn,
  };
}

/** The viewer-response function, from the project root: the same code for every build. */
export const viewerResponsePath = "ops/cloudfront/viewer-response.js";

/** The viewer-response function's code under the project root `root`. */
export const readViewerResponse = (root: string) =>
  readFileSync(path.join(root, viewerResponsePath), "utf8");

/** What the build wrote for CloudFront (hosting/, scripts/csp.mjs), and the constant function. */
export interface CloudFrontHosting {
  request: string;
  response: string;
  redirects: { key: string; value: string }[];
  /** The not-found page's Content-Security-Policy, which error responses carry. */
  notFoundPolicy: string;
}

/**
 * Reads the CloudFront files of hosting/ and the constant viewer-response function under `root`
 * (the project); throws naming a missing or unreadable one.
 */
export function readCloudFrontHosting(hostingDir: string, root: string): CloudFrontHosting {
  const read = (name: string) => {
    const file = path.join(hostingDir, name);
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: build with "npm run build" (scripts/csp.mjs writes it).`,
      );
    }
    return readFileSync(file, "utf8");
  };
  const store = JSON.parse(read("cloudfront-redirects-kvs.json")) as {
    data?: { key: string; value: string }[];
  };
  const policy = JSON.parse(read("cloudfront-headers-policy.json")) as {
    SecurityHeadersConfig?: { ContentSecurityPolicy?: { ContentSecurityPolicy?: string } };
  };
  const notFoundPolicy = policy.SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy;
  if (!Array.isArray(store.data) || !notFoundPolicy) {
    throw new Error(`${hostingDir}: the CloudFront files are not the ones scripts/csp.mjs writes.`);
  }
  return {
    request: read("cloudfront-request.js"),
    response: readViewerResponse(root),
    redirects: store.data,
    notFoundPolicy,
  };
}

type ViewerEvent = "viewer-request" | "viewer-response";

/** One function the distribution runs, and what the deploy does to it. */
export interface FunctionChange {
  name: string;
  event: ViewerEvent;
  action: "unchanged" | "publish" | "update and publish";
  /** The DEVELOPMENT stage's ETag, for UpdateFunction or PublishFunction. */
  etag: string;
  config: FunctionConfig;
}

/** The redirect store's keys to put and delete, against the version (ETag) they were read at. */
export interface KeyChanges {
  etag: string;
  puts: { Key: string; Value: string }[];
  deletes: { Key: string }[];
}

/** A response headers policy a site behaviour uses, and whether its CSP is replaced. */
export interface PolicyChange {
  id: string;
  name: string;
  etag: string;
  config: ResponseHeadersPolicyConfig;
  action: "unchanged" | "update";
}

export interface CloudFrontPlan {
  functions: FunctionChange[];
  keys: KeyChanges;
  policies: PolicyChange[];
  /** Things worth an operator's eye that do not stop the deploy. */
  notes: string[];
}

/** Runs one call; a failure becomes an Error naming it. */
async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`${what}: ${describeError(error)}`, { cause: error });
  }
}

const functionName = (arn: string) => arn.slice(arn.lastIndexOf("/") + 1);
const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString("utf8");

/** The functions each viewer event runs, by name, over the default and every other behaviour. */
function associatedFunctions(
  distributionId: string,
  behaviours: (DefaultCacheBehavior | CacheBehavior)[],
): Map<string, ViewerEvent> {
  const found = new Map<string, ViewerEvent>();
  for (const behaviour of behaviours) {
    for (const { FunctionARN, EventType } of behaviour.FunctionAssociations?.Items ?? []) {
      if (!FunctionARN || (EventType !== "viewer-request" && EventType !== "viewer-response")) {
        continue;
      }
      const name = functionName(FunctionARN);
      if (found.has(name) && found.get(name) !== EventType) {
        throw new Error(
          `CloudFront distribution ${distributionId}: function ${name} runs on both viewer request and viewer response.`,
        );
      }
      found.set(name, EventType);
    }
  }
  const defaults = behaviours[0]?.FunctionAssociations?.Items ?? [];
  for (const event of ["viewer-request", "viewer-response"] as const) {
    if (!defaults.some((association) => association.EventType === event)) {
      throw new Error(
        `CloudFront distribution ${distributionId}: the default cache behaviour runs no ${event} function. ` +
          'The AWS stack creates and associates it (docs/deploy.md, "One-time setup").',
      );
    }
  }
  return found;
}

/** The function's configuration with the redirect store associated; throws on another store. */
function withStore(name: string, config: FunctionConfig, kvsArn: string): FunctionConfig {
  const stores = config.KeyValueStoreAssociations?.Items ?? [];
  const others = stores.filter((store) => store.KeyValueStoreARN !== kvsArn);
  if (others.length > 0) {
    throw new Error(
      `CloudFront function ${name} reads the KeyValueStore ${others[0]?.KeyValueStoreARN}, not CLOUDFRONT_KVS_ARN (${kvsArn}).`,
    );
  }
  return {
    ...config,
    KeyValueStoreAssociations: { Quantity: 1, Items: [{ KeyValueStoreARN: kvsArn }] },
  };
}

async function planFunction(
  setup: CloudFrontSetup,
  name: string,
  event: ViewerEvent,
  code: string,
): Promise<FunctionChange> {
  const { cloudFront, kvsArn } = setup;
  const development = await call(`GetFunction ${name} (DEVELOPMENT)`, () =>
    cloudFront.send(new GetFunctionCommand({ Name: name, Stage: "DEVELOPMENT" })),
  );
  const described = await call(`DescribeFunction ${name} (DEVELOPMENT)`, () =>
    cloudFront.send(new DescribeFunctionCommand({ Name: name, Stage: "DEVELOPMENT" })),
  );
  let live: string | null = null;
  try {
    live = text(
      (await cloudFront.send(new GetFunctionCommand({ Name: name, Stage: "LIVE" }))).FunctionCode,
    );
  } catch (error) {
    // Never published yet: there is no LIVE stage to compare with.
    if (!(error instanceof Error && error.name === "NoSuchFunctionExists")) {
      throw new Error(`GetFunction ${name} (LIVE): ${describeError(error)}`, { cause: error });
    }
  }
  const current = described.FunctionSummary?.FunctionConfig;
  if (!current || !development.ETag) {
    throw new Error(`DescribeFunction ${name}: CloudFront sent no configuration or ETag.`);
  }
  const config = event === "viewer-request" ? withStore(name, current, kvsArn) : current;
  const configChanged =
    JSON.stringify(config.KeyValueStoreAssociations ?? null) !==
    JSON.stringify(current.KeyValueStoreAssociations ?? null);
  const action =
    live === code && !configChanged
      ? "unchanged"
      : text(development.FunctionCode) === code && !configChanged
        ? "publish"
        : "update and publish";
  return { name, event, action, etag: development.ETag, config };
}

/** Every key of the store, read 50 at a time (the most ListKeys returns). */
async function listKeys(setup: CloudFrontSetup): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await call(`ListKeys ${setup.kvsArn}`, () =>
      setup.keyValueStore.send(
        new ListKeysCommand({ KvsARN: setup.kvsArn, MaxResults: 50, NextToken: token }),
      ),
    );
    for (const item of page.Items ?? []) if (item.Key) keys.set(item.Key, item.Value ?? "");
    token = page.NextToken;
  } while (token);
  return keys;
}

/** The keys that differ between the store and the generated table. */
export function keyChanges(
  current: ReadonlyMap<string, string>,
  wanted: readonly { key: string; value: string }[],
): Omit<KeyChanges, "etag"> {
  const wantedKeys = new Set(wanted.map(({ key }) => key));
  return {
    puts: wanted
      .filter(({ key, value }) => current.get(key) !== value)
      .map(({ key, value }) => ({ Key: key, Value: value })),
    deletes: [...current.keys()]
      .filter((key) => !wantedKeys.has(key))
      .sort()
      .map((Key) => ({ Key })),
  };
}

/** Reads the distribution, its functions, the store and the headers policies; changes nothing. */
export async function planCloudFront(
  setup: CloudFrontSetup,
  hosting: CloudFrontHosting,
): Promise<CloudFrontPlan> {
  const { cloudFront, distributionId } = setup;
  const distribution = await call(`GetDistributionConfig ${distributionId}`, () =>
    cloudFront.send(new GetDistributionConfigCommand({ Id: distributionId })),
  );
  const config = distribution.DistributionConfig;
  if (!config?.DefaultCacheBehavior) {
    throw new Error(`GetDistributionConfig ${distributionId}: no default cache behaviour.`);
  }
  const behaviours = [config.DefaultCacheBehavior, ...(config.CacheBehaviors?.Items ?? [])];
  const functions = associatedFunctions(distributionId, behaviours);
  const changes: FunctionChange[] = [];
  for (const [name, event] of functions) {
    const code = event === "viewer-request" ? hosting.request : hosting.response;
    changes.push(await planFunction(setup, name, event, code));
  }

  const described = await call(`DescribeKeyValueStore ${setup.kvsArn}`, () =>
    setup.keyValueStore.send(new DescribeKeyValueStoreCommand({ KvsARN: setup.kvsArn })),
  );
  if (!described.ETag) throw new Error(`DescribeKeyValueStore ${setup.kvsArn}: no ETag.`);
  const keys = { etag: described.ETag, ...keyChanges(await listKeys(setup), hosting.redirects) };

  const notes: string[] = [];
  const policyIds = new Set<string>();
  for (const behaviour of behaviours) {
    const site = (behaviour.FunctionAssociations?.Items ?? []).some(
      (a) => a.EventType === "viewer-response",
    );
    if (!site) continue;
    const where = "PathPattern" in behaviour ? behaviour.PathPattern : "the default behaviour";
    if (behaviour.ResponseHeadersPolicyId) policyIds.add(behaviour.ResponseHeadersPolicyId);
    else notes.push(`${where} has no response headers policy: its 404 answers carry no CSP.`);
  }
  const policies: PolicyChange[] = [];
  for (const id of policyIds) {
    const policy = await call(`GetResponseHeadersPolicyConfig ${id}`, () =>
      cloudFront.send(new GetResponseHeadersPolicyConfigCommand({ Id: id })),
    );
    const current = policy.ResponseHeadersPolicyConfig;
    if (!current || !policy.ETag) throw new Error(`GetResponseHeadersPolicyConfig ${id}: empty.`);
    const csp = current.SecurityHeadersConfig?.ContentSecurityPolicy?.ContentSecurityPolicy;
    policies.push({
      id,
      name: current.Name ?? id,
      etag: policy.ETag,
      action: csp === hosting.notFoundPolicy ? "unchanged" : "update",
      config: {
        ...current,
        SecurityHeadersConfig: {
          ...current.SecurityHeadersConfig,
          ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: hosting.notFoundPolicy },
        },
      },
    });
  }
  return { functions: changes, keys, policies, notes };
}

/** Updates (when the code or store association changed) and publishes the planned functions. */
export async function applyFunctions(
  setup: CloudFrontSetup,
  changes: readonly FunctionChange[],
  hosting: CloudFrontHosting,
): Promise<void> {
  for (const change of changes) {
    if (change.action === "unchanged") continue;
    let etag = change.etag;
    if (change.action === "update and publish") {
      const code = change.event === "viewer-request" ? hosting.request : hosting.response;
      const updated = await call(`UpdateFunction ${change.name}`, () =>
        setup.cloudFront.send(
          new UpdateFunctionCommand({
            Name: change.name,
            IfMatch: etag,
            FunctionConfig: change.config,
            FunctionCode: Buffer.from(code, "utf8"),
          }),
        ),
      );
      etag = updated.ETag ?? etag;
    }
    await call(`PublishFunction ${change.name}`, () =>
      setup.cloudFront.send(new PublishFunctionCommand({ Name: change.name, IfMatch: etag })),
    );
  }
}

/** UpdateKeys accepts this many puts and deletes in one all-or-nothing call. */
export const keyBatchSize = 50;

/**
 * Writes the changed keys, 50 a call, each call naming the store's version the previous one left:
 * a change someone else made since the plan read the store fails the first call.
 */
export async function applyKeys(setup: CloudFrontSetup, changes: KeyChanges): Promise<void> {
  const operations = [
    ...changes.puts.map((put) => ({ put })),
    ...changes.deletes.map((remove) => ({ remove })),
  ];
  let etag = changes.etag;
  for (let start = 0; start < operations.length; start += keyBatchSize) {
    const batch = operations.slice(start, start + keyBatchSize);
    const puts = batch.flatMap((op) => ("put" in op ? [op.put] : []));
    const deletes = batch.flatMap((op) => ("remove" in op ? [op.remove] : []));
    const answer = await call(`UpdateKeys ${setup.kvsArn} (version ${etag})`, () =>
      setup.keyValueStore.send(
        new UpdateKeysCommand({
          KvsARN: setup.kvsArn,
          IfMatch: etag,
          ...(puts.length > 0 ? { Puts: puts } : {}),
          ...(deletes.length > 0 ? { Deletes: deletes } : {}),
        }),
      ),
    );
    if (!answer.ETag) throw new Error(`UpdateKeys ${setup.kvsArn}: no ETag in the answer.`);
    etag = answer.ETag;
  }
}

/** Replaces the 404 page's policy in the response headers policies that changed. */
export async function applyPolicies(
  setup: CloudFrontSetup,
  policies: readonly PolicyChange[],
): Promise<void> {
  for (const policy of policies) {
    if (policy.action === "unchanged") continue;
    await call(`UpdateResponseHeadersPolicy ${policy.name}`, () =>
      setup.cloudFront.send(
        new UpdateResponseHeadersPolicyCommand({
          Id: policy.id,
          IfMatch: policy.etag,
          ResponseHeadersPolicyConfig: policy.config,
        }),
      ),
    );
  }
}

/** Asks CloudFront to drop its copies of `paths`; resolves to the invalidation's id. */
export async function invalidate(
  setup: CloudFrontSetup,
  paths: readonly string[],
  reference: string,
): Promise<string | null> {
  if (paths.length === 0) return null;
  const answer = await call(`CreateInvalidation ${setup.distributionId}`, () =>
    setup.cloudFront.send(
      new CreateInvalidationCommand({
        DistributionId: setup.distributionId,
        InvalidationBatch: {
          CallerReference: reference,
          Paths: { Quantity: paths.length, Items: [...paths] },
        },
      }),
    ),
  );
  return answer.Invalidation?.Id ?? null;
}

/**
 * Waits until CloudFront has dropped its copies of an invalidation's paths (usually well under a
 * minute), so that what the live check fetches is the new build; throws after `maxSeconds`.
 */
export async function waitForInvalidation(
  setup: CloudFrontSetup,
  id: string,
  maxSeconds = 600,
): Promise<void> {
  await call(`GetInvalidation ${setup.distributionId} ${id}`, () =>
    waitUntilInvalidationCompleted(
      { client: setup.cloudFront, maxWaitTime: maxSeconds, minDelay: 5, maxDelay: 20 },
      { DistributionId: setup.distributionId, Id: id },
    ),
  );
}
