// The static server behind `npm start`, the end-to-end tests and the benchmark: serve-handler with
// a serve.json (clean URLs, rewrites, headers), gzip as the CDN does, the not-found page with
// status 404 for paths no file can have, and from hosting/routing.json (beside the serve.json) the
// backend's paths, forwarded to BACKEND_ORIGIN or answered 502, and the redirect table.
import { createServer, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import handler from "serve-handler";
import { findRedirect, isBackendPath } from "./hosting-rules.mjs";

/**
 * Paths no file can have: undecodable escapes, NUL bytes, "..", or a segment longer than a file
 * name may be. They get the not-found page with status 404, as the CDN gives them, instead of
 * serve-handler's 400 or a file-system error.
 */
function isImpossiblePath(url, rewritePatterns) {
  const raw = url.split("?")[0];
  let decoded;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  if (decoded.includes("\0") || raw.length > 8192) return true;
  // The not-found page has no address of its own: /404 answers 404 like any missing page.
  if (decoded === "/404") return true;
  if (decoded.split(/[\\/]/).includes("..")) return true;
  const longSegment = raw.split("/").some((segment) => segment.length > 255);
  return longSegment && !rewritePatterns.some((pattern) => pattern.test(raw));
}

/** Reads a serve.json for `publicDir`, with its rewrite sources and the routing.json beside it. */
function loadConfig(configFile, publicDir) {
  const config = { ...JSON.parse(readFileSync(configFile, "utf8")), public: publicDir };
  const rewritePatterns = (config.rewrites ?? []).map(
    ({ source }) => new RegExp(`^${source.replace(/:[a-z]+/gi, "[^/]+")}$`, "i"),
  );
  const routingFile = path.join(path.dirname(configFile), "routing.json");
  const routing = existsSync(routingFile)
    ? JSON.parse(readFileSync(routingFile, "utf8"))
    : { backend: [], exact: {}, prefixes: [] };
  return { config, rewritePatterns, routing, mtimeMs: statSync(configFile).mtimeMs };
}

/** Says, in plain text, that the backend could not be reached; never the site's 404 page. */
function badGateway(response, why) {
  if (response.headersSent) return response.destroy();
  response.writeHead(502, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  response.end(`502 Bad Gateway: ${why}\n`);
}

/** Options for a request to the backend: the same method, path, query and headers. */
function backendRequest(backendOrigin, request) {
  const target = new URL(backendOrigin);
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const options = {
    protocol: target.protocol,
    hostname: target.hostname,
    port: target.port,
    method: request.method,
    path: request.url,
    // The backend answers by its own host name (a remote dev or staging backend, say).
    headers: { ...request.headers, host: target.host },
  };
  return { send, options };
}

/** Forwards one HTTP request to the backend and its answer back, untouched. */
function forward(backendOrigin, request, response) {
  const { send, options } = backendRequest(backendOrigin, request);
  const upstream = send(options, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on("error", (error) =>
    badGateway(response, `the backend did not answer (${error.code ?? error.message}).`),
  );
  request.pipe(upstream);
}

/** Forwards a WebSocket upgrade to the backend and joins the two connections. */
function forwardUpgrade(backendOrigin, backendPaths, request, socket, head) {
  const refuse = (status) => {
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${status}\n`,
    );
  };
  if (!backendOrigin || !isBackendPath(backendPaths, request.url ?? "/")) {
    return refuse(backendOrigin ? "404 Not Found" : "502 Bad Gateway");
  }
  const { send, options } = backendRequest(backendOrigin, request);
  const upstream = send(options);
  upstream.on("upgrade", (answer, backendSocket, backendHead) => {
    const lines = [`HTTP/1.1 101 ${answer.statusMessage ?? "Switching Protocols"}`];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
    }
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
    if (backendHead.length > 0) socket.write(backendHead);
    if (head.length > 0) backendSocket.write(head);
    backendSocket.pipe(socket).pipe(backendSocket);
    const close = () => {
      socket.destroy();
      backendSocket.destroy();
    };
    socket.on("error", close);
    backendSocket.on("error", close);
  });
  upstream.on("response", (answer) => {
    // The backend refused the upgrade: pass its answer on as it is.
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${answer.statusMessage}\r\nConnection: close\r\n\r\n`,
    );
    answer.pipe(socket);
  });
  upstream.on("error", () => refuse("502 Bad Gateway"));
  upstream.end();
}

/**
 * An HTTP server (not yet listening) for `publicDir` with the rules of `configFile`, a serve.json
 * such as the one scripts/csp.mjs writes to hosting/. A rebuild rewrites that file with new script
 * hashes, so it is read again whenever it changes: a server left running never serves new pages
 * under old policies. The backend's paths go to `backendOrigin` (BACKEND_ORIGIN), before any file;
 * without one they are answered 502.
 */
export function createSiteServer(configFile, publicDir, { backendOrigin = "" } = {}) {
  let current = loadConfig(configFile, publicDir);
  // gzip like the CDN does, so Lighthouse and the byte budgets see what visitors download.
  const compress = compression();
  const server = createServer((request, response) => {
    if (statSync(configFile, { throwIfNoEntry: false })?.mtimeMs !== current.mtimeMs) {
      try {
        current = loadConfig(configFile, publicDir);
      } catch {
        // Mid-rewrite: keep the rules read last and try again on the next request.
      }
    }
    const { config, rewritePatterns, routing } = current;
    const url = request.url ?? "/";
    if (isBackendPath(routing.backend, url)) {
      if (backendOrigin) return forward(backendOrigin, request, response);
      return badGateway(
        response,
        "this server has no backend to pass the backend's paths to. Set BACKEND_ORIGIN (docs/deploy.md).",
      );
    }
    const redirect = findRedirect(routing, url);
    if (redirect) {
      response.writeHead(redirect[0], { Location: redirect[1], "Cache-Control": "no-cache" });
      return response.end();
    }
    compress(request, response, () => {
      if (isImpossiblePath(url, rewritePatterns)) request.url = "/404-no-such-page";
      handler(request, response, config).catch((error) => {
        console.error(error);
        response.statusCode = 500;
        response.end("Internal server error");
      });
    });
  });
  server.on("upgrade", (request, socket, head) =>
    forwardUpgrade(backendOrigin, current.routing.backend, request, socket, head),
  );
  return server;
}
