#!/usr/bin/env node
// Page weights for `npm run bench` (scripts/bench.mjs imports it), or on its own after
// `npm run build`: `node scripts/bench-weights.mjs [--out out] [--count 5]` prints JSON.
// The document is what a phone waits for before its first paint: each page's HTML, gzip as the
// site's server sends it (compression's default level), and what it is made of (the inline
// stylesheet, the framework's payload). The heaviest pages are the ones whose first paint their
// document holds back most; the bench budgets them as a difference from the bare Next.js page.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { listPages } from "./export-files.mjs";

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
const gzipKb = (text) => kb(gzipSync(text).length);

/** The route a page's file serves: out/team/2022.html is /team/2022, out/index.html is /. */
const routeOf = (outDir, file) =>
  `/${path.relative(outDir, file).replace(/\.html$/, "")}`.replace(/\/index$/, "") || "/";

/** One page's document: its gzip and raw size, and the gzip of its inline CSS and payload. */
export function pageWeight(outDir, file) {
  const html = readFileSync(file, "utf8");
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  const payload = [...html.matchAll(/<script[^>]*>([^<]*self\.__next_f[\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("");
  return {
    route: routeOf(outDir, file),
    htmlKbGzip: gzipKb(html),
    htmlKb: kb(Buffer.byteLength(html)),
    styleKbGzip: gzipKb(styles),
    payloadKbGzip: gzipKb(payload),
  };
}

/** The `count` pages with the heaviest documents (gzip), heaviest first; not-found pages aside. */
export function heaviestPages(outDir, count = 5) {
  return listPages(outDir)
    .filter((file) => !/(^|\/)(404|_not-found)\.html$/.test(file))
    .map((file) => pageWeight(outDir, file))
    .sort((a, b) => b.htmlKbGzip - a.htmlKbGzip)
    .slice(0, count);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const flag = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : fallback;
  };
  const outDir = path.resolve(root, flag("--out", "out"));
  console.log(JSON.stringify(heaviestPages(outDir, Number(flag("--count", 5))), null, 2));
}
