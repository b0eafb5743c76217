// The static export as files, for the build steps that rewrite it (first-paint.mjs, csp.mjs) and the
// scripts that check or read it (crawl.mjs, check-deploy.mjs, search-index.mjs, bench.mjs).
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** Exits 1, saying how to make one, when `outDir` holds no export (no index.html). */
export function requireExport(outDir) {
  if (existsSync(path.join(outDir, "index.html"))) return;
  console.error(`No export in ${outDir}: run "npm run build" first.`);
  process.exit(1);
}

/** Every file below `dir`, as absolute paths. */
export function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** The export's file of a route path, relative to out/: "/" is index.html, "/about" about.html. */
export const pageFile = (routePath) =>
  routePath === "/" ? "index.html" : `${routePath.slice(1)}.html`;

/** Every page of the export below `dir`: its HTML files, as absolute paths. */
export const listPages = (dir) => listFiles(dir).filter((file) => file.endsWith(".html"));
