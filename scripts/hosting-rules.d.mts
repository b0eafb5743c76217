import type { CspAdditions } from "../data/routes";
import type { RedirectRule, backendPrefixes } from "../data/redirects";

type BackendPrefix = (typeof backendPrefixes)[number];
/** A redirect rule's lookup data: exact values by path, prefix rules longest first. */
export interface RedirectLookup {
  exact: Record<string, string>;
  prefixes: [string, string][];
}
interface Routing {
  redirects?: RedirectRule[];
  backendPrefixes?: readonly BackendPrefix[];
}

export interface PagePolicy {
  key: string;
  hashes: string[];
  base: string;
  framedByApp: boolean;
  policy: string;
}
interface ServeJson {
  headers: { source: string; headers: { key: string; value: string | null }[] }[];
}
interface HandOff {
  prefix: string;
  shell: string;
}
interface Hosting {
  serve: ServeJson;
  pages: PagePolicy[];
  defaultPolicy: string;
}

export declare const CLOUDFRONT_FUNCTION_LIMIT: number;
export declare const CLOUDFRONT_POLICY_CSP_LIMIT: number;
export declare function inlineScriptHashes(html: string): string[];
export declare function withScriptHashes(policy: string, hashes: string[]): string;
export declare function withAdditions(
  policy: string,
  additions?: CspAdditions,
  where?: string,
): string;
export declare function pagePolicies(input: {
  template: string;
  appOrigin: string;
  pages: { key: string; html: string }[];
  routes: { path: string; framedByApp: boolean; csp?: CspAdditions }[];
  /** Worker scripts that compile WebAssembly, each served with `workerPolicy`. */
  workers?: string[];
}): PagePolicy[];
export declare function workerPolicy(template: string): string;
export declare function globPattern(glob: string): string;
export declare function serveConfig(input: Hosting & { publicDir: string }): ServeJson;
export declare function redirectLookup(table: RedirectRule[]): RedirectLookup;
export declare function redirectKey(uri: string): string | null;
export declare function prefixMatch(
  prefixes: [string, string][],
  uri: string,
): [string, string] | null;
export declare function redirectAnswer(
  value: string,
  rest: string,
  query: string,
): [number, string];
export declare function isBackendPath(prefixes: string[], uri: string): boolean;
export declare function findRedirect(lookup: RedirectLookup, url: string): [number, string] | null;
export declare function backendOriginFromEnv(value?: string): string;
export declare function nginxBackendConfig(backendOrigin: string): string;
export declare function nginxConfig(input: Hosting & Routing & { handOffs: HandOff[] }): {
  http: string;
  server: string;
};
export declare function cloudFrontFunctions(input: Routing & { handOffs: HandOff[] }): {
  request: string;
};
export declare function objectMetadata(
  pages: { key: string; policy: string; framedByApp: boolean }[],
): Record<string, Record<string, string>>;
export declare function cloudFrontHeadersPolicy(input: {
  serve: ServeJson;
  notFoundPolicy: string;
}): object;
export declare function cloudFrontRedirectStore(redirects: RedirectRule[]): {
  data: { key: string; value: string }[];
};
export declare const CLOUDFRONT_MANAGED: Record<
  "cachingDisabled" | "cachingOptimized" | "allViewer",
  string
>;
export interface CloudFrontBehavior {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId: string;
  AllowedMethods: { Quantity: number; Items: string[] };
  FunctionAssociations: { Quantity: number; Items: unknown[] };
}
export declare function cloudFrontBackend(input: {
  backendOrigin: string;
  backendPrefixes: readonly BackendPrefix[];
}): {
  Origin: { Id: string; DomainName: string; CustomOriginConfig: Record<string, unknown> };
  CacheBehaviors: CloudFrontBehavior[];
};
