// The content editor's test repository (Sveltia CMS's test-repo backend): files in the browser's
// private file system, folder sveltia-cms-test/, which the editor at /admin reads and writes when
// the build has no CMS_GITHUB_REPO. e2e/admin.spec.ts and scripts/editor-screenshots.mjs seed it
// with this repository's content files before the editor starts. A module; it runs nothing.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The folder of the browser's private file system the test repository lives in. */
export const TEST_REPO = "sveltia-cms-test";

/** Every file the editor reads: content/ and the partner logos, as project path → text. */
export function editorSeedFiles(root) {
  const list = (folder) =>
    readdirSync(path.join(root, folder)).flatMap((name) => {
      const file = `${folder}/${name}`;
      return statSync(path.join(root, file)).isDirectory() ? list(file) : [file];
    });
  return Object.fromEntries(
    [...list("content"), ...list("public/images/partners")].map((file) => [
      file,
      readFileSync(path.join(root, file), "utf8"),
    ]),
  );
}

/**
 * Replaces the test repository with `files` (project path → text). The page must be on the site's
 * origin already: the private file system is the origin's.
 */
export function seedTestRepository(page, files) {
  return page.evaluate(
    async ({ repo, files }) => {
      const storage = await navigator.storage.getDirectory();
      await storage.removeEntry(repo, { recursive: true }).catch(() => undefined);
      const top = await storage.getDirectoryHandle(repo, { create: true });
      for (const [file, text] of Object.entries(files)) {
        const parts = file.split("/");
        let folder = top;
        for (const part of parts.slice(0, -1)) {
          folder = await folder.getDirectoryHandle(part, { create: true });
        }
        const handle = await folder.getFileHandle(parts.at(-1), { create: true });
        const writable = await handle.createWritable();
        await writable.write(text);
        await writable.close();
      }
    },
    { repo: TEST_REPO, files },
  );
}
