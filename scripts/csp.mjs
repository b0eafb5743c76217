#!/usr/bin/env node
// Build step after `next build`: the hosting rules of out/ for every host, with a strict
// Content-Security-Policy per page. The export's pages carry inline scripts (theme setup, React
// Server Component payloads); instead of 'unsafe-inline', each page's policy lists the SHA-256
// hashes of exactly its own inline scripts, plus the origins its route declares (the content
// editor at /admin: the origins data/cms.ts declares) (data/routes.ts
// `csp`: frames on the frame pages, an API on a form's page). Every page refuses to be framed
// except those data/routes.ts marks `framedByApp` (/cdr): the app host may frame them, and they get
// no X-Frame-Options. The search engine's worker script (out/pagefind/, scripts/search-index.mjs) gets
// a policy of its own, the one that allows WebAssembly. The rules themselves are in
// scripts/hosting-rules.mjs. Writes to hosting/
// (generated, not checked in):
//   serve.json                       `npm start`'s rules: serve.json plus one policy per page
//   csp.json                         { "/about.html": "<policy>", … } for any other host
//   nginx-http.conf, nginx-server.conf   the nginx configuration (maps; server rules)
//   cloudfront-request.js            the CloudFront viewer-request function
//   object-metadata.json             each page's policy as S3 user metadata, which the constant
//                                    viewer-response function (ops/cloudfront/viewer-response.js) sends
//   cloudfront-headers-policy.json   the CloudFront response headers policy (error responses' CSP)
//   routing.json                     the backend's prefixes and the redirect table, for `npm start`
//   nginx-backend.conf               the backend upstream, when BACKEND_ORIGIN is set (docs/deploy.md)
//   cloudfront-redirects-kvs.json    the KeyValueStore import file: the table's exact rules
//   cloudfront-backend.json          the backend's origin and its ordered cache behaviours
// Usage: node scripts/csp.mjs [--out out] [--hosting hosting]   (npm run build runs it; the
// benchmark runs it on its bare-page baseline, so both are served under the same rules). Run it
// with the build's settings (NEXT_PUBLIC_ASSET_HOST, NEXT_PUBLIC_APP_HOST, …). Exits 1 when a
// CloudFront or S3 limit is passed, saying what to do, or when out/ holds a file the deploy has no
// Content-Type for (ops/deploy/export.ts), naming it: the build fails, not the deploy.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { listFiles, listPages } from "./export-files.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importData } from "./import-data.mjs";
import {
  backendOriginFromEnv,
  CLOUDFRONT_FUNCTION_LIMIT,
  CLOUDFRONT_POLICY_CSP_LIMIT,
  cloudFrontBackend,
  cloudFrontFunctions,
  cloudFrontHeadersPolicy,
  cloudFrontRedirectStore,
  nginxBackendConfig,
  nginxConfig,
  objectMetadata,
  redirectLookup,
  pagePolicies,
  serveConfig,
} from "./hosting-rules.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argument = (flag, fallback) => {
  const at = process.argv.indexOf(flag);
  return path.resolve(root, at > -1 ? process.argv[at + 1] : fallback);
};
const outDir = argument("--out", "out");
const hostingDir = argument("--hosting", "hosting");
const serve = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));

const { appOrigin, assetOrigin } = await importData("data/site.ts");
const { staticRoutes, handOffRoutes } = await importData("data/routes.ts");
// Importing the table validates it: a duplicate, a loop or a hidden page stops the build here.
const { redirectTable: redirects, backendPrefixes } = await importData("data/redirects.ts");
const { SEARCH_WORKER_PATH } = await importData("data/search.ts");
const { cmsCsp, CMS_PAGE } = await importData("data/cms.ts");
const { contentTypeOf, metadataSize, METADATA_LIMIT } = await importData("ops/deploy/export.ts");
const backendOrigin = backendOriginFromEnv(process.env.BACKEND_ORIGIN);

/** The asset host the build used (NEXT_PUBLIC_ASSET_HOST) is the one image host allowed. */
function withAssetHost(policy) {
  if (!assetOrigin) return policy;
  return policy.replace(/img-src ([^;]*)/, (_, sources) => {
    const kept = sources.split(" ").filter((source) => !/^https:\/\//.test(source));
    return `img-src ${[...kept, assetOrigin].join(" ")}`;
  });
}

const template = withAssetHost(
  serve.headers.flatMap((rule) => rule.headers).find((h) => h.key === "Content-Security-Policy")
    ?.value ?? "",
);
const pages = pagePolicies({
  template,
  appOrigin,
  // The hand-off shells are pages too: /kkem/authorization/_ calls the backend.
  routes: [
    ...staticRoutes,
    ...Object.values(handOffRoutes).map(({ shellPath, csp }) => ({ path: shellPath, csp })),
  ],
  // The search engine runs in its worker (scripts/search-index.mjs writes it): only the worker's
  // policy allows WebAssembly, no page's.
  workers: existsSync(path.join(outDir, SEARCH_WORKER_PATH)) ? [SEARCH_WORKER_PATH] : [],
  // The content editor (scripts/admin.mjs) has its own policy: what it needs and nothing more.
  editors: { [CMS_PAGE]: cmsCsp },
  pages: listPages(outDir).map((file) => ({
    key: `/${path.relative(outDir, file).split(path.sep).join("/")}`,
    html: readFileSync(file, "utf8"),
  })),
});
if (pages.length === 0) throw new Error(`No HTML files in ${outDir}. Run \`next build\` first.`);
const notFound = pages.find((page) => page.key === "/404.html");
if (!notFound)
  throw new Error(`${outDir}/404.html is missing: the not-found page must be exported.`);

const defaultPolicy = template;
const handOffs = Object.values(handOffRoutes).map(({ prefix, shellPath }) => ({
  prefix,
  shell: `${shellPath}.html`,
}));
const write = (name, text) => writeFileSync(path.join(hostingDir, name), text);
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
mkdirSync(hostingDir, { recursive: true });

const publicDir = path.relative(root, outDir) || ".";
write("serve.json", json(serveConfig({ serve, pages, defaultPolicy, publicDir })));
write("csp.json", json(Object.fromEntries(pages.map((page) => [page.key, page.policy]))));
write(
  "routing.json",
  json({ backend: backendPrefixes.map(({ prefix }) => prefix), ...redirectLookup(redirects) }),
);
const nginx = nginxConfig({ serve, pages, defaultPolicy, handOffs, redirects, backendPrefixes });
write("nginx-http.conf", nginx.http);
write("nginx-server.conf", nginx.server);
if (backendOrigin) write("nginx-backend.conf", nginxBackendConfig(backendOrigin));
const cloudFront = cloudFrontFunctions({ handOffs, redirects, backendPrefixes });
write("cloudfront-request.js", cloudFront.request);
const metadata = objectMetadata(pages);
write("object-metadata.json", json(metadata));
write(
  "cloudfront-headers-policy.json",
  json(cloudFrontHeadersPolicy({ serve, notFoundPolicy: notFound.policy })),
);

write("cloudfront-redirects-kvs.json", json(cloudFrontRedirectStore(redirects)));
write("cloudfront-backend.json", json(cloudFrontBackend({ backendOrigin, backendPrefixes })));

const largestMetadata = Math.max(...Object.values(metadata).map(metadataSize));
const hashCount = new Set(pages.flatMap((page) => page.hashes)).size;
const grown = pages.filter((page) => page.base !== defaultPolicy).map((page) => page.key);
console.log(
  `CSP: ${pages.length} pages, ${hashCount} distinct inline scripts hashed; ` +
    `largest policy ${Math.max(...pages.map((page) => page.policy.length))} characters; ` +
    `own origins: ${grown.join(", ") || "no page"}; ` +
    `largest object metadata ${largestMetadata} bytes of S3's ${METADATA_LIMIT}; ` +
    `CloudFront viewer-request function ${(Buffer.byteLength(cloudFront.request) / 1024).toFixed(1)} KB of ${CLOUDFRONT_FUNCTION_LIMIT / 1024} KB.`,
);

const problems = [];
// A rule must not stand where the export has a file: hosting would answer the rule instead.
const exported = new Set(pages.map(({ key }) => key.replace(/(\/index)?\.html$/, "") || "/"));
for (const rule of redirects) {
  if (!rule.prefix && exported.has(rule.from)) {
    problems.push(
      `data/redirects.ts: ${rule.from} (${rule.source}) would hide the exported page ${rule.from}.`,
    );
  }
}
if (!backendOrigin) {
  console.log(
    "Backend: BACKEND_ORIGIN is not set, so hosting/nginx-backend.conf is not written and " +
      'cloudfront-backend.json names no origin (docs/deploy.md, "The backend\'s paths").',
  );
}
for (const [key, entry] of Object.entries(metadata)) {
  const bytes = metadataSize(entry);
  if (bytes > METADATA_LIMIT) {
    problems.push(
      `out/${key}: its policy is ${bytes} bytes of S3 user metadata, over the ${METADATA_LIMIT} S3 accepts ` +
        "(the viewer-response function reads it from there). Cut the page's inline scripts " +
        '(docs/deploy.md, "Each page\'s policy").',
    );
  }
}
// Every file the deploy would upload needs a Content-Type (and serve.json its caching).
for (const file of listFiles(outDir)) {
  try {
    contentTypeOf(path.relative(outDir, file).split(path.sep).join("/"));
  } catch (error) {
    problems.push(error.message);
  }
}
if (notFound.policy.length > CLOUDFRONT_POLICY_CSP_LIMIT) {
  problems.push(
    `The not-found page's policy is ${notFound.policy.length} characters, over the ${CLOUDFRONT_POLICY_CSP_LIMIT} a CloudFront ` +
      "response headers policy accepts, so error responses would go out without a CSP. Cut the inline " +
      "scripts of app/not-found.tsx, or set the 404's CSP from a Lambda@Edge origin-response function (docs/deploy.md).",
  );
}
const requestSize = Buffer.byteLength(cloudFront.request);
if (requestSize > CLOUDFRONT_FUNCTION_LIMIT) {
  problems.push(
    `hosting/cloudfront-request.js is ${(requestSize / 1024).toFixed(1)} KB, over CloudFront Functions' ${CLOUDFRONT_FUNCTION_LIMIT / 1024} KB limit. ` +
      "Its exact redirects are in the KeyValueStore already: keep prefix rules (data/redirects.ts) few.",
  );
}
if (problems.length > 0) {
  console.error(problems.map((problem) => `error: ${problem}`).join("\n"));
  process.exit(1);
}
