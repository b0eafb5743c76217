import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * An SVG as a `data:` URL, as short as the URL syntax allows: double quotes become single ones
 * (so the URL fits a double-quoted attribute), and only the characters a URL cannot carry as they
 * are (`%`, `#`, `<`, `>`, controls and non-ASCII) are percent-encoded.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ").replaceAll('"', "'");
  return `data:image/svg+xml,${text.replace(/[%#<>\p{Cc}\u{80}-\u{10ffff}]/gu, encodeURIComponent)}`;
}

/**
 * The site's icon (app/icon.svg) as every page's favicon, written into the page itself. Chromium
 * asks for the favicon at the load event; as a file it was one more request, on a connection of its
 * own, at the end of the first paint's chain (docs/performance.md, "The favicon"). /icon.svg is
 * still published (the CMS shows it), and /favicon.ico for browsers that read no icon link.
 */
export const siteIcon = svgDataUrl(
  readFileSync(path.join(process.cwd(), "app", "icon.svg"), "utf8"),
);
