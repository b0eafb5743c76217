// The source files that hold the texts the pages draw: what the fonts must cover
// (scripts/subset-font.mjs checks the site font, scripts/malayalam-font.mjs cuts the Malayalam one).
import { readdirSync } from "node:fs";
import path from "node:path";

/** The project's folders that hold the pages' texts. */
export const TEXT_DIRS = ["app", "components", "content", "data", "lib"];

/** Every .ts, .tsx, .json and .md file under `dir`. */
export function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(tsx?|json|md)$/.test(entry.name) ? [full] : [];
  });
}
