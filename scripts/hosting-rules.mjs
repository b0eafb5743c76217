// The hosting rules of the export as file contents, for the three hosts docs/deploy.md describes:
// serve.json (`npm start`), nginx, S3 + CloudFront. Pure functions: scripts/csp.mjs feeds them the
// pages of out/ and the site's data and writes the files; unit tests feed them small made-up sites.
import { createHash } from "node:crypto";

const CSP = "Content-Security-Policy";
const FRAME_OPTIONS = "X-Frame-Options";
const NO_FRAMING = "frame-ancestors 'none'";

/** CloudFront Functions refuse code over 10 KB. */
export const CLOUDFRONT_FUNCTION_LIMIT = 10 * 1024;
/** CloudFront refuses a response headers policy whose Content-Security-Policy is longer. */
export const CLOUDFRONT_POLICY_CSP_LIMIT = 1783;

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

/**
 * Appends hashes to the policy's script-src. Written in ES5: the CloudFront Function carries this
 * very function (its source text), so every host inserts hashes the same way.
 */
export function withScriptHashes(policy, hashes) {
  var start = policy.indexOf("script-src ");
  var end = policy.indexOf(";", start);
  if (end === -1) end = policy.length;
  var list = "";
  for (var i = 0; i < hashes.length; i++) list += " '" + hashes[i] + "'";
  return policy.slice(0, end) + list + policy.slice(end);
}

/**
 * A source a route may add: an https or wss origin, or an http or ws one on this machine (tests'
 * fakes).
 */
const isOrigin = (source) => {
  try {
    const url = new URL(source);
    const local = ["localhost", "127.0.0.1"].includes(url.hostname);
    return url.origin === source && (["https:", "wss:"].includes(url.protocol) || local);
  } catch {
    return false;
  }
};

/**
 * Adds a route's origins (data/routes.ts `csp`) to a policy, directive by directive: 'none' gives
 * way to them. Anything but an origin, or a directive the policy lacks, is refused by name.
 */
export function withAdditions(policy, additions = {}, where = "a route") {
  let result = policy;
  for (const [directive, origins] of Object.entries(additions)) {
    if (!origins?.length) continue;
    const bad = origins.filter((origin) => !isOrigin(origin));
    if (bad.length > 0) {
      throw new Error(
        `${where}: csp["${directive}"] may list origins only (https://host), not ${bad.map((s) => JSON.stringify(s)).join(", ")}.`,
      );
    }
    const pattern = new RegExp(`(^|; )${directive} ([^;]*)`);
    const found = pattern.exec(result);
    if (!found) throw new Error(`${where}: the site-wide policy has no ${directive} to add to.`);
    const kept = found[2].split(" ").filter((source) => source !== "'none'");
    const sources = [...new Set([...kept, ...origins])].join(" ");
    result = result.replace(pattern, `$1${directive} ${sources}`);
  }
  return result;
}

/** The export file of a route path: "/" is /index.html, "/about" is /about.html. */
const fileOf = (routePath) => (routePath === "/" ? "/index.html" : `${routePath}.html`);

/**
 * Every page's policy. `pages` are out/'s HTML files ({ key: "/about.html", html }); `routes` the
 * entries of data/routes.ts (path, csp, framedByApp); `template` the site-wide policy.
 */
export function pagePolicies({ template, pages, routes, appOrigin }) {
  if (!/script-src 'self'(;|$)/.test(template)) {
    throw new Error(`serve.json: the ${CSP} must have "script-src 'self'" and nothing more.`);
  }
  if (!template.includes(NO_FRAMING)) {
    throw new Error(`serve.json: the ${CSP} header must have "${NO_FRAMING}".`);
  }
  const byFile = new Map(routes.map((route) => [fileOf(route.path), route]));
  return pages
    .map(({ key, html }) => {
      const route = byFile.get(key);
      const framedByApp = Boolean(route?.framedByApp);
      // The page's script names the origin it accepts; hosting must let that same origin frame it.
      if (framedByApp && !html.includes(JSON.stringify(appOrigin))) {
        throw new Error(
          `${key} was not built for the app origin ${appOrigin}: build and run this script with the same NEXT_PUBLIC_APP_HOST.`,
        );
      }
      let base = withAdditions(template, route?.csp, `data/routes.ts ${route?.path}`);
      if (framedByApp) base = base.replace(NO_FRAMING, `frame-ancestors ${appOrigin}`);
      const hashes = inlineScriptHashes(html);
      return { key, hashes, base, framedByApp, policy: withScriptHashes(base, hashes) };
    })
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** serve-handler's glob (serve.json `source`) as a regular expression on the URI path. */
export function globPattern(glob) {
  const pattern = glob.replace(
    /\*\*\/|\*\*|\*|@\(([^)]*)\)|[.+?^${}()|[\]\\]/g,
    (token, choices) => {
      if (token === "**/") return "(?:.*/)?";
      if (token === "**") return ".*";
      if (token === "*") return "[^/]*";
      if (choices !== undefined) return `(?:${choices.replace(/\./g, "\\.")})`;
      return `\\${token}`;
    },
  );
  return `^/${pattern.replace(/^\//, "")}$`;
}

/** serve.json's header rules split: the site-wide headers, and the per-path ones by header name. */
function headerRules(serve) {
  const everywhere = serve.headers.filter((rule) => rule.source === "**").flatMap((r) => r.headers);
  const byPath = serve.headers
    .filter((rule) => rule.source !== "**")
    .flatMap((rule) =>
      rule.headers.map((header) => ({ ...header, pattern: globPattern(rule.source) })),
    );
  return { everywhere, byPath };
}

/** hosting/serve.json: serve.json with each page's policy, for `npm start` (scripts/serve.mjs). */
export function serveConfig({ serve, pages, defaultPolicy, publicDir }) {
  return {
    ...serve,
    public: publicDir,
    headers: [
      ...serve.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key === CSP ? { ...header, value: defaultPolicy } : header,
        ),
      })),
      // Later rules override earlier ones; serve-handler drops a header whose value is null.
      ...pages.map(({ key, policy, framedByApp }) => ({
        source: key,
        headers: [
          { key: CSP, value: policy },
          ...(framedByApp ? [{ key: FRAME_OPTIONS, value: null }] : []),
        ],
      })),
    ],
  };
}

const quote = (value) => `"${value.replace(/["\\]/g, "\\$&")}"`;
const variable = (name) => `$mulearn_${name.toLowerCase().replace(/-/g, "_")}`;

/**
 * nginx, in two includes: `http` holds the maps from the served file ($uri, once try_files or the
 * rewrites found it) to its headers; `server` the headers, clean URLs, rewrites and the not-found
 * page. Every header is set at server level and no location adds one, so none is lost.
 */
export function nginxConfig({ serve, pages, defaultPolicy, handOffs }) {
  const { everywhere, byPath } = headerRules(serve);
  const byName = new Map();
  for (const header of byPath) byName.set(header.key, [...(byName.get(header.key) ?? []), header]);
  const framed = pages.filter((page) => page.framedByApp);
  const http = [
    "# Generated by scripts/csp.mjs from out/ and serve.json: include in the http block (docs/deploy.md).",
    `map $uri ${variable(CSP)} {`,
    `  default ${quote(defaultPolicy)};`,
    ...pages.map(({ key, policy }) => `  ${quote(key)} ${quote(policy)};`),
    "}",
    // An empty value sends no header: the pages the app frames get no X-Frame-Options.
    `map $uri ${variable(FRAME_OPTIONS)} {`,
    `  default ${quote(everywhere.find((header) => header.key === FRAME_OPTIONS)?.value ?? "")};`,
    ...framed.map(({ key }) => `  ${quote(key)} "";`),
    "}",
    // serve.json applies its rules in order, the last match winning; a map takes the first regex.
    // A path's header replaces the site-wide one of the same name (serve.json's order).
    ...[...byName].flatMap(([name, headers]) => [
      `map $uri ${variable(name)} {`,
      `  default ${quote(everywhere.find((header) => header.key === name)?.value ?? "")};`,
      ...headers
        .toReversed()
        .map(({ pattern, value }) => `  ${quote(`~${pattern}`)} ${quote(value)};`),
      "}",
    ]),
    "",
  ].join("\n");

  const constant = everywhere.filter(
    (header) => ![CSP, FRAME_OPTIONS].includes(header.key) && !byName.has(header.key),
  );
  const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
  const server = [
    "# Generated by scripts/csp.mjs: the site's rules, included in a server block after listen and",
    "# root (docs/deploy.md); hosting/nginx-http.conf goes in the http block.",
    "absolute_redirect off;",
    "server_tokens off;",
    "charset utf-8;",
    "gzip on;",
    "gzip_vary on;",
    "gzip_types text/css application/javascript application/json image/svg+xml text/plain text/xml application/xml;",
    "",
    `add_header ${CSP} ${variable(CSP)} always;`,
    `add_header ${FRAME_OPTIONS} ${variable(FRAME_OPTIONS)} always;`,
    ...[...byName.keys()].map((name) => `add_header ${name} ${variable(name)} always;`),
    ...constant.map(({ key, value }) => `add_header ${key} ${quote(value)} always;`),
    "",
    // A named location is entered without the server's rewrites: the 404 page keeps status 404.
    "error_page 404 @not_found;",
    "location @not_found {",
    "  try_files /404.html =500;",
    "}",
    "",
    "location = / {",
    "  try_files /index.html =404;",
    "}",
    "location ~ ^/index(\\.html)?$ {",
    "  return 301 /$is_args$args;",
    "}",
    "location ~ ^(?<clean>/.+)\\.html$ {",
    "  return 301 $clean$is_args$args;",
    "}",
    // Any value, with or without a trailing slash, is served by its route's shell.
    ...handOffs.flatMap(({ prefix, shell }) => [
      `location ~ ^${escape(prefix)}[^/]+/?$ {`,
      `  try_files $uri ${shell} =404;`,
      "}",
    ]),
    "location / {",
    "  rewrite ^(/.+?)/+$ $1 permanent;",
    "  try_files $uri $uri.html =404;",
    "}",
    "",
  ].join("\n");
  return { http, server };
}

/**
 * The CloudFront Functions. Viewer request: clean URLs, `.html` and trailing-slash redirects, any
 * hand-off value to its shell. Viewer response: each page's policy (found by the viewer's URI or
 * the rewritten one) and X-Frame-Options; it does not run on error responses, which keep the
 * response headers policy's headers (cloudFrontHeadersPolicy).
 */
export function cloudFrontFunctions({ pages, defaultPolicy, handOffs }) {
  const shells = `[${handOffs
    .map(({ prefix, shell }) => {
      const source = `^${prefix.replace(/[.+?^${}()|[\]\\/]/g, "\\$&")}[^\\/]+\\/?$`;
      return `[/${source}/,${JSON.stringify(shell)}]`;
    })
    .join(",")}]`;

  const request = `// Generated by scripts/csp.mjs: viewer request (docs/deploy.md).
var S=${shells};
function query(q){var parts=[];for(var k in q){var v=q[k];var list=v.multiValue||[v];for(var i=0;i<list.length;i++)parts.push(list[i].value===""?k:k+"="+list[i].value);}return parts.length?"?"+parts.join("&"):"";}
function moved(location){return{statusCode:301,statusDescription:"Moved Permanently",headers:{location:{value:location}}};}
function handler(event){var request=event.request;var uri=request.uri;
for(var i=0;i<S.length;i++){if(S[i][0].test(uri)){request.uri=S[i][1];return request;}}
if(uri.length>1&&uri.charAt(uri.length-1)==="/")return moved((uri.replace(/\\/+$/,"")||"/")+query(request.querystring||{}));
if(/^\\/index(\\.html)?$/.test(uri))return moved("/"+query(request.querystring||{}));
if(/\\.html$/.test(uri))return moved(uri.slice(0,-5)+query(request.querystring||{}));
if(uri==="/")request.uri="/index.html";
else if(uri.lastIndexOf(".")<uri.lastIndexOf("/"))request.uri=uri+".html";
return request;}
`;

  // The site-wide policy is written once, each other page's policy as the directives it changes,
  // each hash once: a page lists its policy and hashes by index, so the function stays small.
  const directives = (policy) => new Map(policy.split("; ").map((d) => [d.split(" ")[0], d]));
  const defaults = directives(defaultPolicy);
  const bases = [...new Set([defaultPolicy, ...pages.map((page) => page.base)])];
  const changes = bases.map((base) =>
    [...directives(base)]
      .filter(([name, directive]) => defaults.get(name) !== directive)
      .map(([, d]) => d),
  );
  const hashes = [...new Set(pages.flatMap((page) => page.hashes))].sort();
  const hashIndex = new Map(hashes.map((hash, i) => [hash, i]));
  // The layout's scripts, on most pages, are listed once (C); a page holding all of them says so
  // with a 1 instead of repeating their indexes, and still gets exactly its own hashes.
  const shared = hashes.filter(
    (hash) => pages.filter((page) => page.hashes.includes(hash)).length * 2 > pages.length,
  );
  const routes = Object.fromEntries(
    pages.map(({ key, base, hashes: own }) => {
      const usesShared = shared.length > 0 && shared.every((hash) => own.includes(hash));
      const listed = usesShared ? own.filter((hash) => !shared.includes(hash)) : own;
      // Keys without ".html", which every key has: the function adds it back.
      return [
        key.replace(/\.html$/, ""),
        [bases.indexOf(base), usesShared ? 1 : 0, ...listed.map((hash) => hashIndex.get(hash))],
      ];
    }),
  );
  const framed = pages.filter((page) => page.framedByApp).map((page) => page.key);
  const response = `// scripts/csp.mjs: viewer response
var T=${JSON.stringify(defaultPolicy)};var D=${JSON.stringify(changes)};
var H=${JSON.stringify(hashes.map((hash) => hash.replace(/^sha256-|=$/g, "")).join(" "))}.split(" ");
var C=${JSON.stringify(shared.map((hash) => hashIndex.get(hash)))};var R=${JSON.stringify(routes)};
var F=${JSON.stringify(framed)};var S=${shells};
${withScriptHashes.toString().replace(/\n\s*/g, "")}
function base(i){var p=T,d=D[i];for(var j=0;j<d.length;j++)p=p.replace(new RegExp("(^|; )"+d[j].split(" ")[0]+" [^;]*"),"$1"+d[j]);return p;}
function G(k){return k?R[k.slice(0,-5)]:null;}
function pageKey(u,s){if(s>=400)return"/404.html";if(/\\.html$/.test(u)&&G(u))return u;
for(var i=0;i<S.length;i++)if(S[i][0].test(u))return S[i][1];
if(R[u])return u+".html";if(R[u+"index"])return u+"index.html";return null;}
function handler(e){var r=e.response,h=r.headers,k=pageKey(e.request.uri,r.statusCode),p=G(k)||[0,0],ids=p[1]?C.concat(p.slice(2)):p.slice(2),l=[];
for(var i=0;i<ids.length;i++)l.push("sha256-"+H[ids[i]]+"=");
h["content-security-policy"]={value:withScriptHashes(base(p[0]),l)};
if(F.indexOf(k)>-1)delete h["x-frame-options"];else h["x-frame-options"]={value:"DENY"};
return r;}
`;
  return { request, response };
}

/**
 * The response headers policy (aws cloudfront create-response-headers-policy): serve.json's
 * site-wide headers, with the not-found page's policy as the Content-Security-Policy, because
 * CloudFront sends error responses with the policy's headers and runs no function on them.
 */
export function cloudFrontHeadersPolicy({ serve, notFoundPolicy }) {
  const { everywhere } = headerRules(serve);
  const value = (key) => everywhere.find((header) => header.key === key)?.value;
  const security = {
    ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: notFoundPolicy },
    FrameOptions: { Override: true, FrameOption: value(FRAME_OPTIONS) },
    ContentTypeOptions: { Override: true },
    ReferrerPolicy: { Override: true, ReferrerPolicy: value("Referrer-Policy") },
  };
  const named = [CSP, FRAME_OPTIONS, "X-Content-Type-Options", "Referrer-Policy"];
  const custom = everywhere
    .filter((header) => !named.includes(header.key))
    .map(({ key, value: headerValue }) => ({ Header: key, Value: headerValue, Override: true }));
  return {
    Name: "mulearn-site-headers",
    Comment: "Generated by scripts/csp.mjs; the viewer-response function sets each page's CSP.",
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  };
}
