import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { parseDataFile } from "@/data/schema";

/**
 * Reads the content files editors change (content/, edited from /admin) when the site builds.
 * Server and build code only: it reads the disk. Every file is parsed with its zod schema, so a bad
 * one stops the build naming the file, the entry and the field. A client component gets content
 * as props from the server component that loaded it, or, for words every page of a board repeats,
 * imports the file itself (data/page-words/) when its schema checks without changing it.
 */

/** The folder of the content files, relative to the project root. */
export const CONTENT_DIR = "content";

/** The folder of the partners' files (one a partner, named after its id). */
export const PARTNERS_DIR = "content/partners";

/** The pages drawn from sections: one file a page, named after its address (data/pages.ts). */
export const PAGES_DIR = "content/pages";

/** The weekly events: one file an event, named after its id (data/events.ts). */
export const EVENTS_DIR = "content/events";

/** The photo gallery: one file an album, named after its slug (data/gallery.ts). */
export const GALLERY_DIR = "content/gallery";

/** The impact gallery's stories, one file a story, and its filter's categories (data/impact-stories.ts). */
export const IMPACT_STORIES_DIR = "content/impact-stories";
export const IMPACT_CATEGORIES_FILE = "content/impact-categories.json";

/** The interest groups: one file a group, named after its slug (data/interest-groups.ts). */
export const INTEREST_GROUPS_DIR = "content/interest-groups";

/** The legal pages: one file a page, named after its address without the "/" (data/legal.ts). */
export const LEGAL_DIR = "content/legal";

/** The fixed words of pages whose lists come from the backend, one file a page's words. */
export const SHOWS_FILE = "content/shows.json";
export const CAREER_BOARD_FILE = "content/career-board.json";
export const INTEREST_GROUP_WORDS_FILE = "content/interest-group-words.json";
export const WEEKLY_EVENTS_PAGE_FILE = "content/weekly-events-page.json";
export const EVENTS_HUB_FILE = "content/events-hub.json";

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

/**
 * The items of a folder read with readContentFolder, each file named after its `key` field, in
 * the order of their `order` field (lowest first), which the items then leave out.
 */
export function inListOrder<T extends { order: number }>(
  entries: ContentEntry<T>[],
  key: keyof T & string,
): Omit<T, "order">[] {
  return entries
    .map(({ file, slug, data }) => {
      expectFileName(file, key, String(data[key]), slug);
      return data;
    })
    .sort((a, b) => a.order - b.order)
    .map((entry) => {
      const item: Partial<T> = { ...entry };
      delete item.order;
      return item as Omit<T, "order">;
    });
}
