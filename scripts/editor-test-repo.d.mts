import type { Page } from "@playwright/test";

/** The folder of the browser's private file system the test repository lives in. */
export const TEST_REPO: string;
/** Every file the editor reads: content/ and the partner logos, as project path → text. */
export function editorSeedFiles(root: string): Record<string, string>;
/** Replaces the test repository with `files`; the page must be on the site's origin. */
export function seedTestRepository(page: Page, files: Record<string, string>): Promise<void>;
