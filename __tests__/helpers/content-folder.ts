import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A fresh folder outside the project, and a writer of JSON files into it (for broken content). */
export function scratchContentFolder(prefix: string) {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  const write = (name: string, data: unknown) => {
    const file = path.join(folder, name);
    writeFileSync(file, JSON.stringify(data));
    return file;
  };
  return { folder, write };
}
