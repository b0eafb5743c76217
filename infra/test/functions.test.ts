// The CloudFront Functions the stack creates from committed code, run in Node on CloudFront's
// viewer-request events (the shape of cloudfront-js-2.0's `event`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { functionCode, previewRequestCode } from "../lib/site-rules.ts";

interface Answer {
  uri?: string;
  statusCode?: number;
  headers?: Record<string, { value: string }>;
}
type Handler = (event: object) => Answer;
const load = (code: string) => new Function(`${code}; return handler;`)() as Handler;

/** A viewer-request event for a URL on a host. */
const event = (host: string | null, uri: string, query: Record<string, string> = {}) => ({
  version: "1.0",
  context: { eventType: "viewer-request" },
  viewer: { ip: "192.0.2.1" },
  request: {
    method: "GET",
    uri,
    querystring: Object.fromEntries(Object.entries(query).map(([k, value]) => [k, { value }])),
    headers: host === null ? {} : { host: { value: host } },
    cookies: {},
  },
});

const preview = load(previewRequestCode("preview.mulearn.org"));
const at = (uri: string, host = "pr-12.preview.mulearn.org", query?: Record<string, string>) =>
  preview(event(host, uri, query));

test("a preview host serves its pull request's folder with clean URLs", () => {
  assert.equal(at("/").uri, "/previews/pr-12/index.html");
  assert.equal(at("/team").uri, "/previews/pr-12/team.html");
  assert.equal(at("/team/2022").uri, "/previews/pr-12/team/2022.html");
  assert.equal(at("/_next/static/chunks/app.js").uri, "/previews/pr-12/_next/static/chunks/app.js");
  assert.equal(
    at("/pagefind/pagefind-entry.json").uri,
    "/previews/pr-12/pagefind/pagefind-entry.json",
  );
  assert.equal(at("/team", "PR-7.Preview.Mulearn.org").uri, "/previews/pr-7/team.html");
});

test("a hand-off address is served by its shell, with or without a trailing slash", () => {
  assert.equal(at("/profile/abc-123").uri, "/previews/pr-12/profile/_.html");
  assert.equal(at("/kkem/authorization/tok.en/").uri, "/previews/pr-12/kkem/authorization/_.html");
  assert.equal(at("/profile/a/b").uri, "/previews/pr-12/profile/a/b.html");
});

test("/404 and missing pages reach a key no object has, so the not-found answer comes", () => {
  assert.equal(at("/404").uri, "/previews/pr-12/404-is-not-a-page");
  assert.equal(at("/no-such-page").uri, "/previews/pr-12/no-such-page.html");
});

test("the deploy's records are not found, however their path is spelled", () => {
  assert.equal(at("/_deploys/build-a.json").uri, "/previews/pr-12/404-is-not-a-page");
  assert.equal(at("/%5Fdeploys/build-a.json").uri, "/previews/pr-12/404-is-not-a-page");
  assert.equal(at("/_deploys/stash/0a1b").uri, "/previews/pr-12/404-is-not-a-page");
  assert.equal(at("/deploys/x.json").uri, "/previews/pr-12/deploys/x.json");
});

test("directories, .html addresses and /index redirect to the clean URL, keeping the query", () => {
  const moved = (answer: Answer) => [answer.statusCode, answer.headers?.location?.value];
  assert.deepEqual(moved(at("/team/")), [301, "/team"]);
  assert.deepEqual(moved(at("/events/", undefined, { page: "2" })), [301, "/events?page=2"]);
  assert.deepEqual(moved(at("/team.html")), [301, "/team"]);
  assert.deepEqual(moved(at("/index.html")), [301, "/"]);
  assert.deepEqual(moved(at("/index")), [301, "/"]);
  assert.deepEqual(moved(at("//")), [301, "/"]);
});

test("any other host is refused, and never reaches the bucket", () => {
  for (const host of [
    "d1234abcd.cloudfront.net",
    "preview.mulearn.org",
    "pr-.preview.mulearn.org",
    "pr-0.preview.mulearn.org",
    "pr-12a.preview.mulearn.org",
    "x.pr-12.preview.mulearn.org",
    "pr-12.preview.mulearn.org.evil.example",
    "pr-12.preview.mulearn.orgx",
    "pr-12xpreview.mulearn.org",
    "mulearn.org",
  ]) {
    const answer = at("/team", host);
    assert.equal(answer.statusCode, 404, host);
    assert.equal(answer.uri, undefined, host);
  }
  assert.equal(preview(event(null, "/")).statusCode, 404);
});

test("the preview code names its domain: another domain's hosts are refused", () => {
  const other = load(previewRequestCode("pr.example.dev"));
  assert.equal(other(event("pr-3.pr.example.dev", "/about")).uri, "/previews/pr-3/about.html");
  assert.equal(other(event("pr-3.preview.mulearn.org", "/about")).statusCode, 404);
});

test("the production viewer-request bootstrap serves clean URLs until the first deploy", () => {
  const bootstrap = load(functionCode("bootstrap-request"));
  const uri = (path: string) => bootstrap(event("mulearn.org", path)).uri;
  assert.equal(uri("/"), "/index.html");
  assert.equal(uri("/team"), "/team.html");
  assert.equal(uri("/_next/static/a.js"), "/_next/static/a.js");
});

test("each committed function is plain ASCII and within CloudFront's 10 KB", () => {
  for (const code of [
    previewRequestCode("preview.mulearn.org"),
    functionCode("bootstrap-request"),
    functionCode("viewer-response"),
  ]) {
    assert.ok(Buffer.byteLength(code) < 10 * 1024);
    assert.match(code, /^[\x09\x0a\x0d\x20-\x7e]*$/);
  }
});
