#!/usr/bin/env node
// Serves out/ with the rules production hosting uses (serve.json): clean URLs, rewrites for the
// dynamic routes, the not-found page with status 404, cache and security headers.
// Usage: node scripts/serve.mjs [--port 3000]   (or PORT=3000)
import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import compression from "compression";
import handler from "serve-handler";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const portFlag = process.argv.indexOf("--port");
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
// The build writes hosting/serve.json: serve.json plus each page's script hashes (scripts/csp.mjs).
const configFile = path.join(root, "hosting", "serve.json");
if (!existsSync(configFile) || !existsSync(path.join(root, "out", "index.html"))) {
  console.error('No export found in out/ (or no hosting/serve.json). Run "npm run build" first.');
  process.exit(1);
}
const config = JSON.parse(readFileSync(configFile, "utf8"));
config.public = path.join(root, config.public);

/** Rewrite sources of serve.json as regular expressions (the hand-off routes take any value). */
const rewritePatterns = (config.rewrites ?? []).map(
  ({ source }) => new RegExp(`^${source.replace(/:[a-z]+/gi, "[^/]+")}$`, "i"),
);

/**
 * Paths no file can have: undecodable escapes, NUL bytes, "..", or a segment longer than a file
 * name may be. They get the not-found page with status 404, as the CDN gives them, instead of
 * serve-handler's 400 or a file-system error.
 */
function isImpossiblePath(url) {
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

// gzip like the CDN does, so Lighthouse and the byte budgets see what visitors download.
const compress = compression();

const server = createServer((request, response) => {
  compress(request, response, () => {
    if (isImpossiblePath(request.url ?? "/")) request.url = "/404-no-such-page";
    handler(request, response, config).catch((error) => {
      console.error(error);
      response.statusCode = 500;
      response.end("Internal server error");
    });
  });
});

server.listen(port, "127.0.0.1", () => {
  console.log(`Serving ${path.relative(root, config.public)}/ at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
