#!/usr/bin/env node
// Build step after `next build`: a strict Content-Security-Policy for every page of out/.
// The export's pages carry inline scripts (theme setup, React Server Component payloads). Instead of
// allowing every inline script ('unsafe-inline'), each page's policy lists the SHA-256 hashes of
// exactly the inline scripts in that page's file. Writes, under hosting/ (generated, not checked in):
//   serve.json               serve.json plus one policy per HTML file; `npm start` serves with it
//   csp.json                 { "/about.html": "<policy>", … } for any other host
//   nginx-csp.conf           `map $uri $csp { … }` for the nginx recipe in docs/deploy.md
//   cloudfront-csp.js        viewer-response CloudFront Function for the S3 + CloudFront recipe
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
const CLOUDFRONT_FUNCTION_LIMIT = 10 * 1024;

const basePolicy = base.headers
  .flatMap((rule) => rule.headers)
  .find((header) => header.key === CSP)?.value;
if (!basePolicy || !/script-src 'self'(;|$)/.test(basePolicy)) {
  throw new Error(
    `serve.json: the ${CSP} header must have "script-src 'self'" and no 'unsafe-inline' for scripts.`,
  );
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

const policyFor = (hashes) =>
  policyTemplate.replace(
    /script-src 'self'/,
    ["script-src 'self'", ...hashes.map((hash) => `'${hash}'`)].join(" "),
  );

const pages = htmlFiles(outDir)
  .map((file) => {
    const key = `/${path.relative(outDir, file).split(path.sep).join("/")}`;
    return { key, hashes: inlineScriptHashes(readFileSync(file, "utf8")) };
  })
  .sort((a, b) => a.key.localeCompare(b.key));
if (pages.length === 0) throw new Error(`No HTML files in ${outDir}. Run \`next build\` first.`);

const policies = Object.fromEntries(pages.map(({ key, hashes }) => [key, policyFor(hashes)]));
const notFound = policies["/404.html"];
if (!notFound)
  throw new Error(`${outDir}/404.html is missing: the not-found page must be exported.`);

mkdirSync(hostingDir, { recursive: true });

// 1. serve.json for `npm start`: later header rules override earlier ones for the same file.
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
    ...pages.map(({ key }) => ({ source: key, headers: [{ key: CSP, value: policies[key] }] })),
  ],
};
writeFileSync(path.join(hostingDir, "serve.json"), `${JSON.stringify(serveConfig, null, 2)}\n`);
writeFileSync(path.join(hostingDir, "csp.json"), `${JSON.stringify(policies, null, 2)}\n`);

// 2. nginx: $uri is the file try_files found (or /404.html), so the map keys are file paths.
const quote = (value) => `"${value.replace(/["\\]/g, "\\$&")}"`;
writeFileSync(
  path.join(hostingDir, "nginx-csp.conf"),
  [
    "# Generated by scripts/csp.mjs from out/: include in the http block (docs/deploy.md).",
    "map $uri $csp {",
    `  default ${quote(policyFor([]))};`,
    ...pages.map(({ key }) => `  ${quote(key)} ${quote(policies[key])};`),
    "}",
    "",
  ].join("\n"),
);

// 3. CloudFront Function (viewer response): each hash written once, pages list their indexes.
const allHashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
const index = new Map(allHashes.map((hash, i) => [hash, i]));
const routes = Object.fromEntries(
  pages.map(({ key, hashes }) => [key, hashes.map((hash) => index.get(hash))]),
);
const fn = `// Generated by scripts/csp.mjs: each page's Content-Security-Policy (docs/deploy.md).
var T=${JSON.stringify(policyTemplate)};var H=${JSON.stringify(allHashes)};var R=${JSON.stringify(routes)};
function handler(event){var response=event.response;var uri=event.request.uri;
var ids=response.statusCode===404?R["/404.html"]:(R[uri]||R[uri+".html"]||R[uri+"index.html"]||[]);
var list="";for(var i=0;i<ids.length;i++){list+=" '"+H[ids[i]]+"'";}
response.headers["content-security-policy"]={value:T.replace("script-src 'self'","script-src 'self'"+list)};
return response;}
`;
writeFileSync(path.join(hostingDir, "cloudfront-csp.js"), fn);

const size = Buffer.byteLength(fn);
console.log(
  `CSP: ${pages.length} pages, ${allHashes.length} distinct inline scripts hashed; ` +
    `largest policy ${Math.max(...Object.values(policies).map((p) => p.length))} characters; ` +
    `CloudFront Function ${(size / 1024).toFixed(1)} KB of ${CLOUDFRONT_FUNCTION_LIMIT / 1024} KB.`,
);
if (size > CLOUDFRONT_FUNCTION_LIMIT) {
  console.warn(
    "warning: hosting/cloudfront-csp.js is over CloudFront Functions' 10 KB limit; use hosting/csp.json from a Lambda@Edge function instead (docs/deploy.md).",
  );
}
