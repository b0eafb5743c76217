/**
 * The static export as the files a deploy uploads (docs/deploy.md, "Deploying"): each file's
 * key, size, MD5 (the content hash that says whether the bucket already holds its bytes), its
 * Content-Type, the Cache-Control that serve.json's rules give it, the user metadata the
 * viewer-response function turns into headers (ops/cloudfront/viewer-response.js: the page's
 * Content-Security-Policy, from hosting/object-metadata.json), and whether it is a page (uploaded
 * last, so that no page is online before the files it points at).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { globPattern } from "@/scripts/hosting-rules.mjs";

/** One file of out/, as the bucket will hold it. */
export interface ExportFile {
  /** The object key: the path under out/ with forward slashes, no leading slash ("team.html"). */
  key: string;
  /** The file on disk. */
  file: string;
  size: number;
  /** Hex MD5 of the bytes: S3's ETag of a single-part upload. */
  md5: string;
  contentType: string;
  /** null when serve.json gives the path no Cache-Control (the CDN's default applies). */
  cacheControl: string | null;
  /** Pages, RSC payloads (.txt) and XML go online last; everything else first. */
  page: boolean;
  /** S3 user metadata (x-amz-meta-<name>), by lower-case name; {} for most files. */
  metadata: Record<string, string>;
}

/** A built export: its build id and its files, pictures and hashed assets first, pages last. */
export interface Export {
  buildId: string;
  files: ExportFile[];
}

/** serve.json's `headers`: rules of a glob and the headers it sets; a later rule wins. */
export type HeaderRules = { source: string; headers: { key: string; value: string | null }[] }[];

const TYPES: Record<string, string> = {
  html: "text/html",
  txt: "text/plain",
  xml: "application/xml",
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  json: "application/json",
  webmanifest: "application/manifest+json",
  ics: "text/calendar",
  svg: "image/svg+xml",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  ico: "image/x-icon",
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  otf: "font/otf",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  wasm: "application/wasm",
  // The search index (scripts/search-index.mjs): Pagefind fetches these and unpacks them itself
  // (gzip inside), so they are plain bytes, never compressed again on the way.
  pf_meta: "application/octet-stream",
  pf_index: "application/octet-stream",
  pf_fragment: "application/octet-stream",
  pf_filter: "application/octet-stream",
  pagefind: "application/octet-stream",
};
const TEXT_TYPES = /^(text\/|application\/(json|xml|manifest\+json)$|image\/svg\+xml$)/;
const PAGE = /\.(html|txt|xml)$/;

/**
 * The Content-Type a key is served with, `charset=utf-8` on text; throws for an extension the
 * table lacks, so a file is never served as a download by mistake.
 */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9_]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "";
  const type = TYPES[extension];
  if (!type) {
    throw new Error(
      `out/${key}: no Content-Type is known for ${extension ? `".${extension}"` : "a file without an extension"}; add it to ops/deploy/export.ts.`,
    );
  }
  return TEXT_TYPES.test(type) ? `${type}; charset=utf-8` : type;
}

/** The Cache-Control serve.json's rules give a key (the last matching rule wins), or null. */
export function cacheControlOf(key: string, rules: HeaderRules): string | null {
  let value: string | null = null;
  for (const rule of rules) {
    const header = rule.headers.find((h) => h.key.toLowerCase() === "cache-control");
    if (header && new RegExp(globPattern(rule.source)).test(`/${key}`)) value = header.value;
  }
  return value;
}

/** Every file below `dir`, as paths relative to it with forward slashes, sorted. */
function listKeys(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return listKeys(path.join(dir, entry.name), `${key}/`);
      return entry.isFile() ? [key] : [];
    })
    .sort();
}

const md5Of = (bytes: Buffer) => createHash("md5").update(bytes).digest("hex");

/**
 * The build id: Next's, the folder of `_next/static/<id>/_buildManifest.js`, else a hash of every
 * key and its MD5, so the same bytes always get the same id.
 */
export function buildIdOf(outDir: string, files: Pick<ExportFile, "key" | "md5">[]): string {
  const staticDir = path.join(outDir, "_next", "static");
  const nextIds = existsSync(staticDir)
    ? readdirSync(staticDir).filter((name) =>
        ["_buildManifest.js", "_ssgManifest.js"].some((file) =>
          existsSync(path.join(staticDir, name, file)),
        ),
      )
    : [];
  if (nextIds.length === 1 && /^[A-Za-z0-9_-]+$/.test(nextIds[0] ?? "")) return nextIds[0]!;
  const listing = files.map(({ key, md5 }) => `${key} ${md5}`).join("\n");
  return `sha-${createHash("sha256").update(listing).digest("hex").slice(0, 16)}`;
}

/** hosting/object-metadata.json (scripts/csp.mjs): each object's user metadata by key. */
export type ObjectMetadata = Record<string, Record<string, string>>;

/** S3 refuses user metadata over 2 KB: the bytes of every name and value, summed. */
export const METADATA_LIMIT = 2048;

/** The size S3 counts for an object's user metadata. */
export const metadataSize = (metadata: Record<string, string>) =>
  Object.entries(metadata).reduce(
    (total, [name, value]) => total + Buffer.byteLength(name) + Buffer.byteLength(value),
    0,
  );

/**
 * Reads out/: every file with its key, hash and headers, hashed assets and pictures first, pages
 * last. `metadata` (hosting/object-metadata.json) gives a page its policy; `extra` is added to
 * every file (a preview's robots rule). Throws when out/ holds no export (no index.html) or a file
 * whose type is unknown.
 */
export function readExport(
  outDir: string,
  rules: HeaderRules,
  metadata: ObjectMetadata = {},
  extra: Record<string, string> = {},
): Export {
  if (!existsSync(path.join(outDir, "index.html"))) {
    throw new Error(`No export in ${outDir}: run "npm run build" first (or drop --no-build).`);
  }
  const files = listKeys(outDir).map((key): ExportFile => {
    const file = path.join(outDir, ...key.split("/"));
    const bytes = readFileSync(file);
    return {
      key,
      file,
      size: statSync(file).size,
      md5: md5Of(bytes),
      contentType: contentTypeOf(key),
      cacheControl: cacheControlOf(key, rules),
      page: PAGE.test(key),
      metadata: { ...metadata[key], ...extra },
    };
  });
  const ordered = [...files.filter((f) => !f.page), ...files.filter((f) => f.page)];
  return { buildId: buildIdOf(outDir, files), files: ordered };
}
