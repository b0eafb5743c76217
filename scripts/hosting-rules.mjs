// The hosting rules of the export as file contents, for the three hosts docs/deploy.md describes:
// serve.json (`npm start`), nginx, S3 + CloudFront. Pure functions: scripts/csp.mjs feeds them the
// pages of out/ and the site's data and writes the files; unit tests feed them small made-up sites.
import { createHash } from "node:crypto";
import { pageFile } from "./export-files.mjs";

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
 * The redirect table (data/redirects.ts) as lookup data: each exact rule's value by its path, and
 * the prefix rules ("/dashboard/*" as "/dashboard/"), longest first. A value is "<status> <q|-> <to>":
 * q keeps the visitor's query string.
 */
export function redirectLookup(table) {
  const exact = {};
  const prefixes = [];
  for (const rule of table) {
    const value = `${rule.status} ${rule.keepQuery ? "q" : "-"} ${rule.to}`;
    if (rule.prefix) prefixes.push([rule.from.slice(0, -1), value]);
    else exact[rule.from] = value;
  }
  prefixes.sort((a, b) => b[0].length - a[0].length || a[0].localeCompare(b[0]));
  return { exact, prefixes };
}

// The next three functions are written in ES5: the CloudFront viewer-request function carries
// their source text, so every host answers a redirect the same way.

/** The key an exact rule is found by: the decoded path without trailing slashes, or null. */
export function redirectKey(uri) {
  var path = uri.length > 1 ? uri.replace(/\/+$/, "") || "/" : uri;
  try {
    return decodeURIComponent(path);
    /* eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5 needs the binding */
  } catch (e) {
    return null;
  }
}

/** The first prefix rule the raw path starts with: [value, the rest of the path], or null. */
export function prefixMatch(prefixes, uri) {
  for (var i = 0; i < prefixes.length; i++) {
    if (uri.indexOf(prefixes[i][0]) === 0)
      return [prefixes[i][1], uri.slice(prefixes[i][0].length)];
  }
  return null;
}

/** [status, Location] for a rule's value, the rest of a prefix rule's path and the raw query. */
export function redirectAnswer(value, rest, query) {
  var parts = value.split(" ");
  var location = parts[2].replace(":splat", rest);
  if (parts[1] === "q" && query) location += "?" + query;
  return [Number(parts[0]), location];
}

/** True for a path the backend answers (data/redirects.ts `backendPrefixes`). */
export function isBackendPath(prefixes, uri) {
  for (var i = 0; i < prefixes.length; i++) if (uri.indexOf(prefixes[i]) === 0) return true;
  return false;
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

/**
 * The content editor's page policy (/admin, data/cms.ts `cmsCsp`): the site-wide one with the
 * origins the editor talks to and shows pictures from, plus two local sources: data: pictures
 * (its previews; every page's policy has them already, for the favicon) and blob: reads (an uploaded picture, read back from its object address when it
 * is saved). The editor's own styles need 'unsafe-inline', which every page's style-src has; no
 * 'unsafe-eval'.
 */
export function editorPolicy(template, additions) {
  const add = (policy, directive, source) =>
    policy.replace(
      new RegExp(`(^|; )${directive} ([^;]*)`),
      (_, start, sources) =>
        `${start}${directive} ${[...new Set([...sources.split(" "), source])].join(" ")}`,
    );
  const policy = withAdditions(template, additions, "data/cms.ts cmsCsp");
  return add(add(policy, "img-src", "data:"), "connect-src", "blob:");
}

/** The one source a script file's own policy may add: compiling WebAssembly (never 'unsafe-eval'). */
const WASM = "'wasm-unsafe-eval'";

/**
 * A worker script's policy: a dedicated worker runs under the policy its own response carries,
 * not its page's. The search engine's worker compiles WebAssembly, so its policy alone allows it.
 */
export function workerPolicy(template) {
  return template.replace(/(^|; )script-src ([^;]*)/, `$1script-src $2 ${WASM}`);
}

/**
 * Every page's policy. `pages` are out/'s HTML files ({ key: "/about.html", html }); `routes` the
 * entries of data/routes.ts (path, csp, framedByApp); `template` the site-wide policy; `workers`
 * the paths of worker scripts that compile WebAssembly (the search engine's), each served with
 * `workerPolicy` and listed like a page, so every host sends it the same way.
 */
export function pagePolicies({ template, pages, routes, appOrigin, workers = [], editors = {} }) {
  if (!/script-src 'self'(;|$)/.test(template)) {
    throw new Error(`serve.json: the ${CSP} must have "script-src 'self'" and nothing more.`);
  }
  if (!template.includes(NO_FRAMING)) {
    throw new Error(`serve.json: the ${CSP} header must have "${NO_FRAMING}".`);
  }
  const byFile = new Map(routes.map((route) => [`/${pageFile(route.path)}`, route]));
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
      let base = editors[key]
        ? editorPolicy(template, editors[key])
        : withAdditions(template, route?.csp, `data/routes.ts ${route?.path}`);
      if (framedByApp) base = base.replace(NO_FRAMING, `frame-ancestors ${appOrigin}`);
      const hashes = inlineScriptHashes(html);
      return { key, hashes, base, framedByApp, policy: withScriptHashes(base, hashes) };
    })
    .concat(
      workers.map((key) => {
        const base = workerPolicy(template);
        return { key, hashes: [], base, framedByApp: false, policy: base };
      }),
    )
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

/** [status, Location] for a request's path and raw query under a `redirectLookup`, or null. */
export function findRedirect(lookup, url) {
  const at = url.indexOf("?");
  const [path, query] = at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at + 1)];
  const key = redirectKey(path);
  const match =
    key !== null && Object.hasOwn(lookup.exact, key)
      ? [lookup.exact[key], ""]
      : prefixMatch(lookup.prefixes, path);
  return match && redirectAnswer(match[0], match[1], query);
}

const quote = (value) => `"${value.replace(/["\\]/g, "\\$&")}"`;
const variable = (name) => `$mulearn_${name.toLowerCase().replace(/-/g, "_")}`;
const escapeRegex = (text) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

/**
 * The nginx lines that send one path, or every path under a prefix, to the backend upstream
 * (hosting/nginx-backend.conf): method, body, query, Authorization and a WebSocket upgrade pass
 * unchanged, nothing is cached, compressed or limited in size here, and redirects keep the
 * backend's Location.
 */
function nginxBackendLocation({ prefix, websocket }) {
  return [
    // Without it, nginx would answer the prefix without its slash with a 301 to the backend.
    `location = ${prefix.slice(0, -1)} { return 404; }`,
    `location ^~ ${prefix} {`,
    "  proxy_pass $mulearn_backend;",
    "  proxy_http_version 1.1;",
    "  proxy_set_header Host $host;",
    "  proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "  proxy_set_header X-Forwarded-Proto $scheme;",
    "  proxy_set_header Upgrade $http_upgrade;",
    "  proxy_set_header Connection $mulearn_connection;",
    "  proxy_ssl_server_name on;",
    "  proxy_ssl_name $mulearn_backend_name;",
    "  proxy_redirect off;",
    "  proxy_buffering off;",
    "  proxy_request_buffering off;",
    "  proxy_cache off;",
    "  client_max_body_size 0;",
    "  gzip off;",
    ...(websocket ? ["  proxy_read_timeout 1h;", "  proxy_send_timeout 1h;"] : []),
    "}",
  ];
}

/** nginx's answer for a redirect rule: exact paths with and without a trailing slash. */
function nginxRedirectLocations(rule) {
  const value = (target) => quote(`${target}${rule.keepQuery ? "$is_args$args" : ""}`);
  if (!rule.prefix) {
    return [rule.from, `${rule.from}/`].map(
      (from) => `location = ${quote(from)} { return ${rule.status} ${value(rule.to)}; }`,
    );
  }
  const prefix = rule.from.slice(0, -1);
  if (!rule.to.includes(":splat")) {
    return [`location ^~ ${quote(prefix)} { return ${rule.status} ${value(rule.to)}; }`];
  }
  // $request_uri keeps the visitor's escapes, so the rest is sent on as it came.
  return [
    `location ^~ ${quote(prefix)} {`,
    `  if ($request_uri ~ ${quote(`^${escapeRegex(prefix)}([^?]*)`)}) {`,
    `    return ${rule.status} ${value(rule.to.replace(":splat", "$1"))};`,
    "  }",
    `  return ${rule.status} ${value(rule.to.replace(":splat", ""))};`,
    "}",
  ];
}

/**
 * BACKEND_ORIGIN as given ("" when unset), or an Error naming the setting when it is not an http(s)
 * origin: the build and `npm start` read it the same way.
 */
export function backendOriginFromEnv(value = "") {
  if (value && !/^https?:\/\/[^/?#]+$/.test(value)) {
    throw new Error(
      `BACKEND_ORIGIN must be an origin such as https://backend.example.org; got "${value}".`,
    );
  }
  return value;
}

/**
 * hosting/nginx-backend.conf, for the http block: the upstream named `mulearn_backend` at the
 * backend's origin (BACKEND_ORIGIN, docs/deploy.md), with the scheme and TLS name to reach it.
 */
export function nginxBackendConfig(backendOrigin) {
  const url = new URL(backendOrigin);
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return [
    "# Generated by scripts/csp.mjs from BACKEND_ORIGIN: include in the http block (docs/deploy.md).",
    "upstream mulearn_backend {",
    `  server ${url.host.includes(":") ? url.host : `${url.hostname}:${port}`};`,
    "  keepalive 16;",
    "}",
    `map $host $mulearn_backend { default "${url.protocol}//mulearn_backend"; }`,
    `map $host $mulearn_backend_name { default "${url.hostname}"; }`,
    "",
  ].join("\n");
}

/**
 * nginx, in two includes: `http` holds the maps from the served file ($uri, once try_files or the
 * rewrites found it) to its headers; `server` the headers, the backend's prefixes, the redirect
 * table, clean URLs, rewrites and the not-found page. Every header is set at server level from a
 * map and no location adds one, so none is lost; the backend's paths map to no header at all, so
 * its answers pass unchanged.
 */
export function nginxConfig({
  serve,
  pages,
  defaultPolicy,
  handOffs,
  redirects = [],
  backendPrefixes = [],
}) {
  const { everywhere, byPath } = headerRules(serve);
  const byName = new Map();
  for (const header of byPath) byName.set(header.key, [...(byName.get(header.key) ?? []), header]);
  const framed = pages.filter((page) => page.framedByApp);
  const siteWide = (name) => everywhere.find((header) => header.key === name)?.value ?? "";
  // Checked before any other regex of a map: the backend's answers get none of the site's headers.
  const backend =
    backendPrefixes.length > 0
      ? [
          `  ${quote(`~^(${backendPrefixes.map(({ prefix }) => escapeRegex(prefix)).join("|")})`)} "";`,
        ]
      : [];
  const constant = everywhere.filter(
    (header) => ![CSP, FRAME_OPTIONS].includes(header.key) && !byName.has(header.key),
  );
  const http = [
    "# Generated by scripts/csp.mjs from out/ and serve.json: include in the http block (docs/deploy.md).",
    `map $uri ${variable(CSP)} {`,
    `  default ${quote(defaultPolicy)};`,
    ...backend,
    ...pages.map(({ key, policy }) => `  ${quote(key)} ${quote(policy)};`),
    "}",
    // An empty value sends no header: the pages the app frames get no X-Frame-Options.
    `map $uri ${variable(FRAME_OPTIONS)} {`,
    `  default ${quote(siteWide(FRAME_OPTIONS))};`,
    ...backend,
    ...framed.map(({ key }) => `  ${quote(key)} "";`),
    "}",
    // serve.json applies its rules in order, the last match winning; a map takes the first regex.
    // A path's header replaces the site-wide one of the same name (serve.json's order).
    ...[...byName].flatMap(([name, headers]) => [
      `map $uri ${variable(name)} {`,
      `  default ${quote(siteWide(name))};`,
      ...backend,
      ...headers
        .toReversed()
        .map(({ pattern, value }) => `  ${quote(`~${pattern}`)} ${quote(value)};`),
      "}",
    ]),
    ...constant.flatMap(({ key, value }) => [
      `map $uri ${variable(key)} {`,
      `  default ${quote(value)};`,
      ...backend,
      "}",
    ]),
    // A WebSocket upgrade is passed on; any other request keeps its upstream connection open.
    "map $http_upgrade $mulearn_connection {",
    "  default upgrade;",
    '  "" "";',
    "}",
    "",
  ].join("\n");

  const server = [
    "# Generated by scripts/csp.mjs: the site's rules, included in a server block after listen and",
    "# root (docs/deploy.md); hosting/nginx-http.conf and hosting/nginx-backend.conf go in the http block.",
    "absolute_redirect off;",
    "server_tokens off;",
    "charset utf-8;",
    "gzip on;",
    "gzip_vary on;",
    "gzip_types text/css application/javascript application/json image/svg+xml text/plain text/xml application/xml;",
    "",
    ...[CSP, FRAME_OPTIONS, ...byName.keys(), ...constant.map(({ key }) => key)].map(
      (name) => `add_header ${name} ${variable(name)} always;`,
    ),
    "",
    "# The backend's paths, before every page and redirect (data/redirects.ts).",
    ...backendPrefixes.flatMap(nginxBackendLocation),
    "",
    "# The redirect table (data/redirects.ts).",
    ...redirects.flatMap(nginxRedirectLocations),
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
    // The not-found page has no address of its own.
    "location = /404 {",
    "  return 404;",
    "}",
    "location ~ ^/index(\\.html)?$ {",
    "  return 301 /$is_args$args;",
    "}",
    "location ~ ^(?<clean>/.+)\\.html$ {",
    "  return 301 $clean$is_args$args;",
    "}",
    // Any value, with or without a trailing slash, is served by its route's shell.
    ...handOffs.flatMap(({ prefix, shell }) => [
      `location ~ ^${escapeRegex(prefix)}[^/]+/?$ {`,
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

/** The source text of functions written in ES5, on one line each, for a CloudFront Function. */
const inline = (...functions) =>
  functions.map((fn) => fn.toString().replace(/\n\s*/g, "")).join("\n");

/**
 * What the viewer-request function knows of the export, from its files (paths relative to out/):
 * the clean address of each page (`about.html` is `/about`), the folders answered by their own
 * index page (`/`, `/admin`), and the top-level names other files live under. Next.js's own
 * not-found page and the site's 404 page are not addresses.
 */
export function exportAddresses(files) {
  const pages = [];
  const folders = [];
  const topLevel = new Set();
  for (const file of files) {
    const [first] = file.split("/");
    if (file.includes("/") || !/\.(html|txt)$/.test(file)) topLevel.add(first);
    if (!file.endsWith(".html") || /^(404|_not-found)\.html$/.test(file)) continue;
    if (file === "index.html" || file.endsWith("/index.html")) {
      folders.push(`/${file.slice(0, -"index.html".length).replace(/\/$/, "")}`);
    } else pages.push(`/${file.slice(0, -".html".length)}`);
  }
  const list = (names) => `|${[...names].sort().join("|")}|`;
  return { pages: list(pages), folders: list(folders), topLevel: list(topLevel) };
}

/**
 * The CloudFront Functions (runtime cloudfront-js-2.0). Viewer request: the backend's prefixes
 * left alone (their cache behaviours carry no function; this is a second guard), any hand-off
 * value to its shell, the redirect table (exact paths from the KeyValueStore associated with the
 * function, whose import file is cloudFrontRedirectStore; prefixes in the code), then clean URLs
 * and the `.html` and trailing-slash redirects. An address no page has, `/404` and the deploy's
 * records get the not-found page's object, whose metadata asks the viewer-response function for
 * status 404: the distribution has no custom error response, which would also replace the
 * backend's own 404 answers (CONTRACTS.md §19). A file address is passed to the bucket when its
 * first segment is one the export has (a missing script there is the bucket's plain 404). The
 * viewer-response function is not generated: it is the same for every build
 * (ops/cloudfront/viewer-response.js) and reads each page's policy from the object's metadata
 * (objectMetadata).
 */
export function cloudFrontFunctions({ handOffs, redirects = [], backendPrefixes = [], files }) {
  const { pages, folders, topLevel } = exportAddresses(files);
  const shells = `[${handOffs
    .map(({ prefix, shell }) => {
      const source = `^${prefix.replace(/[.+?^${}()|[\]\\/]/g, "\\$&")}[^\\/]+\\/?$`;
      return `[/${source}/,${JSON.stringify(shell)}]`;
    })
    .join(",")}]`;
  const { prefixes } = redirectLookup(redirects);

  const request = `import cf from "cloudfront";
// Generated by scripts/csp.mjs: viewer request (docs/deploy.md).
var kvs=cf.kvs();
var S=${shells};
var B=${JSON.stringify(backendPrefixes.map(({ prefix }) => prefix))};
var P=${JSON.stringify(prefixes)};
var H=${JSON.stringify(pages)};
var D=${JSON.stringify(folders)};
var T=${JSON.stringify(topLevel)};
${inline(redirectKey, prefixMatch, redirectAnswer, isBackendPath)}
function query(q){var parts=[];for(var k in q){var v=q[k];var list=v.multiValue||[v];for(var i=0;i<list.length;i++)parts.push(list[i].value===""?k:k+"="+list[i].value);}return parts.length?"?"+parts.join("&"):"";}
function answer(status,location){return{statusCode:status,statusDescription:status===301?"Moved Permanently":"Found",headers:{location:{value:location}}};}
function moved(location){return answer(301,location);}
function isRecord(uri){var d=uri;try{d=decodeURIComponent(uri);}catch(e){}return d.indexOf("/_deploys/")===0;}
function listed(list,name){return list.indexOf("|"+name+"|")>=0;}
function isFile(uri){var name=uri.slice(uri.lastIndexOf("/")+1);if(name.indexOf(".")<0)return false;var top=uri.split("/")[1];return listed(T,top)||(top===name&&/\\.txt$/.test(name));}
async function exactMatch(uri){var key=redirectKey(uri);if(key===null||uri.indexOf("/_next/")===0||/\\.[^\\/]*$/.test(key))return null;try{return[await kvs.get(key),""];}catch(e){return null;}}
async function handler(event){var request=event.request;var uri=request.uri;
if(isBackendPath(B,uri))return request;
for(var i=0;i<S.length;i++){if(S[i][0].test(uri)){request.uri=S[i][1];return request;}}
var match=(await exactMatch(uri))||prefixMatch(P,uri);
if(match){var a=redirectAnswer(match[0],match[1],query(request.querystring||{}).slice(1));return answer(a[0],a[1]);}
if(uri.length>1&&uri.charAt(uri.length-1)==="/")return moved((uri.replace(/\\/+$/,"")||"/")+query(request.querystring||{}));
if(/^\\/index(\\.html)?$/.test(uri))return moved("/"+query(request.querystring||{}));
if(/\\.html$/.test(uri))return moved(uri.slice(0,-5)+query(request.querystring||{}));
if(uri==="/404"||isRecord(uri))request.uri="/404.html";
else if(listed(D,uri))request.uri=uri.replace(/\\/?$/,"/index.html");
else if(listed(H,uri))request.uri=uri+".html";
else if(!isFile(uri))request.uri="/404.html";
return request;}
`;

  return { request };
}

/**
 * hosting/object-metadata.json: the S3 user metadata each page's object carries, which the
 * viewer-response function (ops/cloudfront/viewer-response.js) turns into headers: `csp`, the
 * page's policy; `framed`, on a page the app may frame (no X-Frame-Options); `status`, on the
 * not-found page, the status it is answered with (the viewer-request function sends every
 * address no page has to it). Keyed by object key ("about.html"); the search worker's policy
 * travels the same way.
 */
export function objectMetadata(pages) {
  return Object.fromEntries(
    pages.map(({ key, policy, framedByApp }) => [
      key.slice(1),
      {
        csp: policy,
        ...(framedByApp ? { framed: "app" } : {}),
        ...(key === "/404.html" ? { status: "404" } : {}),
      },
    ]),
  );
}

/**
 * The KeyValueStore's import file (aws cloudfront create-key-value-store --import-source): the
 * redirect table's exact rules, keyed by path, valued as redirectLookup writes them.
 */
export function cloudFrontRedirectStore(redirects) {
  const { exact } = redirectLookup(redirects);
  return { data: Object.entries(exact).map(([key, value]) => ({ key, value })) };
}

/** CloudFront's managed policies (their ids are the same in every account). */
export const CLOUDFRONT_MANAGED = {
  cachingDisabled: "4135ea2d-6df8-44a3-9df3-4b5a84be39ad",
  cachingOptimized: "658327ea-f89d-4fab-a63d-7e88639e58f6",
  allViewer: "216adef6-5c7f-47e4-b989-5492eafa07d3",
};

/**
 * The backend's origin and one ordered cache behaviour per backend prefix, for the
 * distribution's `Origins` and `CacheBehaviors` (in this order, before the default behaviour,
 * which serves the bucket). Every method and every viewer header, Authorization and the
 * WebSocket upgrade included, reach the backend; only uploaded pictures are cached; no function
 * runs on them. `backendOrigin` is BACKEND_ORIGIN; without it the domain says what to set.
 */
export function cloudFrontBackend({ backendOrigin, backendPrefixes }) {
  const url = backendOrigin ? new URL(backendOrigin) : null;
  const https = url?.protocol !== "http:";
  const port = Number(url?.port || (https ? 443 : 80));
  return {
    Origin: {
      Id: "mulearn-backend",
      DomainName: url?.hostname ?? "SET-BACKEND_ORIGIN-AT-BUILD",
      CustomOriginConfig: {
        HTTPPort: https ? 80 : port,
        HTTPSPort: https ? port : 443,
        OriginProtocolPolicy: https ? "https-only" : "http-only",
        OriginSslProtocols: { Quantity: 1, Items: ["TLSv1.2"] },
        OriginReadTimeout: 60,
        OriginKeepaliveTimeout: 60,
      },
    },
    CacheBehaviors: backendPrefixes.map(({ prefix, cached }) => ({
      PathPattern: `${prefix}*`,
      TargetOriginId: "mulearn-backend",
      ViewerProtocolPolicy: "redirect-to-https",
      AllowedMethods: {
        Quantity: 7,
        Items: ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"],
        CachedMethods: { Quantity: 2, Items: ["GET", "HEAD"] },
      },
      Compress: false,
      CachePolicyId: cached
        ? CLOUDFRONT_MANAGED.cachingOptimized
        : CLOUDFRONT_MANAGED.cachingDisabled,
      OriginRequestPolicyId: CLOUDFRONT_MANAGED.allViewer,
      FunctionAssociations: { Quantity: 0, Items: [] },
    })),
  };
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
