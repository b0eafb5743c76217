import {
  cloudFrontFunctions,
  nginxConfig,
  pagePolicies,
  serveConfig,
} from "../../scripts/hosting-rules.mjs";
import type { CspAdditions } from "@/data/routes";

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
    const { response } = cloudFrontFunctions({ pages, defaultPolicy, handOffs: [] });
    const handler = new Function(`${response}; return handler;`)();
    const cspFor = (uri: string) =>
      handler({ request: { uri }, response: { statusCode: 200, headers: {} } }).headers[
        "content-security-policy"
      ].value;
    expect(cspFor("/donation")).toBe(donation);
    expect(cspFor("/about")).toBe(template);
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
