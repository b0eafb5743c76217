#!/usr/bin/env node
// Build step after `next build`: a strict Content-Security-Policy for every page of out/.
// The export's pages carry inline scripts (theme setup, React Server Component payloads). Instead of
// allowing every inline script ('unsafe-inline'), each page's policy lists the SHA-256 hashes of
// exactly the inline scripts in that page's file. Every page refuses to be framed (frame-ancestors
// 'none', X-Frame-Options DENY) except the pages data/routes.ts marks `framedByApp` (/cdr, the
// token-sync page): the app host (data/site.ts appOrigin) may frame those, and they get no
// X-Frame-Options. Writes, under hosting/ (generated, not checked in):
//   serve.json               serve.json plus one policy per HTML file; `npm start` serves with it
//   csp.json                 { "/about.html": "<policy>", … } for any other host
//   nginx-csp.conf           `map $uri $csp { … }` and `map $uri $frame_options { … }` for nginx
//   cloudfront-csp.js        viewer-response CloudFront Function (CSP and X-Frame-Options)
// Usage: node scripts/csp.mjs [--out out] [--hosting hosting]   (npm run build runs it; the
// benchmark runs it on its bare-page baseline, so both are served under the same rules). Run it
// with the build's settings: NEXT_PUBLIC_ASSET_HOST and NEXT_PUBLIC_LEADERBOARD_URL shape the policy.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  return path.resolve(root, at > -1 ? process.argv[at + 1] : fallback);
};
const outDir = argument("--out", "out");
const hostingDir = argument("--hosting", "hosting");
const base = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
const CSP = "Content-Security-Policy";
const FRAME_OPTIONS = "X-Frame-Options";
const NO_FRAMING = "frame-ancestors 'none'";
const CLOUDFRONT_FUNCTION_LIMIT = 10 * 1024;

const basePolicy = base.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === CSP)?.value;
if (!basePolicy || !/script-src 'self'(;|$)/.test(basePolicy)) {
  throw new Error(
    `serve.json: the ${CSP} header must have "script-src 'self'" and no 'unsafe-inline' for scripts.`,
  );
}
if (!basePolicy.includes(NO_FRAMING)) {
  throw new Error(`serve.json: the ${CSP} header must have "${NO_FRAMING}".`);
}

/** The asset host the build used (NEXT_PUBLIC_ASSET_HOST) is the one image host allowed. */
function withAssetHost(policy) {
  const asset = process.env.NEXT_PUBLIC_ASSET_HOST;
  if (!asset) return policy;
  return policy.replace(/img-src ([^;]*)/, (_, sources) => {
    const kept = sources.split(" ").filter((source) => !/^https:\/\//.test(source));
    return `img-src ${[...kept, new URL(asset).origin].join(" ")}`;
  });
}

/**
 * Frames are allowed from the origins of the embeds the build used (data/site.ts `embeds`, which
 * reads NEXT_PUBLIC_LEADERBOARD_URL), so a moved leaderboard moves its frame-src with it.
 */
async function withFrameHosts(policy) {
  const { embeds } = await importData("data/site.ts");
  const origins = [...new Set(Object.values(embeds).map((src) => new URL(src).origin))];
  return policy.replace(/frame-src [^;]*/, `frame-src ${origins.join(" ")}`);
}

const policyTemplate = await withFrameHosts(withAssetHost(basePolicy));

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** Hashes of the inline scripts of one HTML file, as the browser hashes them (raw text). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}`);
  }
  return [...hashes].sort();
}

// The app origin as the build computed it (NEXT_PUBLIC_APP_HOST or the default).
const { appOrigin } = await importData("data/site.ts");
const { appFrameRoutes, staticRoutes, handOffRoutes } = await importData("data/routes.ts");
const appFraming = `frame-ancestors ${appOrigin}`;

/** What each page's route adds (data/routes.ts `csp`), by file: the pages and the value routes' shells. */
const additionsByFile = new Map([
  ...staticRoutes.map((route) => [
    route.path === "/" ? "/index.html" : `${route.path}.html`,
    route.csp,
  ]),
  ...Object.values(handOffRoutes).map((route) => [`${route.shellPath}.html`, route.csp]),
]);

/** A policy with a route's origins added to their directives. */
function withAdditions(policy, additions = {}) {
  return Object.entries(additions).reduce(
    (result, [directive, origins]) =>
      result.replace(new RegExp(`(^|; )${directive} ([^;]*)`), (_, start, sources) =>
        [`${start}${directive}`, ...new Set([...sources.split(" "), ...origins])].join(" "),
      ),
    policy,
  );
}

const policyFor = (hashes, framedByApp = false, additions = undefined) =>
  withAdditions(policyTemplate, additions)
    .replace(
      /script-src 'self'/,
      ["script-src 'self'", ...hashes.map((hash) => `'${hash}'`)].join(" "),
    )
    .replace(NO_FRAMING, framedByApp ? appFraming : NO_FRAMING);

const framedFiles = new Set(appFrameRoutes.map((route) => `${route.path}.html`));
const pages = htmlFiles(outDir)
  .map((file) => {
    const key = `/${path.relative(outDir, file).split(path.sep).join("/")}`;
    const html = readFileSync(file, "utf8");
    const framedByApp = framedFiles.has(key);
    // The page's script names the origin it accepts; hosting must let that same origin frame it.
    if (framedByApp && !html.includes(JSON.stringify(appOrigin))) {
      throw new Error(
        `${key} was not built for the app origin ${appOrigin}: build and run this script with the same NEXT_PUBLIC_APP_HOST.`,
      );
    }
    return { key, hashes: inlineScriptHashes(html), framedByApp };
  })
  .sort((a, b) => a.key.localeCompare(b.key));
if (pages.length === 0) throw new Error(`No HTML files in ${outDir}. Run \`next build\` first.`);

const policies = Object.fromEntries(
  pages.map(({ key, hashes, framedByApp }) => [
    key,
    policyFor(hashes, framedByApp, additionsByFile.get(key)),
  ]),
);
const framedKeys = pages.filter((page) => page.framedByApp).map((page) => page.key);
const notFound = policies["/404.html"];
if (!notFound)
  throw new Error(`${outDir}/404.html is missing: the not-found page must be exported.`);

mkdirSync(hostingDir, { recursive: true });

// 1. serve.json for `npm start`: later header rules override earlier ones for the same file, and
// serve-handler drops a header whose value is null.
const serveConfig = {
  ...base,
  public: path.relative(root, outDir) || ".",
  headers: [
    ...base.headers.map((rule) => ({
      ...rule,
      headers: rule.headers.map((header) =>
        header.key === CSP ? { ...header, value: policyFor([]) } : header,
      ),
    })),
    ...pages.map(({ key, framedByApp }) => ({
      source: key,
      headers: [
        { key: CSP, value: policies[key] },
        ...(framedByApp ? [{ key: FRAME_OPTIONS, value: null }] : []),
      ],
    })),
  ],
};
writeFileSync(path.join(hostingDir, "serve.json"), `${JSON.stringify(serveConfig, null, 2)}\n`);
writeFileSync(path.join(hostingDir, "csp.json"), `${JSON.stringify(policies, null, 2)}\n`);

// 2. nginx: $uri is the file try_files found (or /404.html), so the map keys are file paths.
// add_header sends nothing for an empty value: the framed pages get no X-Frame-Options.
const quote = (value) => `"${value.replace(/["\\]/g, "\\$&")}"`;
writeFileSync(
  path.join(hostingDir, "nginx-csp.conf"),
  [
    "# Generated by scripts/csp.mjs from out/: include in the http block (docs/deploy.md).",
    "map $uri $csp {",
    `  default ${quote(policyFor([]))};`,
    ...pages.map(({ key }) => `  ${quote(key)} ${quote(policies[key])};`),
    "}",
    "map $uri $frame_options {",
    `  default "DENY";`,
    ...framedKeys.map((key) => `  ${quote(key)} "";`),
    "}",
    "",
  ].join("\n"),
);

// 3. CloudFront Function (viewer response): each hash written once, pages list their indexes. It
// also sets X-Frame-Options, so the distribution's response headers policy must not.
const allHashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
const index = new Map(allHashes.map((hash, i) => [hash, i]));
const routes = Object.fromEntries(
  pages.map(({ key, hashes }) => [key, hashes.map((hash) => index.get(hash))]),
);
const fn = `// Generated by scripts/csp.mjs: each page's Content-Security-Policy (docs/deploy.md).
var T=${JSON.stringify(policyTemplate)};var H=${JSON.stringify(allHashes)};var R=${JSON.stringify(routes)};
var F=${JSON.stringify(framedKeys)};var A=${JSON.stringify(appFraming)};
function handler(event){var response=event.response;var uri=event.request.uri;
var key=response.statusCode===404?"/404.html":R[uri]?uri:R[uri+".html"]?uri+".html":uri+"index.html";
var ids=R[key]||[];
var list="";for(var i=0;i<ids.length;i++){list+=" '"+H[ids[i]]+"'";}
var policy=T.replace("script-src 'self'","script-src 'self'"+list);
if(F.indexOf(key)>-1){policy=policy.replace("${NO_FRAMING}",A);delete response.headers["x-frame-options"];}
else{response.headers["x-frame-options"]={value:"DENY"};}
response.headers["content-security-policy"]={value:policy};
return response;}
`;
writeFileSync(path.join(hostingDir, "cloudfront-csp.js"), fn);

const size = Buffer.byteLength(fn);
console.log(
  `CSP: ${pages.length} pages, ${allHashes.length} distinct inline scripts hashed; ` +
    `largest policy ${Math.max(...Object.values(policies).map((p) => p.length))} characters; ` +
    `framed by ${appOrigin} only: ${framedKeys.join(", ") || "no page"}; ` +
    `CloudFront Function ${(size / 1024).toFixed(1)} KB of ${CLOUDFRONT_FUNCTION_LIMIT / 1024} KB.`,
);
if (size > CLOUDFRONT_FUNCTION_LIMIT) {
  console.warn(
    "warning: hosting/cloudfront-csp.js is over CloudFront Functions' 10 KB limit; use hosting/csp.json from a Lambda@Edge function instead (docs/deploy.md).",
  );
}
