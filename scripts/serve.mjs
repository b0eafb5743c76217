#!/usr/bin/env node
// Serves out/ with the rules production hosting uses (hosting/serve.json): clean URLs, rewrites for
// the dynamic routes, the not-found page with status 404, cache and security headers, the redirect
// table, and the backend's paths (/api/v1/, /ws/v1/, /muback-media/, /r/) forwarded to
// BACKEND_ORIGIN when it is set (so `npm start` can show live data through one origin), else 502.
// Usage: [BACKEND_ORIGIN=https://…] node scripts/serve.mjs [--port 3000]   (or PORT=3000)
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { backendOriginFromEnv } from "./hosting-rules.mjs";
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

let backendOrigin;
try {
  backendOrigin = backendOriginFromEnv(process.env.BACKEND_ORIGIN);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = createSiteServer(configFile, publicDir, { backendOrigin });
server.listen(port, "127.0.0.1", () => {
  console.log(`Serving ${path.relative(root, publicDir)}/ at http://localhost:${port}`);
  console.log(
    backendOrigin
      ? `The backend's paths go to ${backendOrigin}.`
      : "The backend's paths answer 502: set BACKEND_ORIGIN to pass them on (docs/deploy.md).",
  );
});

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, () => server.close(() => process.exit(0)));
