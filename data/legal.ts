import type { z } from "zod";
import { LEGAL_DIR, readContentFolder } from "@/data/content-files";
import { LEGAL_PATHS, legalDocumentFileSchema } from "@/data/page-schema";

/**
 * The legal pages, Terms of Services and Privacy Policy: one file a page in content/legal/
 * (edited from /admin), named after its address. Their contact lines name the legal pages' own
 * contact set in braces ({legal.email}), which stays in data/site.ts.
 */

export type LegalPath = (typeof LEGAL_PATHS)[number];
export type LegalDocument = Omit<z.output<typeof legalDocumentFileSchema>, "path">;
export type LegalSection = LegalDocument["sections"][number];

/** Every legal page of a folder, by address; throws naming a misnamed or missing file. */
export function readLegalDocuments(folder = LEGAL_DIR): Record<LegalPath, LegalDocument> {
  const documents = new Map<string, LegalDocument>();
  for (const { file, data } of readContentFolder(folder, legalDocumentFileSchema)) {
    const { path, ...document } = data;
    const expected = `${folder}${path}.json`;
    if (file !== expected) {
      throw new Error(
        `Invalid data in ${file}:\n  - field "path": "${path}" belongs in ${expected}`,
      );
    }
    documents.set(path, document);
  }
  return Object.fromEntries(
    LEGAL_PATHS.map((path) => {
      const document = documents.get(path);
      if (!document) throw new Error(`Missing ${folder}${path}.json: the page ${path} has no text`);
      return [path, document];
    }),
  ) as Record<LegalPath, LegalDocument>;
}

/** The legal pages, by route. */
export const legalDocuments = readLegalDocuments();

/** Terms of Services: Indian law, Trivandrum courts, contact, conduct, termination, access. */
export const terms = legalDocuments["/termsandconditions"];

/** Privacy Policy: what this website actually does (no cookies, no analytics, no forms). */
export const privacy = legalDocuments["/privacypolicy"];
