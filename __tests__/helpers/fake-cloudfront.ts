/**
 * CloudFront and the redirect KeyValueStore as a deploy sees them, in memory: the distribution's
 * two functions (each with its DEVELOPMENT and LIVE code), the store's keys, the response headers
 * policy's CSP and the invalidations, changed by the same API calls the deploy makes
 * (aws-sdk-client-mock). `edgeState` is what the distribution runs now, for the local edge.
 */
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  DescribeFunctionCommand,
  GetDistributionConfigCommand,
  GetFunctionCommand,
  GetInvalidationCommand,
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
import type { EdgeState, HeadersPolicy } from "@/ops/cloudfront/local-edge";
import type { CloudFrontSetup } from "@/ops/deploy/cloudfront";

export const kvsArn = "arn:aws:cloudfront::123456789012:key-value-store/redirects";
const arn = (name: string) => `arn:aws:cloudfront::123456789012:function/${name}`;

export interface FakeCloudFront {
  setup: CloudFrontSetup;
  functions: Record<"site-request" | "site-response", { development: string; live: string }>;
  keys: Map<string, string>;
  notFoundPolicy: string;
  invalidations: string[][];
  /** What the distribution runs now, for startLocalEdge. */
  edgeState(headersPolicy: HeadersPolicy, backendPrefixes: string[]): EdgeState;
  restore(): void;
}

export function fakeCloudFront(initial: { request: string; response: string }): FakeCloudFront {
  const cloudFront = mockClient(CloudFrontClient);
  const store = mockClient(CloudFrontKeyValueStoreClient);
  let version = 1;
  let storeVersion = 1;
  const fake: FakeCloudFront = {
    setup: {
      cloudFront: new CloudFrontClient({ region: "us-east-1" }),
      keyValueStore: new CloudFrontKeyValueStoreClient({ region: "us-east-1" }),
      distributionId: "E2SITE",
      kvsArn,
    },
    functions: {
      "site-request": { development: initial.request, live: initial.request },
      "site-response": { development: initial.response, live: initial.response },
    },
    keys: new Map(),
    notFoundPolicy: "default-src 'self'",
    invalidations: [],
    edgeState(headersPolicy, backendPrefixes) {
      return {
        request: fake.functions["site-request"].live,
        response: fake.functions["site-response"].live,
        keys: new Map(fake.keys),
        headersPolicy: {
          ...headersPolicy,
          SecurityHeadersConfig: {
            ...headersPolicy.SecurityHeadersConfig,
            ContentSecurityPolicy: { ContentSecurityPolicy: fake.notFoundPolicy },
          },
        },
        backendPrefixes,
      };
    },
    restore() {
      cloudFront.restore();
      store.restore();
    },
  };
  const named = (name: string | undefined) => fake.functions[name as "site-request"];

  cloudFront.on(GetDistributionConfigCommand).resolves({
    ETag: "DIST1",
    DistributionConfig: {
      DefaultCacheBehavior: {
        FunctionAssociations: {
          Quantity: 2,
          Items: [
            { EventType: "viewer-request", FunctionARN: arn("site-request") },
            { EventType: "viewer-response", FunctionARN: arn("site-response") },
          ],
        },
        ResponseHeadersPolicyId: "policy-site",
      },
      CacheBehaviors: { Quantity: 0, Items: [] },
    },
  } as never);
  cloudFront.on(GetFunctionCommand).callsFake(({ Name, Stage }) => ({
    FunctionCode: Buffer.from(Stage === "LIVE" ? named(Name).live : named(Name).development),
    ETag: `V${version}`,
  }));
  cloudFront.on(DescribeFunctionCommand).callsFake(({ Name }) => ({
    ETag: `V${version}`,
    FunctionSummary: {
      Name,
      FunctionConfig: {
        Comment: "site",
        Runtime: "cloudfront-js-2.0",
        ...(Name === "site-request"
          ? { KeyValueStoreAssociations: { Quantity: 1, Items: [{ KeyValueStoreARN: kvsArn }] } }
          : {}),
      },
    },
  }));
  cloudFront.on(UpdateFunctionCommand).callsFake(({ Name, FunctionCode }) => {
    named(Name).development = Buffer.from(FunctionCode).toString("utf8");
    version += 1;
    return { ETag: `V${version}` };
  });
  cloudFront.on(PublishFunctionCommand).callsFake(({ Name }) => {
    named(Name).live = named(Name).development;
    return {};
  });
  cloudFront.on(GetResponseHeadersPolicyConfigCommand).callsFake(() => ({
    ETag: "POLICY1",
    ResponseHeadersPolicyConfig: {
      Name: "mulearn-site-headers",
      SecurityHeadersConfig: {
        ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: fake.notFoundPolicy },
      },
    },
  }));
  cloudFront.on(UpdateResponseHeadersPolicyCommand).callsFake(({ ResponseHeadersPolicyConfig }) => {
    fake.notFoundPolicy =
      ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy;
    return {};
  });
  cloudFront.on(CreateInvalidationCommand).callsFake(({ InvalidationBatch }) => {
    fake.invalidations.push(InvalidationBatch.Paths.Items);
    return { Invalidation: { Id: `I${fake.invalidations.length}`, Status: "InProgress" } };
  });
  cloudFront
    .on(GetInvalidationCommand)
    .callsFake(({ Id }) => ({ Invalidation: { Id, Status: "Completed" } }));

  store.on(DescribeKeyValueStoreCommand).callsFake(() => ({ ETag: `S${storeVersion}` }));
  store.on(ListKeysCommand).callsFake(() => ({
    Items: [...fake.keys].map(([Key, Value]) => ({ Key, Value })),
  }));
  store.on(UpdateKeysCommand).callsFake(({ IfMatch, Puts, Deletes }) => {
    if (IfMatch !== `S${storeVersion}`) throw new Error("ConflictException");
    for (const { Key, Value } of Puts ?? []) fake.keys.set(Key, Value);
    for (const { Key } of Deletes ?? []) fake.keys.delete(Key);
    storeVersion += 1;
    return { ETag: `S${storeVersion}` };
  });
  return fake;
}
