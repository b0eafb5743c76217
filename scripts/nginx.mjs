#!/usr/bin/env node
// Serves out/ with nginx under the configuration the build writes (hosting/nginx-http.conf and
// hosting/nginx-server.conf), in the foreground, so the end-to-end hosting checks run against the
// nginx recipe as well as against `npm start` (playwright.config.ts starts it). Works as any user:
// its nginx.conf, pid and temporary files go to <tmpdir>/mulearn-nginx-<port>/.
// The backend upstream is written here from BACKEND_ORIGIN (the end-to-end tests' fake backend),
// as the build writes hosting/nginx-backend.conf; without it, to a closed local port (502).
// Usage: [BACKEND_ORIGIN=http://127.0.0.1:3102] node scripts/nginx.mjs [--port 3101]   (Ctrl-C stops it)
// nginx is $NGINX_PATH, /usr/sbin/nginx or the one on PATH; as root on Debian, `npm test` installs
// Debian's package when there is none (scripts/system-tool.cjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { nginxBackendConfig } from "./hosting-rules.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { findTool } = createRequire(import.meta.url)("./system-tool.cjs");

/** @returns {string} the path of an nginx binary, installing Debian's as root when `install` */
export function findNginx({ install = true } = {}) {
  return findTool(
    {
      label: "nginx (the nginx hosting checks serve out/ with it)",
      envVar: "NGINX_PATH",
      paths: ["/usr/sbin/nginx"],
      commands: ["nginx"],
      aptPackage: "nginx",
      installedAt: "/usr/sbin/nginx",
      instructions: [
        "Debian/Ubuntu: sudo apt-get install nginx",
        "macOS:         brew install nginx",
      ],
    },
    install,
  );
}

/** The mime.types next to the binary's own configuration (`nginx -V` names it). */
function mimeTypes(nginx) {
  const built = spawnSync(nginx, ["-V"], { encoding: "utf8" }).stderr ?? "";
  const confPath = /--conf-path=(\S+)/.exec(built)?.[1];
  const candidates = [
    confPath && path.join(path.dirname(confPath), "mime.types"),
    "/etc/nginx/mime.types",
    "/usr/local/etc/nginx/mime.types",
    "/opt/homebrew/etc/nginx/mime.types",
  ].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (!found)
    throw new Error(`No mime.types found for ${nginx} (looked in ${candidates.join(", ")}).`);
  return found;
}

/** A whole nginx.conf for serving `publicDir` on 127.0.0.1:`port`, everything kept in `dir`. */
function nginxConf({ port, dir, publicDir, hostingDir, types }) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
    (kind) => `  ${kind}_temp_path ${path.join(dir, kind)};`,
  );
  return [
    "daemon off;",
    // As root, workers would switch to nobody, who may not read the checkout.
    ...(isRoot ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    "error_log stderr warn;",
    "events { worker_connections 256; }",
    "http {",
    `  include ${types};`,
    "  default_type application/octet-stream;",
    "  access_log off;",
    ...temp,
    `  include ${path.join(hostingDir, "nginx-http.conf")};`,
    `  include ${path.join(dir, "nginx-backend.conf")};`,
    "  server {",
    `    listen 127.0.0.1:${port};`,
    `    root ${publicDir};`,
    `    include ${path.join(hostingDir, "nginx-server.conf")};`,
    "  }",
    "}",
    "",
  ].join("\n");
}

async function main() {
  const portFlag = process.argv.indexOf("--port");
  const port = Number(portFlag > -1 ? process.argv[portFlag + 1] : (process.env.PORT ?? 3101));
  const publicDir = path.join(root, "out");
  const hostingDir = path.join(root, "hosting");
  if (!existsSync(path.join(hostingDir, "nginx-server.conf"))) {
    console.error('No hosting/nginx-server.conf: run "npm run build" first.');
    process.exit(1);
  }
  const nginx = findNginx({ install: false });
  const dir = path.join(tmpdir(), `mulearn-nginx-${port}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const conf = path.join(dir, "nginx.conf");
  writeFileSync(conf, nginxConf({ port, dir, publicDir, hostingDir, types: mimeTypes(nginx) }));
  // Port 9 (discard) on this machine is closed: without a backend, its paths answer 502.
  const backendOrigin = process.env.BACKEND_ORIGIN || "http://127.0.0.1:9";
  writeFileSync(path.join(dir, "nginx-backend.conf"), nginxBackendConfig(backendOrigin));

  // -e: the error log before the configuration is read, which a non-root user could not open.
  const server = spawn(nginx, ["-p", dir, "-e", "stderr", "-c", conf], { stdio: "inherit" });
  console.log(`nginx serving ${path.relative(root, publicDir)}/ at http://localhost:${port}`);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => server.kill("SIGQUIT"));
  }
  server.on("exit", (code) => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
