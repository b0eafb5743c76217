/**
 * The µLearn Foundation site's AWS setup (docs/deploy.md, "One-time setup"): the bucket, the
 * distribution with its two CloudFront Functions, the redirect KeyValueStore, the response headers
 * policies, the backend's behaviours, the GitHub deploy role; and the same for pull requests'
 * previews, apart from production. What `npm run deploy` changes afterwards (objects, the
 * functions' code, the store's keys, the 404 page's policy in the headers policies) is left to it.
 */
import {
  CfnOutput,
  Duration,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from "aws-cdk-lib";
import * as acm from "aws-cdk-lib/aws-certificatemanager";
import * as cloudfront from "aws-cdk-lib/aws-cloudfront";
import * as origins from "aws-cdk-lib/aws-cloudfront-origins";
import * as iam from "aws-cdk-lib/aws-iam";
import * as s3 from "aws-cdk-lib/aws-s3";
import type { Construct } from "constructs";
import { deployPolicy, previewPolicy, type DeployResources } from "./deploy-policy.ts";
import type { SiteSettings } from "./settings.ts";
import { outputName, type Variable } from "./variables.ts";
import {
  backendBehaviours,
  functionCode,
  headersPolicySettings,
  previewRequestCode,
  referrerPaths,
} from "./site-rules.ts";

/** The GitHub Actions OIDC issuer and the audience aws-actions/configure-aws-credentials asks for. */
export const GITHUB_OIDC = "token.actions.githubusercontent.com";
/** The previews' response header: search engines never index a preview. */
export const NO_INDEX = "noindex, nofollow";
/** How long a replaced or deleted object's old version is kept (a safety net; rollback uses records). */
export const NONCURRENT_DAYS = 30;

const ALL_METHODS = cloudfront.AllowedMethods.ALLOW_ALL;

/**
 * The not-found page for a missing key. A custom error response applies to every behaviour of a
 * distribution, the backend's too, so it is set for 404 only, and Origin Access Control may list
 * the bucket, so that a missing key answers 404 rather than 403: the backend's 403 (an expired
 * token, which the app answers by refreshing it, CONTRACTS.md) passes through unchanged. A 404 of
 * the backend's still gets the site's not-found page (status 404 kept): docs/deploy.md says so.
 * Not cached: each missing address asks the bucket again, and the backend's answers never linger.
 */
const notFound = (responsePagePath: string): cloudfront.ErrorResponse => ({
  httpStatus: 404,
  responseHttpStatus: 404,
  responsePagePath,
  ttl: Duration.seconds(0),
});
const originAccess = {
  originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
};

export class SiteStack extends Stack {
  /** What the production deploy role may touch (lib/deploy-policy.ts), for the tests. */
  readonly deployResources: DeployResources;
  /** The bucket the preview role may touch. */
  readonly previewBucketArn: string;

  constructor(scope: Construct, id: string, settings: SiteSettings, props?: StackProps) {
    super(scope, id, props);
    const site = this.site(settings);
    const preview = this.preview(settings);
    this.deployResources = site.resources;
    this.previewBucketArn = preview.bucket.bucketArn;
    const roles = this.roles(settings, { ...site.resources, bucket: site.bucket }, preview.bucket);

    // The workflows' variables (lib/variables.ts).
    const output = (variable: Variable, value: string) =>
      new CfnOutput(this, outputName(variable), { value, description: variable });
    output("DEPLOY_BUCKET", site.bucket.bucketName);
    output("AWS_REGION", this.region);
    output("CLOUDFRONT_DISTRIBUTION_ID", site.distribution.distributionId);
    output("CLOUDFRONT_KVS_ARN", site.resources.kvsArn);
    output("BACKEND_ORIGIN", settings.backendOrigin);
    output("AWS_DEPLOY_ROLE_ARN", roles.deploy.roleArn);
    // The address the deploy's live check reads after each switch (docs/deploy.md, "The live check").
    output("SITE_URL", `https://${settings.domain}`);
    output("PREVIEW_BUCKET", preview.bucket.bucketName);
    output("PREVIEW_DOMAIN", settings.previewDomain);
    output("STAGING_BACKEND_ORIGIN", settings.stagingBackendOrigin);
    output("AWS_PREVIEW_ROLE_ARN", roles.preview.roleArn);
    new CfnOutput(this, "SiteDnsTarget", {
      value: site.distribution.distributionDomainName,
      description: `DNS: ${settings.domain}'s alias (or CNAME) target`,
    });
    new CfnOutput(this, "PreviewDnsTarget", {
      value: preview.distribution.distributionDomainName,
      description: `DNS: *.${settings.previewDomain}'s CNAME target`,
    });
  }

  /** A private bucket: public access blocked, TLS only, versions kept for NONCURRENT_DAYS. */
  private bucket(id: string, bucketName?: string): s3.Bucket {
    const bucket = new s3.Bucket(this, id, {
      bucketName,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        {
          id: "old-versions",
          noncurrentVersionExpiration: Duration.days(NONCURRENT_DAYS),
          expiredObjectDeleteMarker: true,
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
      // The site's files and its deploy records outlive the stack: deleting the stack keeps them.
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // The deploy's records and the pages it stashes for a rollback (_deploys/, and each preview's
    // own) are the operation's, not the site's: CloudFront may read every other key, never these.
    bucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: "NoDeployRecordsThroughCloudFront",
        effect: iam.Effect.DENY,
        principals: [new iam.ServicePrincipal("cloudfront.amazonaws.com")],
        actions: ["s3:GetObject"],
        resources: [
          bucket.arnForObjects("_deploys/*"),
          bucket.arnForObjects("previews/*/_deploys/*"),
        ],
      }),
    );
    Validations.of(bucket).acknowledge({
      id: "AwsSolutions-S1",
      reason:
        "No server access logs: they would hold visitors' addresses, which the foundation does not collect; the deploy's records in _deploys/ say who changed which object.",
    });
    return bucket;
  }

  /** The response headers policy of serve.json's headers, with the Referrer-Policy given. */
  private headersPolicy(id: string, referrerPolicy?: string, extra: Record<string, string> = {}) {
    const headers = headersPolicySettings();
    return new cloudfront.ResponseHeadersPolicy(this, id, {
      comment:
        "serve.json's headers (infra/lib/site-rules.ts); npm run deploy sets the 404 page's policy as its CSP",
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: headers.csp, override: true },
        frameOptions: {
          frameOption: headers.frameOption as cloudfront.HeadersFrameOption,
          override: true,
        },
        contentTypeOptions: { override: true },
        referrerPolicy: {
          referrerPolicy: (referrerPolicy ??
            headers.referrerPolicy) as cloudfront.HeadersReferrerPolicy,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          ...headers.custom,
          ...Object.entries(extra).map(([header, value]) => ({ header, value })),
        ].map(({ header, value }) => ({ header, value, override: true })),
      },
    });
  }

  /**
   * The backend's four prefixes, in order, on the origin given. Production forwards every viewer
   * header, Host included (the backend answers for mulearn.org and its certificate covers it);
   * previews forward every one but Host, since the staging backend's certificate names only itself.
   */
  private backend(origin: string, keepHost = true): Record<string, cloudfront.BehaviorOptions> {
    const backend = backendBehaviours(origin);
    const httpOrigin = new origins.HttpOrigin(backend.hostname, {
      protocolPolicy: backend.https
        ? cloudfront.OriginProtocolPolicy.HTTPS_ONLY
        : cloudfront.OriginProtocolPolicy.HTTP_ONLY,
      originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      httpsPort: backend.httpsPort,
      httpPort: backend.httpPort,
      readTimeout: Duration.seconds(60),
      keepaliveTimeout: Duration.seconds(60),
    });
    return Object.fromEntries(
      backend.behaviours.map((behaviour) => [
        behaviour.pathPattern,
        {
          origin: httpOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          allowedMethods: behaviour.allMethods
            ? ALL_METHODS
            : cloudfront.AllowedMethods.ALLOW_GET_HEAD,
          compress: false,
          cachePolicy: cloudfront.CachePolicy.fromCachePolicyId(
            this,
            `${origin}${behaviour.pathPattern}Cache`,
            behaviour.cachePolicyId,
          ),
          originRequestPolicy: keepHost
            ? cloudfront.OriginRequestPolicy.fromOriginRequestPolicyId(
                this,
                `${origin}${behaviour.pathPattern}Request`,
                behaviour.originRequestPolicyId,
              )
            : cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      ]),
    );
  }

  /** A distribution's settings both sites share: TLS 1.2 and up, HTTP/2 and 3, India's edges. */
  private distributionProps(domainName: string, certificateArn: string, id: string) {
    return {
      domainNames: [domainName],
      certificate: acm.Certificate.fromCertificateArn(this, `${id}Certificate`, certificateArn),
      minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Price class 200 includes the edges in India, where most visitors are.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      enableIpv6: true,
    };
  }

  private site(settings: SiteSettings) {
    const bucket = this.bucket("SiteBucket", settings.existingBucketName);
    const store = new cloudfront.KeyValueStore(this, "Redirects", {
      comment: "The redirect table's exact rules; npm run deploy keeps its keys in step",
    });
    const request = new cloudfront.Function(this, "ViewerRequest", {
      comment: "npm run deploy writes the build's hosting/cloudfront-request.js",
      code: cloudfront.FunctionCode.fromInline(functionCode("bootstrap-request")),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      keyValueStore: store,
    });
    const response = new cloudfront.Function(this, "ViewerResponse", {
      comment: "ops/cloudfront/viewer-response.js: each page's policy from its object's metadata",
      code: cloudfront.FunctionCode.fromInline(functionCode("viewer-response")),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const functionAssociations = [
      { function: request, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      { function: response, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
    ];
    const origin = origins.S3BucketOrigin.withOriginAccessControl(bucket, originAccess);
    const headers = this.headersPolicy("SiteHeaders");
    const pageBehaviour = (responseHeadersPolicy: cloudfront.IResponseHeadersPolicy) => ({
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy,
      functionAssociations,
    });
    const handOffs = referrerPaths().map(([pathPattern, referrerPolicy], i) => ({
      pathPattern,
      policy: this.headersPolicy(`HandOffHeaders${i}`, referrerPolicy),
    }));
    const distribution = new cloudfront.Distribution(this, "Site", {
      ...this.distributionProps(settings.domain, settings.certificateArn, "Site"),
      comment: `${settings.domain}: the site's bucket and the backend's four paths (infra/)`,
      defaultBehavior: pageBehaviour(headers),
      // In this order: the backend's prefixes, then the hand-off pages, before the default.
      additionalBehaviors: {
        ...this.backend(settings.backendOrigin),
        ...Object.fromEntries(
          handOffs.map(({ pathPattern, policy }) => [pathPattern, pageBehaviour(policy)]),
        ),
      },
      errorResponses: [notFound("/404.html")],
    });
    this.acknowledgeDistribution(distribution);
    const policyArn = (policy: cloudfront.ResponseHeadersPolicy) =>
      this.formatArn({
        service: "cloudfront",
        region: "",
        resource: "response-headers-policy",
        resourceName: policy.responseHeadersPolicyId,
      });
    const resources: DeployResources = {
      bucketArn: bucket.bucketArn,
      distributionArn: distribution.distributionArn,
      functionArns: [request.functionArn, response.functionArn],
      headersPolicyArns: [headers, ...handOffs.map(({ policy }) => policy)].map(policyArn),
      kvsArn: store.keyValueStoreArn,
    };
    return { bucket, distribution, resources };
  }

  private preview(settings: SiteSettings) {
    const bucket = this.bucket("PreviewBucket");
    const request = new cloudfront.Function(this, "PreviewRequest", {
      comment: "ops/cloudfront/preview-request.js: pr-<N>.<preview domain> to previews/pr-<N>/",
      code: cloudfront.FunctionCode.fromInline(previewRequestCode(settings.previewDomain)),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const response = new cloudfront.Function(this, "PreviewResponse", {
      comment: "ops/cloudfront/viewer-response.js, for previews",
      code: cloudfront.FunctionCode.fromInline(functionCode("viewer-response")),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
    });
    const origin = origins.S3BucketOrigin.withOriginAccessControl(bucket, originAccess);
    const pageBehaviour = (responseHeadersPolicy: cloudfront.IResponseHeadersPolicy) => ({
      origin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      compress: true,
      // A preview is re-uploaded on every push and seen by few: caching nothing means no
      // invalidation, so the preview role needs no CloudFront permission at all.
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      responseHeadersPolicy,
      functionAssociations: [
        { function: request, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        { function: response, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
      ],
    });
    const noIndex = { "X-Robots-Tag": NO_INDEX };
    const handOffs = referrerPaths().map(([pathPattern, referrerPolicy], i) => [
      pathPattern,
      pageBehaviour(this.headersPolicy(`PreviewHandOffHeaders${i}`, referrerPolicy, noIndex)),
    ]);
    const distribution = new cloudfront.Distribution(this, "Preview", {
      ...this.distributionProps(
        `*.${settings.previewDomain}`,
        settings.previewCertificateArn,
        "Preview",
      ),
      comment: `Previews of pull requests at pr-<N>.${settings.previewDomain} (infra/)`,
      defaultBehavior: pageBehaviour(this.headersPolicy("PreviewHeaders", undefined, noIndex)),
      additionalBehaviors: {
        ...this.backend(settings.stagingBackendOrigin, false),
        ...Object.fromEntries(handOffs),
      },
      // CloudFront fetches an error page without the viewer-request function, so it cannot be the
      // pull request's own: the preview workflow copies its 404 page here.
      errorResponses: [notFound("/previews/404.html")],
    });
    this.acknowledgeDistribution(distribution);
    return { bucket, distribution };
  }

  /** cdk-nag's CloudFront findings that are decisions, not oversights. */
  private acknowledgeDistribution(distribution: cloudfront.Distribution) {
    const reasons: Record<string, string> = {
      "AwsSolutions-CFR1":
        "No geo restriction: the site is public, for visitors wherever they are (students abroad, partners).",
      "AwsSolutions-CFR2":
        "No WAF: the site is static files; the backend's paths are protected by the backend itself, and a web ACL would cost more than the site's hosting.",
      "AwsSolutions-CFR3":
        "No access logs: they would hold visitors' addresses, which the foundation does not collect.",
    };
    for (const [id, reason] of Object.entries(reasons)) {
      Validations.of(distribution).acknowledge({ id, reason });
    }
  }

  /** The GitHub OIDC provider and the two roles the workflows assume. */
  private roles(
    settings: SiteSettings,
    site: DeployResources & { bucket: s3.IBucket },
    previewBucket: s3.IBucket,
  ) {
    const providerArn =
      settings.githubOidcProviderArn ??
      new iam.OidcProviderNative(this, "GitHubOidc", {
        url: `https://${GITHUB_OIDC}`,
        clientIds: ["sts.amazonaws.com"],
      }).oidcProviderArn;
    const role = (
      id: string,
      environment: string,
      document: object,
      description: string,
      bucket: s3.IBucket,
    ) => {
      const created = new iam.Role(this, id, {
        description,
        assumedBy: new iam.WebIdentityPrincipal(providerArn, {
          StringEquals: {
            [`${GITHUB_OIDC}:aud`]: "sts.amazonaws.com",
            [`${GITHUB_OIDC}:sub`]: `repo:${settings.githubRepository}:environment:${environment}`,
          },
        }),
        maxSessionDuration: Duration.hours(1),
        inlinePolicies: { deploy: iam.PolicyDocument.fromJson(document) },
      });
      const bucketId = this.resolve(this.getLogicalId(bucket.node.defaultChild as s3.CfnBucket));
      Validations.of(created).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
        reason:
          "The deploy reads, writes and deletes the site's files, whose keys are the export's paths: bucket/* is the narrowest resource that names them all (infra/lib/deploy-policy.ts).",
      });
      return created;
    };
    const deploy = role(
      "DeployRole",
      "production",
      deployPolicy(site),
      "npm run deploy from .github/workflows/deploy.yml (environment production)",
      site.bucket,
    );
    const preview = role(
      "PreviewRole",
      "preview",
      previewPolicy(previewBucket.bucketArn),
      "Pull requests' previews from .github/workflows/preview.yml (environment preview)",
      previewBucket,
    );
    return { deploy, preview };
  }
}
