// The static server behind `npm start`, the end-to-end tests and the benchmark: serve-handler with
// a serve.json (clean URLs, rewrites, headers), gzip as the CDN does, and the not-found page with
// status 404 for paths no file can have.
import { createServer } from "node:http";
import { readFileSync, statSync } from "node:fs";
import compression from "compression";
import handler from "serve-handler";

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
  if (decoded.split(/[\\/]/).includes("..")) return true;
  const longSegment = raw.split("/").some((segment) => segment.length > 255);
  return longSegment && !rewritePatterns.some((pattern) => pattern.test(raw));
}

/** Reads a serve.json for `publicDir`, with its rewrite sources as regular expressions. */
function loadConfig(configFile, publicDir) {
  const config = { ...JSON.parse(readFileSync(configFile, "utf8")), public: publicDir };
  const rewritePatterns = (config.rewrites ?? []).map(
    ({ source }) => new RegExp(`^${source.replace(/:[a-z]+/gi, "[^/]+")}$`, "i"),
  );
  return { config, rewritePatterns, mtimeMs: statSync(configFile).mtimeMs };
}

/**
 * An HTTP server (not yet listening) for `publicDir` with the rules of `configFile`, a serve.json
 * such as the one scripts/csp.mjs writes to hosting/. A rebuild rewrites that file with new script
 * hashes, so it is read again whenever it changes: a server left running never serves new pages
 * under old policies.
 */
export function createSiteServer(configFile, publicDir) {
  let current = loadConfig(configFile, publicDir);
  // gzip like the CDN does, so Lighthouse and the byte budgets see what visitors download.
  const compress = compression();
  return createServer((request, response) => {
    if (statSync(configFile, { throwIfNoEntry: false })?.mtimeMs !== current.mtimeMs) {
      try {
        current = loadConfig(configFile, publicDir);
      } catch {
        // Mid-rewrite: keep the rules read last and try again on the next request.
      }
    }
    const { config, rewritePatterns } = current;
    compress(request, response, () => {
      if (isImpossiblePath(request.url ?? "/", rewritePatterns)) request.url = "/404-no-such-page";
      handler(request, response, config).catch((error) => {
        console.error(error);
        response.statusCode = 500;
        response.end("Internal server error");
      });
    });
  });
}
