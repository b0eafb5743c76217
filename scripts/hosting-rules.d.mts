import type { CspAdditions } from "../data/routes";

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
}): PagePolicy[];
export declare function globPattern(glob: string): string;
export declare function serveConfig(input: Hosting & { publicDir: string }): ServeJson;
export declare function nginxConfig(input: Hosting & { handOffs: HandOff[] }): {
  http: string;
  server: string;
};
export declare function cloudFrontFunctions(
  input: Omit<Hosting, "serve"> & { handOffs: HandOff[] },
): {
  request: string;
  response: string;
};
export declare function cloudFrontHeadersPolicy(input: {
  serve: ServeJson;
  notFoundPolicy: string;
}): object;
