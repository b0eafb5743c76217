#!/usr/bin/env node
// Serves out/ with the rules production hosting uses (hosting/serve.json): clean URLs, rewrites for
// the dynamic routes, the not-found page with status 404, cache and security headers.
// Usage: node scripts/serve.mjs [--port 3000]   (or PORT=3000)
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { createSiteServer } from "./site-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const portFlag = process.argv.indexOf("--port");
const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3000));
// The build writes hosting/serve.json: serve.json plus each page's script hashes (scripts/csp.mjs).
const configFile = path.join(root, "hosting", "serve.json");
const publicDir = path.join(root, "out");
if (!existsSync(configFile) || !existsSync(path.join(publicDir, "index.html"))) {
  console.error('No export found in out/ (or no hosting/serve.json). Run "npm run build" first.');
  process.exit(1);
}

const server = createSiteServer(configFile, publicDir);
server.listen(port, "127.0.0.1", () => {
  console.log(`Serving ${path.relative(root, publicDir)}/ at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
