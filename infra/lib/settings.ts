/**
 * The stack's settings, read from CDK context (`npx cdk deploy -c domain=mulearn.org -c …`,
 * docs/deploy.md "One-time setup"). Every value is checked here, so a wrong one stops `cdk synth`
 * naming the setting instead of failing half-way through a CloudFormation deployment.
 */

export interface SiteSettings {
  /** The site's address, e.g. mulearn.org. */
  domain: string;
  /** An ACM certificate in us-east-1 (CloudFront's region) covering `domain`. */
  certificateArn: string;
  /** Where the backend answers directly (BACKEND_ORIGIN): its four prefixes go there. */
  backendOrigin: string;
  /** The GitHub repository whose workflows may deploy, as owner/name. */
  githubRepository: string;
  /** A bucket that already holds the site, to adopt with `cdk import` instead of a new one. */
  existingBucketName?: string;
  /** An existing GitHub OIDC provider of the account (an account holds one per issuer). */
  githubOidcProviderArn?: string;
  /** Where previews send the backend's prefixes: the foundation's staging backend. */
  stagingBackendOrigin: string;
  /** Previews answer at pr-<N>.<previewDomain>; default preview.<domain>. */
  previewDomain: string;
  /** An ACM certificate in us-east-1 covering *.<previewDomain>; default certificateArn. */
  previewCertificateArn: string;
}

/** What each setting is, for the error naming a missing or malformed one. */
const help: Record<keyof SiteSettings, string> = {
  domain: "the site's domain, e.g. mulearn.org",
  certificateArn: "the ARN of an ACM certificate in us-east-1 for the domain",
  backendOrigin: "the backend's origin, e.g. https://backend.example.org (BACKEND_ORIGIN)",
  githubRepository: "the GitHub repository that deploys, as owner/name",
  existingBucketName: "the name of a bucket to adopt (optional)",
  githubOidcProviderArn: "the ARN of the account's GitHub OIDC provider, if it has one (optional)",
  stagingBackendOrigin:
    "the staging backend's origin, for previews, e.g. https://staging.example.org",
  previewDomain: "the previews' parent domain (optional; default preview.<domain>)",
  previewCertificateArn:
    "the ARN of an ACM certificate in us-east-1 for *.<previewDomain> (optional; default certificateArn)",
};

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/;
const CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]{36}$/;
const OIDC_PROVIDER =
  /^arn:aws[a-z-]*:iam::\d{12}:oidc-provider\/token\.actions\.githubusercontent\.com$/;
const REPOSITORY = /^[A-Za-z0-9-]{1,39}\/[A-Za-z0-9._-]{1,100}$/;
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * The settings from `context(key)` (the app's `node.tryGetContext`). Throws one error listing
 * every missing or malformed setting with the `-c key=value` that fixes it.
 */
export function readSettings(context: (key: string) => unknown): SiteSettings {
  const problems: string[] = [];
  const read = (key: keyof SiteSettings, pattern: RegExp, optional = false) => {
    const value = context(key);
    if (value === undefined || value === "") {
      if (!optional) problems.push(`-c ${key}=… is missing: ${help[key]}.`);
      return undefined;
    }
    if (typeof value !== "string" || !pattern.test(value)) {
      problems.push(`-c ${key}=${String(value)} is not ${help[key]}.`);
      return undefined;
    }
    return value;
  };
  const domain = read("domain", DOMAIN);
  const settings = {
    domain,
    certificateArn: read("certificateArn", CERTIFICATE),
    backendOrigin: read("backendOrigin", ORIGIN),
    githubRepository: read("githubRepository", REPOSITORY),
    existingBucketName: read("existingBucketName", BUCKET, true),
    githubOidcProviderArn: read("githubOidcProviderArn", OIDC_PROVIDER, true),
    stagingBackendOrigin: read("stagingBackendOrigin", ORIGIN),
    previewDomain: read("previewDomain", DOMAIN, true) ?? (domain && `preview.${domain}`),
    previewCertificateArn: read("previewCertificateArn", CERTIFICATE, true),
  };
  if (problems.length > 0) {
    throw new Error(
      `The stack's settings (docs/deploy.md, "One-time setup"):\n  ${problems.join("\n  ")}`,
    );
  }
  return {
    ...(settings as Omit<SiteSettings, "previewCertificateArn">),
    previewCertificateArn: settings.previewCertificateArn ?? (settings.certificateArn as string),
  };
}
