import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Writes a tiny export to a temporary folder and runs the deploy check on it. */
function check(files: Record<string, string>, env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "deploy-check-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  const result = spawnSync(process.execPath, ["scripts/check-deploy.mjs", "--out", dir], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const page = (body: string) =>
  `<!doctype html><html><head><title>t</title><script src="/_next/app.js"></script></head><body><h1>h</h1>${body}</body></html>`;
const sitemap = (...paths: string[]) =>
  `<urlset>${paths.map((p) => `<url><loc>https://mulearn.org${p}</loc></url>`).join("")}</urlset>`;
const good = {
  "index.html": page(""),
  "about.html": page(""),
  "404.html": page(""),
  "_next/app.js": "console.log(1)",
  "sitemap.xml": sitemap("/", "/about"),
};

describe("npm run check:deploy", () => {
  test("a self-contained export passes", () => {
    const { status, output } = check(good);
    expect(output).toContain("sitemap 2 pages exact");
    expect(status).toBe(0);
  });

  test("each kind of problem fails it, named", () => {
    const { status, output } = check(
      {
        ...good,
        "about.html": page('<img src="/missing.png"><a href="http://localhost:3000/x">x</a>'),
        "_next/app.js": "fetch(process.env.API_URL)\n//# sourceMappingURL=app.js.map",
        "_next/app.js.map": "{}",
        "styles.css": "a{background:url(/gone.svg)}",
        "secret.txt": "key=sk_live_0123456789abcdefABCD",
        "sitemap.xml": sitemap("/", "/old-page"),
        "hidden.html": page('<meta name="robots" content="noindex">'),
      },
      { DEPLOY_CHECK_TEST_TOKEN: "s3cr3t-value-42" },
    );
    expect(status).toBe(1);
    for (const expected of [
      "/about.html: absolute local URL http://localhost:3000/x",
      "/about.html: references missing /missing.png",
      "/styles.css: url(/gone.svg) is missing",
      "sitemap.xml: /about is missing",
      "sitemap.xml: lists /old-page, which is not an indexable page",
      "/_next/app.js.map: source map in the export",
      "/_next/app.js: points to a source map",
      "/_next/app.js: an unreplaced process.env reference",
      "/secret.txt: contains a live payment secret key",
    ]) {
      expect(output).toContain(expected);
    }
    expect(output).not.toContain("hidden");
  });

  test("a server env value found in the export fails it", () => {
    const { status, output } = check(
      { ...good, "about.html": page("<p>s3cr3t-value-42</p>") },
      { DEPLOY_CHECK_TEST_TOKEN: "s3cr3t-value-42" },
    );
    expect(status).toBe(1);
    expect(output).toContain("/about.html: contains the value of DEPLOY_CHECK_TEST_TOKEN");
  });

  test("a page whose script carries a whole language file fails it; a part of one does not", () => {
    const board = page("").replace("/_next/app.js", "/_next/board.js");
    const whole = check({
      ...good,
      "about.html": board,
      "_next/board.js": `e.s([73370,(e,t,r)=>{t.exports={skipLink:"Skip to \\"main\\" content",newWindow:"(opens in a new tab)",header:{}}}])`,
    });
    expect(whole.status).toBe(1);
    expect(whole.output).toContain(
      "/about.html: its script /_next/board.js carries a whole language file (content/i18n/)",
    );
    expect(whole.output).not.toContain("/index.html: its script");

    const part = check({
      ...good,
      "about.html": board,
      "_next/board.js": `let words={newWindow:"(opens in a new tab)",live:"Live"}`,
    });
    expect(part.status).toBe(0);
  });
});
