import { readFileSync } from "node:fs";
import path from "node:path";
import {
  cloudFrontBackend,
  nginxBackendConfig,
  nginxConfig,
  objectMetadata,
  pagePolicies,
  serveConfig,
} from "../../scripts/hosting-rules.mjs";
import type { CspAdditions } from "@/data/routes";
import { backendPrefixes } from "@/data/redirects";

/**
 * The policy CloudFront sends for an object: its metadata (objectMetadata) as S3 returns it, run
 * through the constant viewer-response function (ops/cloudfront/viewer-response.js).
 */
function cspOnCloudFront(pages: ReturnType<typeof pagePolicies>, key: string): string {
  const code = readFileSync(
    path.join(__dirname, "..", "..", "ops", "cloudfront", "viewer-response.js"),
    "utf8",
  );
  const handler = new Function(`${code}; return handler;`)();
  const metadata = objectMetadata(pages)[key] ?? {};
  const headers = Object.fromEntries(
    Object.entries(metadata).map(([name, value]) => [`x-amz-meta-${name}`, { value }]),
  );
  const answer = handler({ request: { uri: `/${key}` }, response: { statusCode: 200, headers } });
  return answer.headers["content-security-policy"].value;
}

const template =
  "default-src 'self'; script-src 'self'; img-src 'self'; connect-src 'self'; frame-src 'none'; frame-ancestors 'none'; form-action 'self'";
const serve = {
  headers: [
    {
      source: "**",
      headers: [
        { key: "Content-Security-Policy", value: template },
        { key: "X-Frame-Options", value: "DENY" },
      ],
    },
  ],
};

/** A site of three pages; the donation page declares the API it posts to. */
const site = (donationCsp: CspAdditions) =>
  pagePolicies({
    template,
    appOrigin: "https://app.mulearn.org",
    pages: [
      { key: "/about.html", html: "<title>about</title>" },
      { key: "/donation.html", html: "<title>donate</title><script>self.form=1</script>" },
      { key: "/index.html", html: "<title>home</title>" },
    ],
    routes: [
      { path: "/", framedByApp: false },
      { path: "/about", framedByApp: false },
      { path: "/donation", framedByApp: false, csp: donationCsp },
    ],
  });

const policyOf = (pages: ReturnType<typeof pagePolicies>, key: string) =>
  pages.find((page) => page.key === key)!.policy;

describe("a route's own CSP origins (data/routes.ts `csp`)", () => {
  const pages = site({
    "connect-src": ["https://api.mulearn.org"],
    "frame-src": ["https://checkout.example.com"],
    "script-src": ["https://checkout.example.com"],
  });

  test("grow that page's policy only, 'none' giving way, hashes after the origins", () => {
    expect(policyOf(pages, "/donation.html")).toBe(
      "default-src 'self'; script-src 'self' https://checkout.example.com 'sha256-euCeFKoDiECU10D8Dtnlumi+DDspNDpr3dtskp9LDA8='; img-src 'self'; connect-src 'self' https://api.mulearn.org; frame-src https://checkout.example.com; frame-ancestors 'none'; form-action 'self'",
    );
    expect(policyOf(pages, "/about.html")).toBe(template);
    expect(policyOf(pages, "/index.html")).toBe(template);
  });

  test("reach every host's rules: serve.json, nginx and the CloudFront Function", () => {
    const defaultPolicy = template;
    const donation = policyOf(pages, "/donation.html");
    const served = serveConfig({ serve, pages, defaultPolicy, publicDir: "out" });
    expect(served.headers).toContainEqual({
      source: "/donation.html",
      headers: [{ key: "Content-Security-Policy", value: donation }],
    });
    const { http } = nginxConfig({ serve, pages, defaultPolicy, handOffs: [] });
    expect(http).toContain(`"/donation.html" "${donation}";`);
    expect(http).toContain(`"/about.html" "${template}";`);
    // CloudFront: the page's object carries its policy, which the constant function sends.
    expect(cspOnCloudFront(pages, "donation.html")).toBe(donation);
    expect(cspOnCloudFront(pages, "about.html")).toBe(template);
  });

  test("anything but an origin is refused, naming the route and the directive", () => {
    for (const source of [
      "'unsafe-inline'",
      "*",
      "https://api.mulearn.org/v1",
      "http://api.example",
    ]) {
      expect(() => site({ "connect-src": [source] })).toThrow(
        `data/routes.ts /donation: csp["connect-src"] may list origins only (https://host), not "${source}".`,
      );
    }
  });

  test("a WebSocket origin is one: wss anywhere, ws only on this machine", () => {
    const pages = site({ "connect-src": ["wss://mulearn.org", "ws://localhost:3400"] });
    expect(policyOf(pages, "/donation.html")).toContain(
      "connect-src 'self' wss://mulearn.org ws://localhost:3400;",
    );
    for (const source of ["ws://mulearn.org", "wss://mulearn.org/ws/v1/"]) {
      expect(() => site({ "connect-src": [source] })).toThrow(
        `data/routes.ts /donation: csp["connect-src"] may list origins only (https://host), not "${source}".`,
      );
    }
  });
});

describe("CloudFront's cache behaviours for the backend's paths", () => {
  /** CloudFront's path pattern: `*` any characters, `?` one, case-sensitive, the whole path. */
  const matches = (pattern: string, path: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*")
        .replace(/\?/g, ".")}$`,
    ).test(path);
  const { Origin, CacheBehaviors } = cloudFrontBackend({
    backendOrigin: "https://backend.example.org:8443",
    backendPrefixes,
  });
  /** The behaviour CloudFront picks: the first in order whose pattern matches, else the default. */
  const picked = (path: string) =>
    CacheBehaviors.find((behaviour) => matches(behaviour.PathPattern, path)) ?? null;

  test("in CloudFront's order, the backend's paths reach the backend and nothing else does", () => {
    const origin = (path: string) => picked(path)?.TargetOriginId ?? "default (the bucket)";
    expect(
      Object.fromEntries(
        [
          "/api/v1/donate/order/",
          "/api/v1/public/lc-list",
          "/ws/v1/public/landing-stats/",
          "/muback-media/user/a.png",
          "/r/abc",
          "/r/abc/",
          "/api",
          "/api/v2/x",
          "/r",
          "/rabc",
          "/about",
          "/",
        ].map((path) => [path, origin(path)]),
      ),
    ).toEqual({
      "/api/v1/donate/order/": "mulearn-backend",
      "/api/v1/public/lc-list": "mulearn-backend",
      "/ws/v1/public/landing-stats/": "mulearn-backend",
      "/muback-media/user/a.png": "mulearn-backend",
      "/r/abc": "mulearn-backend",
      "/r/abc/": "mulearn-backend",
      "/api": "default (the bucket)",
      "/api/v2/x": "default (the bucket)",
      "/r": "default (the bucket)",
      "/rabc": "default (the bucket)",
      "/about": "default (the bucket)",
      "/": "default (the bucket)",
    });
    expect(Origin).toMatchObject({
      Id: "mulearn-backend",
      DomainName: "backend.example.org",
      CustomOriginConfig: { HTTPSPort: 8443, OriginProtocolPolicy: "https-only" },
    });
  });

  test("every method and viewer header pass, no function runs, only pictures are cached", () => {
    for (const path of ["/api/v1/x/", "/ws/v1/x/", "/r/x"]) {
      expect(picked(path)).toMatchObject({
        CachePolicyId: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
        OriginRequestPolicyId: "216adef6-5c7f-47e4-b989-5492eafa07d3",
        AllowedMethods: {
          Quantity: 7,
          Items: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
        },
        FunctionAssociations: { Quantity: 0, Items: [] },
      });
    }
    expect(picked("/muback-media/a.png")?.CachePolicyId).toBe(
      "658327ea-f89d-4fab-a63d-7e88639e58f6",
    );
  });
});

describe("nginx's backend upstream (hosting/nginx-backend.conf)", () => {
  test("names the upstream at BACKEND_ORIGIN, with its scheme and TLS name", () => {
    expect(nginxBackendConfig("https://backend.example.org")).toContain(
      [
        "upstream mulearn_backend {",
        "  server backend.example.org:443;",
        "  keepalive 16;",
        "}",
        'map $host $mulearn_backend { default "https://mulearn_backend"; }',
        'map $host $mulearn_backend_name { default "backend.example.org"; }',
      ].join("\n"),
    );
    expect(nginxBackendConfig("http://127.0.0.1:3102")).toContain("  server 127.0.0.1:3102;");
  });
});

describe("the search engine's worker (scripts/csp.mjs `workers`)", () => {
  const pages = pagePolicies({
    template,
    appOrigin: "https://app.mulearn.org",
    pages: [{ key: "/about.html", html: "<title>about</title>" }],
    routes: [{ path: "/about", framedByApp: false }],
    workers: ["/pagefind/pagefind-worker.js"],
  });

  test("alone may compile WebAssembly; no page may, and nothing gets 'unsafe-eval'", () => {
    expect(policyOf(pages, "/pagefind/pagefind-worker.js")).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self'; connect-src 'self'; frame-src 'none'; frame-ancestors 'none'; form-action 'self'",
    );
    expect(policyOf(pages, "/about.html")).toBe(template);
    expect(pages.some((page) => page.policy.includes("'unsafe-eval'"))).toBe(false);
  });

  test("every host sends the worker its policy", () => {
    const workerPolicy = policyOf(pages, "/pagefind/pagefind-worker.js");
    const served = serveConfig({ serve, pages, defaultPolicy: template, publicDir: "out" });
    expect(served.headers.at(-1)).toEqual({
      source: "/pagefind/pagefind-worker.js",
      headers: [{ key: "Content-Security-Policy", value: workerPolicy }],
    });
    const nginx = nginxConfig({ serve, pages, defaultPolicy: template, handOffs: [] });
    expect(nginx.http).toContain(`"/pagefind/pagefind-worker.js" "${workerPolicy}";`);
    expect(cspOnCloudFront(pages, "pagefind/pagefind-worker.js")).toBe(workerPolicy);
  });
});
