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
const config = JSON.parse(readFileSync(path.join(root, "serve.json"), "utf8"));
config.public = path.join(root, config.public);

if (!existsSync(path.join(config.public, "index.html"))) {
  console.error(`No export found in ${config.public}. Run "npm run build" first.`);
  process.exit(1);
}

// gzip like the CDN does, so Lighthouse and the byte budgets see what visitors download.
const compress = compression();

const server = createServer((request, response) => {
  compress(request, response, () => {
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
