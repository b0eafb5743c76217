import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { parseDataFile } from "@/data/schema";

/**
 * Reads the content files editors change (content/, edited from /admin) when the site builds.
 * Server and build code only: it reads the disk. Every file is parsed with its zod schema, so a bad
 * one stops the build naming the file, the entry and the field. A client component gets content
 * as props from the server component that loaded it.
 */

/** The folder of the content files, relative to the project root. */
export const CONTENT_DIR = "content";

/** The folder of the partners' files (one a partner, named after its id). */
export const PARTNERS_DIR = "content/partners";

/** Every content file read so far (project-relative paths): `npm test` checks none is left out. */
export const contentFilesRead = new Set<string>();

const absolute = (file: string) => path.resolve(process.cwd(), file);

/** Reads one JSON file under content/ and parses it, or throws naming the file. */
export function readContentFile<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(absolute(file), "utf8"));
  } catch (error) {
    throw new Error(`Invalid data in ${file}:\n  - ${(error as Error).message}`);
  }
  contentFilesRead.add(file);
  return parseDataFile(file, schema, data);
}

/** One file of a folder: its path, its name without ".json", and its parsed content. */
export interface ContentEntry<T> {
  file: string;
  slug: string;
  data: T;
}

/** Reads every .json file of a folder under content/ (sorted by name), each parsed on its own. */
export function readContentFolder<T extends z.ZodType>(
  folder: string,
  schema: T,
): ContentEntry<z.output<T>>[] {
  if (!existsSync(absolute(folder))) throw new Error(`Missing content folder ${folder}`);
  return readdirSync(absolute(folder))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = `${folder}/${name}`;
      return { file, slug: name.slice(0, -".json".length), data: readContentFile(file, schema) };
    });
}

/** Throws naming the file and field when a file's name and the value it must match differ. */
export function expectFileName(file: string, field: string, value: string, expected: string) {
  if (value !== expected) {
    throw new Error(
      `Invalid data in ${file}:\n  - field "${field}": is "${value}", but the file is named "${expected}.json"`,
    );
  }
}
