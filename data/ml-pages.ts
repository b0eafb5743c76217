import { readFileSync } from "node:fs";
import path from "node:path";
import type { Action, ContentPage, Section } from "@/data/content-types";
import { PAGES_DIR, readContentFile } from "@/data/content-files";
import { contentPageFileSchema } from "@/data/page-schema";
import { mlEnglishOnlyMark, pageHeaderSchema, uiText, type Lang } from "@/data/i18n";
import { donationPage, donationSuccessPage, donationWords } from "@/data/donation";
import { mlPath, mlTwinPaths, type MlPath, type MlTwinPath } from "@/data/ml-paths";

/**
 * The pages the site has in Malayalam, at /ml: one file a page in content/pages-ml/ (edited from
 * /admin), of the same shape as its English twin in content/pages/, plus the header's words that
 * the English pages keep in data/routes.ts. A Malayalam file that lacks a text its English twin has
 * stops the build, naming the file and the field: no page is half translated. /donation and
 * /donation/success are built from content/donation/<lang>.json instead (the donation page's
 * sections follow the build's payment setting), whose one schema makes both languages say every text.
 */

export const PAGES_ML_DIR = "content/pages-ml";

/** The file of a page: "be-a-part-campus" for "/be-a-part/campus", "home" for "/". */
const fileName = (english: string) =>
  english === "/" ? "home" : english.slice(1).replace(/\//g, "-");

/** content/pages-ml/<name>.json: the English page file's shape and the header's own words. */
const header = pageHeaderSchema.shape;
export const mlPageFileSchema = contentPageFileSchema.extend({
  // The order the editor shows them in.
  title: header.title,
  description: header.description,
  heading: header.heading,
  lead: header.lead,
});

/** The pages not kept in page files: their Malayalam header and content, built in data/. */
const builtPages: Partial<
  Record<MlTwinPath, () => Pick<MlPage, "title" | "description" | "heading" | "lead" | "page">>
> = {
  "/donation": () => ({ ...donationWords.ml.page, page: donationPage("ml") }),
  "/donation/success": () => ({
    ...donationWords.ml.success.page,
    page: donationSuccessPage("ml"),
  }),
  // The search page draws its own box, results and index (app/(ml)/ml/search/page.tsx).
  "/search": () => ({ ...uiText.ml.search.page, page: null }),
};

/**
 * The fields of `english` that `malayalam` lacks or leaves empty, as dotted paths
 * ("sections.2.steps.0.text"): every text the English page shows must have its Malayalam.
 */
export function missingTranslations(english: unknown, malayalam: unknown, at = ""): string[] {
  const here = at || "(the file)";
  if (typeof english === "string") {
    return typeof malayalam === "string" && malayalam.trim() !== "" ? [] : [here];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(malayalam)) return [here];
    const missing = english.flatMap((item, index) =>
      missingTranslations(item, malayalam[index], at ? `${at}.${index}` : String(index)),
    );
    return malayalam.length > english.length
      ? [...missing, `${here} (more entries than English)`]
      : missing;
  }
  if (english && typeof english === "object") {
    if (!malayalam || typeof malayalam !== "object") return [here];
    return Object.entries(english).flatMap(([key, value]) =>
      missingTranslations(
        value,
        (malayalam as Record<string, unknown>)[key],
        at ? `${at}.${key}` : key,
      ),
    );
  }
  return [];
}

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(path.resolve(process.cwd(), file), "utf8"));

/** A link to a page that exists only in English: said with hreflang and a visible mark. */
function markEnglishOnly(action: Action): Action {
  const href = action.href.split(/[?#]/)[0]!;
  if (!href.startsWith("/") || href.startsWith("/ml") || action.newWindow) return action;
  return { ...action, label: `${action.label} ${mlEnglishOnlyMark}`, hrefLang: "en" };
}

function markSection(section: Section): Section {
  const marked = { ...section } as Record<string, unknown>;
  if (Array.isArray(marked.actions))
    marked.actions = (marked.actions as Action[]).map(markEnglishOnly);
  for (const list of ["cards", "steps"] as const) {
    if (Array.isArray(marked[list])) {
      marked[list] = (marked[list] as { action?: Action }[]).map((item) =>
        item.action ? { ...item, action: markEnglishOnly(item.action) } : item,
      );
    }
  }
  return marked as Section;
}

/** A Malayalam page: its header's words and its content. */
export interface MlPage {
  english: MlTwinPath;
  path: MlPath;
  title: string;
  description: string;
  heading: string;
  lead: string;
  /** Its sections; null for a page that draws its own (the search page). */
  page: ContentPage | null;
}

/** Reads and checks every Malayalam page file against its English twin; throws naming the file and field. */
export function readMlPages(folder = PAGES_ML_DIR, englishFolder = PAGES_DIR): MlPage[] {
  const problems: string[] = [];
  const pages = mlTwinPaths.map((english) => {
    const file = `${folder}/${fileName(english)}.json`;
    const built = builtPages[english]?.();
    if (built) {
      const { page, ...header } = built;
      return {
        ...header,
        english,
        path: mlPath(english),
        page: page && {
          ...page,
          actions: page.actions?.map(markEnglishOnly),
          sections: page.sections.map(markSection),
        },
      };
    }
    const twin = `${englishFolder}/${fileName(english)}.json`;
    const {
      path: own,
      title,
      description,
      heading,
      lead,
      ...page
    } = readContentFile(file, mlPageFileSchema);
    // The English file's texts against the Malayalam file's same fields (its own header words and
    // both addresses aside), as written, before the schema fills in "{name}" values.
    const without = (data: unknown, ...keys: string[]) =>
      Object.fromEntries(
        Object.entries(data as Record<string, unknown>).filter(([key]) => !keys.includes(key)),
      );
    const englishPage = without(readJson(twin), "path");
    const mlRaw = without(readJson(file), "path", "title", "description", "heading", "lead");
    for (const field of missingTranslations(englishPage, mlRaw)) {
      problems.push(`${file}:\n  - field "${field}": has no Malayalam text (${twin} has one)`);
    }
    if (own !== mlPath(english)) {
      problems.push(`${file}:\n  - field "path": must be "${mlPath(english)}"`);
    }
    return {
      english,
      path: mlPath(english),
      title,
      description,
      heading,
      lead,
      page: {
        ...page,
        actions: page.actions?.map(markEnglishOnly),
        sections: page.sections.map(markSection),
      },
    };
  });
  if (problems.length) throw new Error(`Invalid data in ${problems.join("\nInvalid data in ")}`);
  return pages;
}

export const mlPages = readMlPages();

/** The other language's address of a page that exists in both, or undefined. */
export function languageTwin(pagePath: string): { en: string; ml: string } | undefined {
  const page = mlPages.find((entry) => entry.path === pagePath || entry.english === pagePath);
  return page ? { en: page.english, ml: page.path } : undefined;
}

/** The language a page is written in: Malayalam for the twins under /ml, else English. */
export const pageLang = (pagePath: string): Lang =>
  languageTwin(pagePath)?.ml === pagePath ? "ml" : "en";
