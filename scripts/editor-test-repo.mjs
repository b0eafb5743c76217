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

/**
 * Opens an entry of the editor by its address, as a link to it would, and waits for its form: the
 * editor reads the entry's file first, which on a busy machine takes more than a few seconds.
 */
export async function openEditorEntry(page, collection, entry, timeout = 30_000) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#/collections/${collection}/${entry}`);
  await page
    .getByRole("group", { name: "Content Editor" })
    .getByRole("group", { name: /Field/ })
    .first()
    .waitFor({ timeout });
}

/** The editor's text box for a field, by the label data/cms.ts gives it. */
export const editorField = (page, label) => page.getByRole("textbox", { name: label, exact: true });

/** The partner an editor adds in the test and in docs/editing.md's pictures. */
export const samplePartner = {
  id: "sample-labs",
  name: "Sample Labs",
  type: "company",
  order: 500,
  website: "https://sample-labs.example.org/",
  description: "A company that mentors learners.",
};

/** Opens a new partner in the editor and fills in every field but the logo (nothing saved). */
export async function fillSamplePartner(page) {
  await openEditorEntry(page, "partners", "new");
  await editorField(page, "Short name").fill(samplePartner.id);
  await editorField(page, "Name").fill(samplePartner.name);
  await page
    .getByRole("radio", { name: samplePartner.type })
    .or(page.getByRole("option", { name: samplePartner.type }))
    .first()
    .click();
  await page
    .getByRole("spinbutton", { name: "Place in the list" })
    .fill(String(samplePartner.order));
  await editorField(page, "Website").fill(samplePartner.website);
  await editorField(page, "About").fill(samplePartner.description);
}
