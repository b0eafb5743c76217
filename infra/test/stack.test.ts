// The stack's template, synthesized offline with fixed settings (no AWS account, no lookups):
// every resource docs/deploy.md's one-time setup needs, and cdk-nag's AwsSolutions rules passing.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";
import { App, Stack, Validations } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import * as s3 from "aws-cdk-lib/aws-s3";
import { AwsSolutionsChecks } from "cdk-nag";
import { deployPolicy, previewPolicy } from "../lib/deploy-policy.ts";
import { readSettings, type SiteSettings } from "../lib/settings.ts";
import { SiteStack } from "../lib/site-stack.ts";
import { outputName, variables, type Variable } from "../lib/variables.ts";

const CERTIFICATE =
  "arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555";
const context: Record<string, string> = {
  domain: "mulearn.org",
  certificateArn: CERTIFICATE,
  backendOrigin: "https://backend.example.org",
  githubRepository: "gtech-mulearn/mulearn-site",
  stagingBackendOrigin: "https://staging.example.org:8443",
};
const settings = (extra: Record<string, string> = {}): SiteSettings =>
  readSettings((key) => ({ ...context, ...extra })[key]);

/** A synthesized app with cdk-nag's AwsSolutions checks, as bin/site.ts makes it. */
function synthesize(extra: Record<string, string> = {}, change?: (stack: Stack) => void) {
  const app = new App();
  const stack = new SiteStack(app, "MulearnSite", settings(extra));
  change?.(stack);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  const assembly = app.synth();
  return { stack, template: Template.fromStack(stack), assembly };
}

const { stack, template, assembly } = synthesize();
const resolve = (value: unknown) => stack.resolve(value) as unknown;
const distributions = template.findResources("AWS::CloudFront::Distribution");
const configOf = (alias: string) => {
  const found = Object.values(distributions).find((d) =>
    (d.Properties.DistributionConfig.Aliases as string[]).includes(alias),
  );
  assert.ok(found, `no distribution answers ${alias}`);
  return found.Properties.DistributionConfig;
};
const site = configOf("mulearn.org");
const preview = configOf("*.preview.mulearn.org");
const logicalId = (ref: unknown) => {
  const value = ref as { Ref?: string; "Fn::GetAtt"?: [string, string] };
  return value.Ref ?? value["Fn::GetAtt"]?.[0];
};
const resource = (ref: unknown) => template.toJSON().Resources[logicalId(ref) as string];
const CACHING_DISABLED = "4135ea2d-6df8-44a3-9df3-4b5a84be39ad";
const CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6";
const ALL_VIEWER = "216adef6-5c7f-47e4-b989-5492eafa07d3";
const ALL_METHODS = ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"];

test("cdk-nag's AwsSolutions rules find nothing unacknowledged", () => {
  // The synth above would have thrown "Validation failed" (as the next test shows it does).
  const report = JSON.parse(
    readFileSync(`${assembly.directory}/validation-report.json`, "utf8"),
  ) as { pluginReports: { violations: unknown[] }[] };
  assert.deepEqual(
    report.pluginReports.flatMap((plugin) => plugin.violations),
    [],
  );
});

test("cdk-nag stops the synth of a finding nobody acknowledged", () => {
  assert.throws(() => synthesize({}, (s) => new s3.Bucket(s, "Unchecked")), /Validation failed/);
});

test("the site's bucket is private, TLS only, versioned, and old versions expire", () => {
  const buckets = template.findResources("AWS::S3::Bucket");
  assert.equal(Object.keys(buckets).length, 2, "the site's bucket and the previews' bucket");
  for (const bucket of Object.values(buckets)) {
    assert.equal(bucket.DeletionPolicy, "Retain");
    assert.deepEqual(bucket.Properties.PublicAccessBlockConfiguration, {
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    assert.deepEqual(bucket.Properties.VersioningConfiguration, { Status: "Enabled" });
    assert.deepEqual(bucket.Properties.LifecycleConfiguration.Rules, [
      {
        Id: "old-versions",
        Status: "Enabled",
        NoncurrentVersionExpiration: { NoncurrentDays: 30 },
        ExpiredObjectDeleteMarker: true,
        AbortIncompleteMultipartUpload: { DaysAfterInitiation: 7 },
      },
    ]);
  }
  const policies = Object.values(template.findResources("AWS::S3::BucketPolicy"));
  assert.equal(policies.length, 2);
  for (const policy of policies) {
    const statements = policy.Properties.PolicyDocument.Statement as Record<string, unknown>[];
    assert.ok(
      statements.some(
        (s) =>
          s.Effect === "Deny" &&
          JSON.stringify(s.Condition) === '{"Bool":{"aws:SecureTransport":"false"}}',
      ),
      "plain-HTTP requests are refused",
    );
    // Only CloudFront reads, and only for this stack's distribution (Origin Access Control).
    const reads = statements.filter((s) => s.Effect === "Allow");
    assert.deepEqual(
      reads.map((s) => [s.Principal, s.Action]),
      [[{ Service: "cloudfront.amazonaws.com" }, ["s3:GetObject", "s3:ListBucket"]]],
    );
    assert.match(JSON.stringify(reads[0]?.Condition), /AWS:SourceArn.*:distribution\//);
    const records = statements.find((s) => s.Sid === "NoDeployRecordsThroughCloudFront");
    assert.equal(records?.Effect, "Deny", "CloudFront never reads the deploy's records");
    assert.deepEqual(records?.Principal, { Service: "cloudfront.amazonaws.com" });
    assert.equal(records?.Action, "s3:GetObject");
    assert.match(
      JSON.stringify(records?.Resource),
      /\/_deploys\/\*".*\/previews\/\*\/_deploys\/\*"/,
    );
  }
  template.hasResourceProperties("AWS::CloudFront::OriginAccessControl", {
    OriginAccessControlConfig: Match.objectLike({
      OriginAccessControlOriginType: "s3",
      SigningBehavior: "always",
      SigningProtocol: "sigv4",
    }),
  });
});

test("an existing bucket is adopted by its name", () => {
  const adopted = synthesize({ existingBucketName: "mulearn-site" }).template;
  adopted.hasResource("AWS::S3::Bucket", {
    Properties: Match.objectLike({ BucketName: "mulearn-site" }),
    DeletionPolicy: "Retain",
  });
  assert.equal(
    template.toJSON().Resources[Object.keys(template.findResources("AWS::S3::Bucket"))[0]!]
      .Properties.BucketName,
    undefined,
    "without the setting, CloudFormation names a new bucket",
  );
});

test("the distribution serves the domain over TLS 1.2+, HTTP/2 and 3, compressed, from the bucket", () => {
  assert.deepEqual(site.Aliases, ["mulearn.org"]);
  assert.deepEqual(site.ViewerCertificate, {
    AcmCertificateArn: CERTIFICATE,
    MinimumProtocolVersion: "TLSv1.2_2021",
    SslSupportMethod: "sni-only",
  });
  assert.equal(site.HttpVersion, "http2and3");
  assert.equal(site.DefaultCacheBehavior.Compress, true);
  assert.equal(site.DefaultCacheBehavior.ViewerProtocolPolicy, "redirect-to-https");
  assert.equal(site.DefaultCacheBehavior.CachePolicyId, CACHING_OPTIMIZED);
  const bucketOrigin = (site.Origins as Record<string, unknown>[]).find(
    (o) => o.Id === site.DefaultCacheBehavior.TargetOriginId,
  );
  assert.ok(
    bucketOrigin?.OriginAccessControlId,
    "the bucket is read through Origin Access Control",
  );
  assert.deepEqual(bucketOrigin.S3OriginConfig, { OriginAccessIdentity: "" });
  assert.match(JSON.stringify(bucketOrigin.DomainName), /"SiteBucket\w+","RegionalDomainName"/);
});

test("a missing key answers the not-found page with 404, and nothing else is rewritten", () => {
  assert.deepEqual(site.CustomErrorResponses, [
    { ErrorCode: 404, ResponseCode: 404, ResponsePagePath: "/404.html", ErrorCachingMinTTL: 0 },
  ]);
});

test("the default behaviour runs both functions (runtime 2.0), the request one bound to the KeyValueStore", () => {
  const associations = site.DefaultCacheBehavior.FunctionAssociations as {
    EventType: string;
    FunctionARN: unknown;
  }[];
  assert.deepEqual(
    associations.map((a) => a.EventType),
    ["viewer-request", "viewer-response"],
  );
  const [request, response] = associations.map((a) => resource(a.FunctionARN));
  assert.equal(request.Properties.FunctionConfig.Runtime, "cloudfront-js-2.0");
  assert.equal(response.Properties.FunctionConfig.Runtime, "cloudfront-js-2.0");
  const stores = Object.keys(template.findResources("AWS::CloudFront::KeyValueStore"));
  assert.equal(stores.length, 1);
  assert.deepEqual(request.Properties.FunctionConfig.KeyValueStoreAssociations, [
    { KeyValueStoreARN: { "Fn::GetAtt": [stores[0], "Arn"] } },
  ]);
  assert.equal(response.Properties.FunctionConfig.KeyValueStoreAssociations, undefined);
  assert.equal(request.Properties.AutoPublish, true);
  // The request function starts as the bootstrap that serves clean URLs; the deploy replaces it.
  assert.match(request.Properties.FunctionCode, /request\.uri = "\/index\.html"/);
  assert.equal(
    response.Properties.FunctionCode,
    readFileSync(new URL("../../ops/cloudfront/viewer-response.js", import.meta.url), "utf8"),
  );
});

test("the backend's four prefixes come first, in order, on the backend, uncached but for pictures", () => {
  const behaviours = site.CacheBehaviors as Record<string, unknown>[];
  assert.deepEqual(
    behaviours.map((b) => b.PathPattern),
    ["/api/v1/*", "/ws/v1/*", "/muback-media/*", "/r/*", "/kkem/authorization/*", "/profile/*"],
  );
  const backend = (site.Origins as Record<string, unknown>[]).find(
    (o) => o.DomainName === "backend.example.org",
  );
  assert.deepEqual(backend?.CustomOriginConfig, {
    HTTPSPort: 443,
    OriginProtocolPolicy: "https-only",
    OriginSSLProtocols: ["TLSv1.2"],
    OriginReadTimeout: 60,
    OriginKeepaliveTimeout: 60,
  });
  assert.deepEqual(
    behaviours.slice(0, 4).map((b) => [b.PathPattern, b.CachePolicyId]),
    [
      ["/api/v1/*", CACHING_DISABLED],
      ["/ws/v1/*", CACHING_DISABLED],
      ["/muback-media/*", CACHING_OPTIMIZED],
      ["/r/*", CACHING_DISABLED],
    ],
  );
  for (const behaviour of behaviours.slice(0, 4)) {
    assert.equal(behaviour.TargetOriginId, backend.Id);
    // Every viewer header (Authorization, the WebSocket upgrade's Sec-WebSocket-*) and method.
    assert.equal(behaviour.OriginRequestPolicyId, ALL_VIEWER);
    assert.deepEqual(behaviour.AllowedMethods, ALL_METHODS);
    assert.equal(
      behaviour.FunctionAssociations,
      undefined,
      "no function runs on the backend's paths",
    );
    assert.equal(
      behaviour.ResponseHeadersPolicyId,
      undefined,
      "the backend's headers pass unchanged",
    );
  }
});

test("the hand-off pages run both functions with a no-referrer copy of the headers policy", () => {
  const [kkem, profile] = (site.CacheBehaviors as Record<string, unknown>[]).slice(4);
  for (const behaviour of [kkem!, profile!]) {
    assert.deepEqual(
      behaviour.FunctionAssociations,
      site.DefaultCacheBehavior.FunctionAssociations,
    );
    assert.equal(behaviour.TargetOriginId, site.DefaultCacheBehavior.TargetOriginId);
    const policy = resource(behaviour.ResponseHeadersPolicyId).Properties
      .ResponseHeadersPolicyConfig;
    assert.deepEqual(policy.SecurityHeadersConfig.ReferrerPolicy, {
      ReferrerPolicy: "no-referrer",
      Override: true,
    });
  }
});

test("the response headers policy carries serve.json's headers", () => {
  const policy = resource(site.DefaultCacheBehavior.ResponseHeadersPolicyId).Properties
    .ResponseHeadersPolicyConfig;
  const security = policy.SecurityHeadersConfig;
  assert.match(
    security.ContentSecurityPolicy.ContentSecurityPolicy,
    /^default-src 'self'; script-src 'self'; .*frame-ancestors 'none'/,
  );
  assert.deepEqual(security.FrameOptions, { FrameOption: "DENY", Override: true });
  assert.deepEqual(security.ContentTypeOptions, { Override: true });
  assert.deepEqual(security.ReferrerPolicy, {
    ReferrerPolicy: "strict-origin-when-cross-origin",
    Override: true,
  });
  assert.deepEqual(policy.CustomHeadersConfig.Items, [
    {
      Header: "Permissions-Policy",
      Value: "camera=(), microphone=(), geolocation=(), payment=()",
      Override: true,
    },
    { Header: "Cross-Origin-Opener-Policy", Value: "same-origin-allow-popups", Override: true },
  ]);
});

test("GitHub's OIDC provider and the roles trust only this repository's environments", () => {
  template.resourceCountIs("AWS::IAM::OIDCProvider", 1);
  template.hasResourceProperties("AWS::IAM::OIDCProvider", {
    Url: "https://token.actions.githubusercontent.com",
    ClientIdList: ["sts.amazonaws.com"],
  });
  const roles = Object.values(template.findResources("AWS::IAM::Role"));
  assert.deepEqual(
    roles.map((role) => role.Properties.AssumeRolePolicyDocument.Statement[0].Condition),
    ["production", "preview"].map((environment) => ({
      StringEquals: {
        "token.actions.githubusercontent.com:aud": "sts.amazonaws.com",
        "token.actions.githubusercontent.com:sub": `repo:gtech-mulearn/mulearn-site:environment:${environment}`,
      },
    })),
  );
  const withProvider = synthesize({
    githubOidcProviderArn:
      "arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com",
  }).template;
  withProvider.resourceCountIs("AWS::IAM::OIDCProvider", 0);
});

/** A policy document with every Action and Resource as a sorted list, to compare by meaning. */
const normal = (document: unknown) =>
  (document as { Statement: Record<string, unknown>[] }).Statement.map((s) => ({
    ...s,
    Action: [s.Action].flat().sort(),
    Resource: [s.Resource]
      .flat()
      .map((r) => JSON.stringify(r))
      .sort(),
  }));

test("the deploy role has exactly lib/deploy-policy.ts's permissions, on this stack's resources", () => {
  const [deploy, previewRole] = Object.values(template.findResources("AWS::IAM::Role"));
  assert.deepEqual(
    normal(deploy!.Properties.Policies[0].PolicyDocument),
    normal(resolve(deployPolicy(stack.deployResources))),
  );
  const policies = deploy!.Properties.Policies[0].PolicyDocument.Statement as Record<
    string,
    unknown
  >[];
  const headersPolicies = policies.find((s) =>
    JSON.stringify(s.Action).includes("ResponseHeaders"),
  );
  // The three policies of the behaviours that run the viewer-response function.
  assert.equal((headersPolicies?.Resource as unknown[]).length, 3);
  assert.match(JSON.stringify(previewRole!.Properties.Policies), /PreviewBucket/);
  assert.doesNotMatch(JSON.stringify(previewRole!.Properties.Policies), /SiteBucket|cloudfront/);
  assert.deepEqual(
    normal(previewRole!.Properties.Policies[0].PolicyDocument),
    normal(resolve(previewPolicy(stack.previewBucketArn))),
  );
});

test("the outputs are the workflows' variables", () => {
  const outputs = template.toJSON().Outputs as Record<string, { Description: string }>;
  assert.deepEqual(
    Object.values(outputs)
      .map((o) => o.Description)
      .sort(),
    [
      "AWS_DEPLOY_ROLE_ARN",
      "AWS_PREVIEW_ROLE_ARN",
      "AWS_REGION",
      "BACKEND_ORIGIN",
      "CLOUDFRONT_DISTRIBUTION_ID",
      "CLOUDFRONT_KVS_ARN",
      "DEPLOY_BUCKET",
      "DNS: *.preview.mulearn.org's CNAME target",
      "DNS: mulearn.org's alias (or CNAME) target",
      "PREVIEW_BUCKET",
      "PREVIEW_DOMAIN",
      "SITE_URL",
      "STAGING_BACKEND_ORIGIN",
    ],
  );
  for (const variable of Object.keys(variables) as Variable[]) {
    assert.equal(outputs[outputName(variable)]?.Description, variable);
  }
  assert.deepEqual(outputs.SITEURL, { Description: "SITE_URL", Value: "https://mulearn.org" });
  assert.deepEqual(outputs.PREVIEWDOMAIN, {
    Description: "PREVIEW_DOMAIN",
    Value: "preview.mulearn.org",
  });
});

test("previews: their own bucket and distribution, noindex, uncached, the staging backend", () => {
  assert.deepEqual(preview.Aliases, ["*.preview.mulearn.org"]);
  assert.equal(preview.DefaultCacheBehavior.CachePolicyId, CACHING_DISABLED);
  const bucketOrigin = (preview.Origins as Record<string, unknown>[]).find(
    (o) => o.Id === preview.DefaultCacheBehavior.TargetOriginId,
  );
  assert.match(
    JSON.stringify(bucketOrigin?.DomainName),
    /PreviewBucket/,
    "never production's bucket",
  );
  assert.deepEqual(
    (preview.CacheBehaviors as Record<string, unknown>[]).map((b) => b.PathPattern),
    ["/api/v1/*", "/ws/v1/*", "/muback-media/*", "/r/*", "/kkem/authorization/*", "/profile/*"],
  );
  const staging = (preview.Origins as Record<string, unknown>[]).find(
    (o) => o.DomainName === "staging.example.org",
  );
  assert.equal((staging?.CustomOriginConfig as Record<string, unknown>).HTTPSPort, 8443);
  assert.equal(
    (preview.Origins as Record<string, unknown>[]).some(
      (o) => o.DomainName === "backend.example.org",
    ),
    false,
  );
  for (const behaviour of preview.CacheBehaviors.slice(0, 4)) {
    assert.equal(behaviour.TargetOriginId, staging?.Id);
    // Every viewer header but Host: the staging backend's certificate names only itself.
    assert.equal(behaviour.OriginRequestPolicyId, "b689b0a8-53d0-40ab-baf2-68738e2966ac");
    assert.deepEqual(behaviour.AllowedMethods, ALL_METHODS);
  }
  for (const behaviour of [preview.DefaultCacheBehavior, ...preview.CacheBehaviors.slice(4)]) {
    const policy = resource(behaviour.ResponseHeadersPolicyId).Properties
      .ResponseHeadersPolicyConfig;
    assert.deepEqual(
      policy.CustomHeadersConfig.Items.find((h: { Header: string }) => h.Header === "X-Robots-Tag"),
      { Header: "X-Robots-Tag", Value: "noindex, nofollow", Override: true },
    );
  }
  const [request] = (
    preview.DefaultCacheBehavior.FunctionAssociations as { FunctionARN: unknown }[]
  ).map((a) => resource(a.FunctionARN));
  assert.match(request.Properties.FunctionCode, /var DOMAIN = "preview\.mulearn\.org";/);
  assert.deepEqual(preview.CustomErrorResponses, [
    {
      ErrorCode: 404,
      ResponseCode: 404,
      ResponsePagePath: "/previews/404.html",
      ErrorCachingMinTTL: 0,
    },
  ]);
});

test("a missing or malformed setting stops the synth naming each", () => {
  assert.throws(
    () =>
      readSettings(
        (key) =>
          ({
            ...context,
            certificateArn: CERTIFICATE.replace("us-east-1", "ap-south-1"),
            domain: undefined,
          })[key],
      ),
    (error: Error) =>
      error.message.includes("-c domain=… is missing") &&
      error.message.includes("is not the ARN of an ACM certificate in us-east-1") &&
      !error.message.includes("backendOrigin"),
  );
  assert.equal(settings({ previewDomain: "pr.mulearn.dev" }).previewDomain, "pr.mulearn.dev");
  assert.equal(settings().previewCertificateArn, CERTIFICATE);
});
