import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

const siteServer = pathToFileURL(path.resolve(__dirname, "../../scripts/site-server.mjs")).href;

/** A tiny export: two pages, the not-found page, and /cdr built for `appOrigin`. */
function tinyExport(appOrigin: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "csp-"));
  const files = {
    "index.html": "<!doctype html><title>home</title><script>self.home=1</script>",
    "about.html": "<!doctype html><title>about</title><script>self.about=1</script>",
    "404.html": "<!doctype html><title>404</title>",
    "cdr.html": `<!doctype html><title>sync</title><script>listen(${JSON.stringify(appOrigin)})</script>`,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.join(dir, "out"), { recursive: true });
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

type CloudFrontEvent = {
  request: { uri: string };
  response: { statusCode: number; headers: Record<string, { value: string }> };
};

/** The generated CloudFront Function, run on a response for `uri`. */
function cloudFront(dir: string, uri: string, statusCode = 200) {
  const source = readFileSync(path.join(dir, "hosting", "cloudfront-csp.js"), "utf8");
  const handler = new Function(`${source}; return handler;`)() as (
    event: CloudFrontEvent,
  ) => CloudFrontEvent["response"];
  // The distribution's response headers policy would have set DENY already.
  const headers = { "x-frame-options": { value: "DENY" } };
  return handler({ request: { uri }, response: { statusCode, headers } }).headers;
}

describe("hosting rules for framing: /cdr by the app host only, every other page by no one", () => {
  let dir: string;
  beforeAll(() => {
    dir = tinyExport("https://app.mulearn.org");
    const result = writeHostingRules(dir);
    if (result.status !== 0) throw new Error(result.stderr);
  });

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

  test("nginx: the CSP map and an X-Frame-Options map that leaves /cdr without one", () => {
    const conf = readFileSync(path.join(dir, "hosting", "nginx-csp.conf"), "utf8");
    expect(conf).toMatch(/"\/cdr\.html" "[^"]*frame-ancestors https:\/\/app\.mulearn\.org;/);
    expect(conf).toMatch(/"\/about\.html" "[^"]*frame-ancestors 'none';/);
    expect(conf).toContain('map $uri $frame_options {\n  default "DENY";\n  "/cdr.html" "";\n}');
  });

  test("CloudFront: /cdr gets the app as its one frame ancestor and no X-Frame-Options", () => {
    for (const uri of ["/cdr", "/cdr.html"]) {
      const headers = cloudFront(dir, uri);
      expect(headers["content-security-policy"]!.value).toContain(
        "frame-ancestors https://app.mulearn.org;",
      );
      expect(headers["x-frame-options"]).toBeUndefined();
    }
  });

  test("CloudFront: other pages, the not-found page and assets refuse framing", () => {
    for (const [uri, status] of [
      ["/about", 200],
      ["/", 200],
      ["/cdr", 404],
      ["/_next/static/app.js", 200],
    ] as const) {
      const headers = cloudFront(dir, uri, status);
      expect(headers["content-security-policy"]!.value).toContain("frame-ancestors 'none';");
      expect(headers["x-frame-options"]).toEqual({ value: "DENY" });
    }
  });

  test("csp.json: /cdr's policy names the app, the others none", () => {
    const policies = JSON.parse(readFileSync(path.join(dir, "hosting", "csp.json"), "utf8"));
    expect(policies["/cdr.html"]).toContain("frame-ancestors https://app.mulearn.org;");
    expect(policies["/about.html"]).toContain("frame-ancestors 'none';");
    expect(policies["/index.html"]).toContain("frame-ancestors 'none';");
  });
});

describe("the app host the build used", () => {
  test("NEXT_PUBLIC_APP_HOST is the one origin allowed to frame /cdr", () => {
    const dir = tinyExport("https://app.example.test");
    expect(writeHostingRules(dir, "https://app.example.test/").status).toBe(0);
    const policies = JSON.parse(readFileSync(path.join(dir, "hosting", "csp.json"), "utf8"));
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
