/**
 * What the stack reads from the site's repository instead of repeating it: serve.json's headers
 * (through scripts/hosting-rules.mjs, which writes the same policy for `npm run build`), the
 * backend's prefixes and their behaviours (data/backend-prefixes.ts through the same module), the
 * hand-off paths that get `Referrer-Policy: no-referrer` (serve.json's per-path rules) and the
 * CloudFront Functions' committed code (ops/cloudfront/). Each reads files only: synth needs no
 * build and none of the site's packages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { backendPrefixes } from "../../data/backend-prefixes.ts";
import { handOffPaths } from "../../data/hand-off-paths.ts";
import {
  CLOUDFRONT_MANAGED,
  cloudFrontBackend,
  cloudFrontHeadersPolicy,
} from "../../scripts/hosting-rules.mjs";

/** The site's repository (infra/ is one of its folders). */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const read = (file: string) => readFileSync(path.join(repositoryRoot, file), "utf8");

interface ServeJson {
  headers: { source: string; headers: { key: string; value: string | null }[] }[];
}
export const serveJson = (): ServeJson => JSON.parse(read("serve.json")) as ServeJson;

/** The site-wide Content-Security-Policy of serve.json (the deploy puts the 404 page's in place). */
export function siteWidePolicy(serve: ServeJson = serveJson()): string {
  const csp = serve.headers
    .filter((rule) => rule.source === "**")
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === "Content-Security-Policy")?.value;
  if (!csp) throw new Error("serve.json: the ** rule has no Content-Security-Policy.");
  return csp;
}

/** The response headers policy's settings, as scripts/csp.mjs writes them for a build. */
export interface HeadersPolicySettings {
  csp: string;
  frameOption: string;
  referrerPolicy: string;
  custom: { header: string; value: string }[];
}

/** serve.json's site-wide headers as a response headers policy (cloudFrontHeadersPolicy). */
export function headersPolicySettings(serve: ServeJson = serveJson()): HeadersPolicySettings {
  const config = cloudFrontHeadersPolicy({ serve, notFoundPolicy: siteWidePolicy(serve) }) as {
    SecurityHeadersConfig: {
      ContentSecurityPolicy: { ContentSecurityPolicy: string };
      FrameOptions: { FrameOption: string };
      ReferrerPolicy: { ReferrerPolicy: string };
    };
    CustomHeadersConfig: { Items: { Header: string; Value: string }[] };
  };
  const security = config.SecurityHeadersConfig;
  return {
    csp: security.ContentSecurityPolicy.ContentSecurityPolicy,
    frameOption: security.FrameOptions.FrameOption,
    referrerPolicy: security.ReferrerPolicy.ReferrerPolicy,
    custom: config.CustomHeadersConfig.Items.map(({ Header, Value }) => ({
      header: Header,
      value: Value,
    })),
  };
}

/**
 * serve.json's per-path Referrer-Policy rules as CloudFront path patterns and their value:
 * "kkem/authorization/**" → ["/kkem/authorization/*", "no-referrer"]. CloudFront's `*` matches
 * across slashes, as serve's `**` does.
 */
export function referrerPaths(serve: ServeJson = serveJson()): [string, string][] {
  return serve.headers.flatMap((rule) => {
    if (rule.source === "**") return [];
    const header = rule.headers.find(({ key }) => key === "Referrer-Policy");
    if (!header?.value) return [];
    if (!/^[a-z0-9/_-]+\/\*\*$/.test(rule.source)) {
      throw new Error(
        `serve.json: the Referrer-Policy rule for "${rule.source}" is not a folder's "path/**", which CloudFront can express.`,
      );
    }
    return [[`/${rule.source.slice(0, -1)}`, header.value] as [string, string]];
  });
}

/** One cache behaviour on the backend's origin, in the order CloudFront must match them. */
export interface BackendBehaviour {
  pathPattern: string;
  cachePolicyId: string;
  originRequestPolicyId: string;
  allMethods: boolean;
}

/** The backend's behaviours as scripts/hosting-rules.mjs lays them out for the distribution. */
export function backendBehaviours(origin: string): {
  hostname: string;
  httpsPort?: number;
  httpPort?: number;
  https: boolean;
  behaviours: BackendBehaviour[];
} {
  const { Origin, CacheBehaviors } = cloudFrontBackend({ backendOrigin: origin, backendPrefixes });
  const config = Origin.CustomOriginConfig as {
    HTTPPort: number;
    HTTPSPort: number;
    OriginProtocolPolicy: string;
  };
  const https = config.OriginProtocolPolicy === "https-only";
  return {
    hostname: Origin.DomainName,
    https,
    ...(https ? { httpsPort: config.HTTPSPort } : { httpPort: config.HTTPPort }),
    behaviours: CacheBehaviors.map((behaviour) => ({
      pathPattern: behaviour.PathPattern,
      cachePolicyId: behaviour.CachePolicyId,
      originRequestPolicyId: behaviour.OriginRequestPolicyId,
      allMethods: behaviour.AllowedMethods.Items.includes("POST"),
    })),
  };
}

export { CLOUDFRONT_MANAGED };

/** A CloudFront Function's committed code (ops/cloudfront/<name>.js). */
export const functionCode = (name: string): string => read(`ops/cloudfront/${name}.js`);

/**
 * The preview distribution's viewer-request code (ops/cloudfront/preview-request.js) for the
 * previews' parent domain, with the hand-off prefixes of data/hand-off-paths.ts.
 */
export function previewRequestCode(previewDomain: string): string {
  const prefixes = Object.values(handOffPaths).map(({ prefix, shellPath }) => {
    if (shellPath !== `${prefix}_`)
      throw new Error(`data/hand-off-paths.ts: ${prefix}'s shell moved.`);
    return prefix;
  });
  const code = functionCode("preview-request");
  const filled = code
    .replace('"__PREVIEW_DOMAIN__"', JSON.stringify(previewDomain))
    .replace('"__HAND_OFF_PREFIXES__"', JSON.stringify(prefixes));
  if (filled.includes("__")) {
    throw new Error("ops/cloudfront/preview-request.js: a placeholder was not filled in.");
  }
  return filled;
}
