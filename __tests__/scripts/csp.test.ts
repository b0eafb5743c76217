/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadFunction } from "@/ops/cloudfront/local-edge";

const siteServer = pathToFileURL(path.resolve(__dirname, "../../scripts/site-server.mjs")).href;

const NOT_FOUND_HASH = "'sha256-kPmsV1y06QNJL4hYuUpXhTNwhppgpVKWR4tP0DNqUSg='";
const SHELL_HASH = "'sha256-gzlELjOLWF90uorKzqcifzYfKdhr7RK7WyRscGNmFq8='";
const ABOUT_HASH = "'sha256-QUz4JWxm7y30QdjkXnojbmSBpLUoEBbRhxg9sSYpxWM='";

/** A tiny export: pages with one inline script each, a frame page, a shell, /cdr for `appOrigin`. */
function tinyExport(appOrigin: string, extra: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "csp-"));
  const files = {
    "index.html": "<!doctype html><title>home</title><script>self.home=1</script>",
    "about.html": "<!doctype html><title>about</title><script>self.about=1</script>",
    "launchpad.html": "<!doctype html><title>leaderboard</title><iframe></iframe>",
    "404.html": "<!doctype html><title>404</title><script>self.notFound=1</script>",
    "profile/_.html": "<!doctype html><title>profile</title><script>self.shell=1</script>",
    "cdr.html": `<!doctype html><title>sync</title><script>listen(${JSON.stringify(appOrigin)})</script>`,
    ...extra,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, "out", name)), { recursive: true });
    writeFileSync(path.join(dir, "out", name), content);
  }
  return dir;
}

/** Runs scripts/csp.mjs on an export, as the build does, with the app host the build used. */
function writeHostingRules(dir: string, appHost = "") {
  return spawnSync(
    process.execPath,
    ["scripts/csp.mjs", "--out", path.join(dir, "out"), "--hosting", path.join(dir, "hosting")],
    { encoding: "utf8", env: { ...process.env, NEXT_PUBLIC_APP_HOST: appHost } },
  );
}

const hostingFile = (dir: string, name: string) =>
  readFileSync(path.join(dir, "hosting", name), "utf8");

/** The response headers scripts/site-server.mjs sends for each path under hosting/serve.json. */
function servedHeaders(dir: string, paths: string[]): Record<string, Record<string, string>> {
  const code = `import { createSiteServer } from ${JSON.stringify(siteServer)};
const server = createSiteServer(${JSON.stringify(path.join(dir, "hosting", "serve.json"))}, ${JSON.stringify(path.join(dir, "out"))});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const headers = {};
for (const p of ${JSON.stringify(paths)}) {
  const response = await fetch("http://127.0.0.1:" + server.address().port + p);
  headers[p] = Object.fromEntries(response.headers);
}
server.close();
console.log(JSON.stringify(headers));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout);
}

/** Status, headers and body of `npm start`'s server (no backend set) for each path. */
function servedAnswers(dir: string, paths: string[]) {
  const code = `import { createSiteServer } from ${JSON.stringify(siteServer)};
const server = createSiteServer(${JSON.stringify(path.join(dir, "hosting", "serve.json"))}, ${JSON.stringify(path.join(dir, "out"))});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const answers = {};
for (const p of ${JSON.stringify(paths)}) {
  const response = await fetch("http://127.0.0.1:" + server.address().port + p, { redirect: "manual" });
  answers[p] = { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
}
server.close();
console.log(JSON.stringify(answers));`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", code], {
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as Record<
    string,
    { status: number; headers: Record<string, string>; body: string }
  >;
}

type Headers = Record<string, { value: string }>;
type Request = { method: string; uri: string; querystring: Record<string, { value: string }> };
type Response = { statusCode: number; statusDescription?: string; headers: Headers };

/** The constant viewer-response function (ops/cloudfront/viewer-response.js), as CloudFront runs it. */
function viewerResponseHandler() {
  const source = readFileSync(
    path.join(__dirname, "..", "..", "ops", "cloudfront", "viewer-response.js"),
    "utf8",
  );
  return loadFunction(source) as (event: object) => Response;
}

/**
 * Loads the viewer-request function with its KeyValueStore filled from the import file the build
 * wrote, as CloudFront runs them: `cf.kvs().get` rejects a key the store lacks.
 */
function viewerRequestHandler(dir: string) {
  const code = hostingFile(dir, "cloudfront-request.js");
  expect(code.split("\n")[0]).toBe('import cf from "cloudfront";');
  const store = new Map(
    (
      JSON.parse(hostingFile(dir, "cloudfront-redirects-kvs.json")) as {
        data: { key: string; value: string }[];
      }
    ).data.map(({ key, value }) => [key, value]),
  );
  return loadFunction(code, store) as (event: object) => Promise<Request & Response>;
}

const viewerRequest = (uri: string, querystring: Request["querystring"] = {}) => ({
  version: "1.0",
  context: { eventType: "viewer-request" },
  viewer: { ip: "198.51.100.7" },
  request: { method: "GET", uri, querystring, headers: { host: { value: "mulearn.org" } } },
});

/**
 * A viewer-response event for the object at `uri` (after the viewer-request function): S3's
 * answer with the object's user metadata (hosting/object-metadata.json, which the deploy uploads
 * it with), and the response headers policy's headers CloudFront has already added.
 */
function viewerResponse(dir: string, uri: string) {
  const metadata = JSON.parse(hostingFile(dir, "object-metadata.json"))[uri.slice(1)] ?? {};
  const objectHeaders = Object.fromEntries(
    Object.entries(metadata as Record<string, string>).map(([name, value]) => [
      `x-amz-meta-${name}`,
      { value },
    ]),
  );
  return {
    ...viewerRequest(uri),
    context: { eventType: "viewer-response" },
    response: {
      statusCode: 200,
      statusDescription: "OK",
      headers: { ...objectHeaders, ...policyHeaders(dir) },
    },
  };
}

/** The headers the response headers policy puts on every response, error responses included. */
function policyHeaders(dir: string): Headers {
  const policy = JSON.parse(hostingFile(dir, "cloudfront-headers-policy.json"));
  const security = policy.SecurityHeadersConfig;
  const headers: Headers = {
    "content-security-policy": { value: security.ContentSecurityPolicy.ContentSecurityPolicy },
    "x-frame-options": { value: security.FrameOptions.FrameOption },
    "x-content-type-options": { value: "nosniff" },
    "referrer-policy": { value: security.ReferrerPolicy.ReferrerPolicy },
  };
  for (const item of policy.CustomHeadersConfig.Items as { Header: string; Value: string }[]) {
    headers[item.Header.toLowerCase()] = { value: item.Value };
  }
  return headers;
}

const cspOf = (headers: Headers) => headers["content-security-policy"]!.value;

/** The small site, with the rules the build writes for it. */
let dir: string;
beforeAll(() => {
  dir = tinyExport("https://app.mulearn.org");
  const result = writeHostingRules(dir);
  if (result.status !== 0) throw new Error(result.stderr);
});

describe("the hosting rules the build writes for a small site", () => {
  test("npm start's server: /cdr may be framed by the app, /about and the 404 page refuse", () => {
    const headers = servedHeaders(dir, ["/cdr", "/about", "/no-such-page"]);
    expect(headers["/cdr"]!["content-security-policy"]).toContain(
      "frame-ancestors https://app.mulearn.org;",
    );
    expect(headers["/cdr"]!["x-frame-options"]).toBeUndefined();
    for (const page of ["/about", "/no-such-page"]) {
      expect(headers[page]!["content-security-policy"]).toContain("frame-ancestors 'none';");
      expect(headers[page]!["x-frame-options"]).toBe("DENY");
    }
  });

  test("csp.json: each page allows its own scripts; only /launchpad may frame, its embed only", () => {
    const policies = JSON.parse(hostingFile(dir, "csp.json"));
    expect(policies["/about.html"]).toContain(`script-src 'self' ${ABOUT_HASH};`);
    expect(policies["/about.html"]).toContain("frame-src 'none';");
    expect(policies["/launchpad.html"]).toContain("script-src 'self';");
    expect(policies["/launchpad.html"]).toContain("frame-src https://mu-3.vercel.app;");
    expect(policies["/cdr.html"]).toContain("frame-ancestors https://app.mulearn.org;");
    expect(policies["/index.html"]).toContain("frame-ancestors 'none';");
  });

  test("nginx: policies and X-Frame-Options mapped by the served file; /cdr gets none", () => {
    const http = hostingFile(dir, "nginx-http.conf");
    expect(http).toMatch(/"\/cdr\.html" "[^"]*frame-ancestors https:\/\/app\.mulearn\.org;/);
    expect(http).toMatch(/"\/profile\/_\.html" "[^"]*script-src 'self' 'sha256-gzlE/);
    expect(http).toContain(
      'map $uri $mulearn_x_frame_options {\n  default "DENY";\n  "~^(/api/v1/|/ws/v1/|/muback-media/|/r/)" "";\n  "/cdr.html" "";\n}',
    );
    expect(http).toContain('"~^/_next/static/.*$" "public, max-age=31536000, immutable";');
  });

  test("nginx: the not-found page keeps status 404, and every header is set at server level", () => {
    const server = hostingFile(dir, "nginx-server.conf");
    expect(server).toContain("error_page 404 @not_found;");
    const http = hostingFile(dir, "nginx-http.conf");
    expect(server).toContain("add_header Permissions-Policy $mulearn_permissions_policy always;");
    expect(http).toContain(
      'map $uri $mulearn_permissions_policy {\n  default "camera=(), microphone=(), geolocation=(), payment=()";\n  "~^(/api/v1/|/ws/v1/|/muback-media/|/r/)" "";\n}',
    );
    expect(server).toContain(
      "add_header Cross-Origin-Opener-Policy $mulearn_cross_origin_opener_policy always;",
    );
    expect(http).toContain(
      'map $uri $mulearn_cross_origin_opener_policy {\n  default "same-origin-allow-popups";',
    );
    // add_header inside a location would drop every server-level header there.
    expect(
      server
        .split(/^location /m)
        .slice(1)
        .join(""),
    ).not.toContain("add_header");
  });
});

describe("one origin with the backend, on npm start's server", () => {
  test("without BACKEND_ORIGIN the backend's paths answer 502 in plain words, never the 404 page", () => {
    const answers = servedAnswers(dir, [
      "/api/v1/donate/order/",
      "/ws/v1/public/landing-stats/",
      "/muback-media/user/a.png",
      "/r/abc",
      "/r/abc/",
    ]);
    for (const answer of Object.values(answers)) {
      expect(answer.status).toBe(502);
      expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(answer.body).toContain("Set BACKEND_ORIGIN");
    }
    expect(Object.keys(answers)).toHaveLength(5);
  });

  test("the redirect table answers before any file, keeping the query where the rule says", () => {
    const answers = servedAnswers(dir, [
      "/donate?type=individual&mode=monthly",
      "/discord?utm=poster",
      "/dashboard/learning-circle/7?tab=meet",
    ]);
    const seen = Object.fromEntries(
      Object.entries(answers).map(([address, { status, headers }]) => [
        address,
        [status, headers.location],
      ]),
    );
    expect(seen).toEqual({
      "/donate?type=individual&mode=monthly": [301, "/donation?type=individual&mode=monthly"],
      "/discord?utm=poster": [301, "https://discord.gg/mulearn"],
      "/dashboard/learning-circle/7?tab=meet": [
        301,
        "https://app.mulearn.org/dashboard/learning-circle/7?tab=meet",
      ],
    });
  });
});

describe("CloudFront, run on CloudFront's events", () => {
  test("viewer request: clean addresses reach their files; any hand-off value, its shell", async () => {
    const handler = viewerRequestHandler(dir);
    for (const [uri, file] of [
      ["/", "/index.html"],
      ["/about", "/about.html"],
      ["/team/2024", "/team/2024.html"],
      ["/profile/learner-42", "/profile/_.html"],
      ["/profile/learner-42/", "/profile/_.html"],
      ["/kkem/authorization/tok-9b1", "/kkem/authorization/_.html"],
      ["/kkem/authorization/tok-9b1/", "/kkem/authorization/_.html"],
      ["/_next/static/chunks/app.js", "/_next/static/chunks/app.js"],
      ["/about.txt", "/about.txt"],
      // No object has this key: the bucket's 404 becomes the not-found page with status 404.
      ["/404", "/404-is-not-a-page"],
      // The deploy's records and rollback stash are the operation's, never served.
      ["/_deploys/0123abcd.json", "/404-is-not-a-page"],
      ["/%5fdeploys/stash/9f8e", "/404-is-not-a-page"],
      ["/_deploys/latest", "/404-is-not-a-page"],
    ]) {
      expect((await handler(viewerRequest(uri!))).uri).toBe(file);
    }
  });

  test("viewer request: .html addresses and trailing slashes are redirected, keeping the query", async () => {
    const handler = viewerRequestHandler(dir);
    for (const [uri, location] of [
      ["/about.html", "/about?ref=x"],
      ["/about/", "/about?ref=x"],
      ["/index.html", "/?ref=x"],
      ["/team/2024.html", "/team/2024?ref=x"],
    ]) {
      const answer = await handler(viewerRequest(uri!, { ref: { value: "x" } }));
      expect(answer.statusCode).toBe(301);
      expect(answer.headers.location).toEqual({ value: location });
    }
  });

  test("viewer request: the table's exact rules come from the KeyValueStore, prefixes from the code", async () => {
    const handler = viewerRequestHandler(dir);
    for (const [uri, querystring, status, location] of [
      ["/donate", { type: { value: "monthly" } }, 301, "/donation?type=monthly"],
      ["/donate/", {}, 301, "/donation"],
      ["/discord", { utm: { value: "poster" } }, 301, "https://discord.gg/mulearn"],
      ["/%C2%B5sic", {}, 302, "https://meet.google.com/uos-gepp-fek"],
      ["/whatsapp-community", {}, 302, "https://chat.whatsapp.com/Lw5IM058dVsBBM3vkn0fsH"],
      [
        "/dashboard/profile/x",
        { a: { value: "1" } },
        301,
        "https://app.mulearn.org/dashboard/profile/x?a=1",
      ],
      ["/assets/mail/2024/a%20b.png", {}, 301, "https://assets.mulearn.org/mail/2024/a%20b.png"],
    ] as const) {
      const answer = await handler(viewerRequest(uri, querystring));
      expect({ uri, status: answer.statusCode, location: answer.headers.location }).toEqual({
        uri,
        status,
        location: { value: location },
      });
    }
    // Not in the table: looked up, not found, served as a page.
    expect((await handler(viewerRequest("/Discord"))).uri).toBe("/Discord.html");
  });

  test("viewer request: the backend's paths are left as they came, trailing slash and all", async () => {
    const handler = viewerRequestHandler(dir);
    for (const uri of [
      "/api/v1/donate/order/",
      "/api/v1/public/lc-list",
      "/ws/v1/public/landing-stats/",
      "/muback-media/user/a.png",
      "/r/abc",
      "/r/abc/",
    ]) {
      const answer = await handler(viewerRequest(uri, { pageIndex: { value: "2" } }));
      expect({ status: answer.statusCode, uri: answer.uri }).toEqual({ status: undefined, uri });
    }
  });

  test("the KeyValueStore's import file holds each exact rule once and no prefix rule", () => {
    const { data } = JSON.parse(hostingFile(dir, "cloudfront-redirects-kvs.json")) as {
      data: { key: string; value: string }[];
    };
    const keys = data.map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(data).toContainEqual({
      key: "/ktuinduction",
      value: expect.stringMatching(/^301 - https:\/\/drive\.google\.com\//),
    });
    expect(data).toContainEqual({ key: "/privacy-policy", value: "301 q /privacypolicy" });
    expect(keys).not.toContain("/campus-logo-generator");
    expect(keys).not.toContain("/gdsc-india-app");
    expect(keys.filter((key) => key.includes("*"))).toEqual([]);
  });

  test("viewer response: a hand-off page gets its shell's policy, from the shell's object", async () => {
    const request = viewerRequestHandler(dir);
    const response = viewerResponseHandler();
    for (const uri of ["/profile/learner-42", "/profile/learner-42/"]) {
      const rewritten = (await request(viewerRequest(uri))).uri;
      expect(rewritten).toBe("/profile/_.html");
      const headers = response(viewerResponse(dir, rewritten)).headers;
      expect(cspOf(headers)).toContain(`script-src 'self' ${SHELL_HASH};`);
      expect(headers["x-frame-options"]).toEqual({ value: "DENY" });
    }
  });

  test("viewer response: each page's policy is the one csp.json has for it, and no metadata header leaves", async () => {
    const request = viewerRequestHandler(dir);
    const response = viewerResponseHandler();
    const policies = JSON.parse(hostingFile(dir, "csp.json"));
    for (const [uri, file] of [
      ["/", "/index.html"],
      ["/about", "/about.html"],
      ["/launchpad", "/launchpad.html"],
      ["/cdr", "/cdr.html"],
    ] as const) {
      const rewritten = (await request(viewerRequest(uri))).uri;
      expect(rewritten).toBe(file);
      const headers = response(viewerResponse(dir, rewritten)).headers;
      expect(cspOf(headers)).toBe(policies[file]);
      expect(Object.keys(headers).filter((name) => name.startsWith("x-amz-meta-"))).toEqual([]);
    }
    expect(cspOf(response(viewerResponse(dir, "/launchpad.html")).headers)).toContain(
      "frame-src https://mu-3.vercel.app;",
    );
  });

  test("viewer response: /cdr may be framed by the app and loses the policy's X-Frame-Options", () => {
    const response = viewerResponseHandler();
    const headers = response(viewerResponse(dir, "/cdr.html")).headers;
    expect(cspOf(headers)).toContain("frame-ancestors https://app.mulearn.org;");
    expect(headers["x-frame-options"]).toBeUndefined();
    for (const uri of ["/about.html", "/_next/static/app.js"]) {
      const other = response(viewerResponse(dir, uri)).headers;
      expect(cspOf(other)).toContain("frame-ancestors 'none';");
      expect(other["x-frame-options"]).toEqual({ value: "DENY" });
    }
    // A file without a policy of its own (a script, a picture) keeps the headers policy's.
    expect(cspOf(response(viewerResponse(dir, "/_next/static/app.js")).headers)).toBe(
      cspOf(policyHeaders(dir)),
    );
  });

  test("an error response, which no function sees, carries the not-found page's policy", () => {
    // CloudFront answers a missing object with /404.html and the response headers policy only.
    const headers = policyHeaders(dir);
    expect(cspOf(headers)).toContain(`script-src 'self' ${NOT_FOUND_HASH};`);
    expect(cspOf(headers)).toContain("frame-ancestors 'none';");
    expect(headers["x-frame-options"]).toEqual({ value: "DENY" });
    expect(headers["permissions-policy"]).toEqual({
      value: "camera=(), microphone=(), geolocation=(), payment=()",
    });
    expect(headers["cross-origin-opener-policy"]).toEqual({ value: "same-origin-allow-popups" });
  });
});

describe("CloudFront's limits fail the build", () => {
  test("a page whose policy outgrows S3's 2 KB of user metadata stops the build, naming it", () => {
    // 40 inline scripts on one page: 40 hashes of 54 characters each make a 2.2 KB policy.
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>self.part=${i}</script>`).join(
      "",
    );
    const result = writeHostingRules(
      tinyExport("https://app.mulearn.org", {
        "busy.html": `<!doctype html><title>busy</title>${scripts}`,
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /error: out\/busy\.html: its policy is \d+ bytes of S3 user metadata, over the 2048 S3 accepts/,
    );
  });

  test("a file the deploy has no Content-Type for stops the build, naming it", () => {
    const result = writeHostingRules(
      tinyExport("https://app.mulearn.org", { "pagefind/index/en_1a2b.pf_new": "bytes" }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'error: out/pagefind/index/en_1a2b.pf_new: no Content-Type is known for ".pf_new"',
    );
  });

  test("a not-found page whose policy outgrows a response headers policy stops the build", () => {
    const scripts = Array.from({ length: 40 }, (_, i) => `<script>self.n=${i}</script>`).join("");
    const result = writeHostingRules(
      tinyExport("https://app.mulearn.org", { "404.html": `<!doctype html>${scripts}` }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /error: The not-found page's policy is \d+ characters, over the 1783 a CloudFront response headers policy accepts/,
    );
  });
});

describe("the app host the build used", () => {
  test("NEXT_PUBLIC_APP_HOST is the one origin allowed to frame /cdr", () => {
    const dir = tinyExport("https://app.example.test");
    expect(writeHostingRules(dir, "https://app.example.test/").status).toBe(0);
    const policies = JSON.parse(hostingFile(dir, "csp.json"));
    expect(policies["/cdr.html"]).toContain("frame-ancestors https://app.example.test;");
  });

  test("a /cdr built for another app host stops the script, naming the setting", () => {
    const result = writeHostingRules(tinyExport("https://app.mulearn.org"), "https://other.test");
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      "/cdr.html was not built for the app origin https://other.test: build and run this script with the same NEXT_PUBLIC_APP_HOST.",
    );
  });
});

describe("what pages add to the site-wide policy", () => {
  let policies: Record<string, string>;
  beforeAll(() => {
    const dir = tinyExport("https://app.mulearn.org");
    mkdirSync(path.join(dir, "out", "kkem", "authorization"), { recursive: true });
    writeFileSync(path.join(dir, "out", "kkem.html"), "<!doctype html><title>kkem</title>");
    writeFileSync(
      path.join(dir, "out", "kkem", "authorization", "_.html"),
      "<!doctype html><title>confirm</title>",
    );
    expect(writeHostingRules(dir).status).toBe(0);
    policies = JSON.parse(readFileSync(path.join(dir, "hosting", "csp.json"), "utf8"));
  });

  test("every page, the not-found page included, may post forms to itself and the newsletter only", () => {
    for (const page of ["/index.html", "/about.html", "/404.html", "/kkem.html"]) {
      expect(policies[page]).toContain("form-action 'self' https://newsletter.mulearn.org;");
    }
  });

  test("the KKEM pages may call the API; other pages may connect to this site only", () => {
    expect(policies["/kkem.html"]).toContain("connect-src 'self' https://mulearn.org;");
    expect(policies["/kkem/authorization/_.html"]).toContain(
      "connect-src 'self' https://mulearn.org;",
    );
    expect(policies["/about.html"]).toContain("connect-src 'self';");
  });
});
