import type { Locator, Page } from "@playwright/test";

/** The folder of the browser's private file system the test repository lives in. */
export const TEST_REPO: string;
/** Every file the editor reads: content/ and the partner logos, as project path → text. */
export function editorSeedFiles(root: string): Record<string, string>;
/** Replaces the test repository with `files`; the page must be on the site's origin. */
export function seedTestRepository(page: Page, files: Record<string, string>): Promise<void>;
/** Opens an entry of the editor by its address and waits for its form. */
export function openEditorEntry(
  page: Page,
  collection: string,
  entry: string,
  timeout?: number,
): Promise<void>;
/** The editor's text box for a field, by the label data/cms.ts gives it. */
export function editorField(page: Page, label: string): Locator;
/** The partner an editor adds in the test and in docs/editing.md's pictures. */
export const samplePartner: {
  id: string;
  name: string;
  type: string;
  order: number;
  website: string;
  description: string;
};
/** Opens a new partner in the editor and fills in every field but the logo (nothing saved). */
export function fillSamplePartner(page: Page): Promise<void>;
