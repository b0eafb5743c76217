import type { ContentPage } from "@/data/content-types";
import { PAGES_DIR, readContentFolder } from "@/data/content-files";
import { contentPageFileSchema } from "@/data/page-schema";
import { donationPages } from "@/data/donation";
import { mlPages } from "@/data/ml-pages";
import type { MlPath } from "@/data/ml-paths";

/**
 * The pages drawn from sections: one file a page in content/pages/ (edited from /admin), named
 * after its address ("/be-a-part/company" is be-a-part-company.json, "/" is home.json), checked by
 * data/page-schema.ts. Each app/ page file draws its entry with ContentPageView; its h1 and lead
 * come from data/routes.ts. The donation pages are built in data/donation.ts: /donation's text
 * (content/donation/<lang>.json) follows the build's payment setting and the donation tiers.
 */

/** The addresses of the pages kept in content/pages/, each with a route in app/. */
export const filePagePaths = [
  "/",
  "/about",
  "/manifesto",
  "/be-a-part/company",
  "/be-a-part/campus",
  "/be-a-part/learners",
  "/careers",
  "/enablers",
  "/in50hours",
  "/levelstructure",
  "/self-determination-theory",
  "/socials",
  "/impact-gallery",
  "/founders-message",
  "/testimonials",
  "/yip",
  "/artofteaching",
  "/trivial-ideas",
  "/learning-circle",
  "/hr",
  "/kkem",
  "/kkem/events/beyondus",
  "/kkem/learningcircles/dashboard",
  "/campus-logo-generator",
  "/community-partners",
  "/company-partners",
] as const;
export type FilePagePath = (typeof filePagePaths)[number];

/** The programme pages, which the site search tags as programmes. */
export const programmePagePaths: readonly FilePagePath[] = [
  "/yip",
  "/artofteaching",
  "/trivial-ideas",
  "/learning-circle",
  "/hr",
];

/** A page's file name: "be-a-part-company" for "/be-a-part/company", "home" for "/". */
export const pageFileName = (path: string) =>
  path === "/" ? "home" : path.replace(/^\/|\/$/g, "").replace(/\//g, "-");

/**
 * Reads and checks every page file of `folder`: each must be named after its address, and every
 * address above must have its file. Throws naming the file and field.
 */
export function readContentPages(folder: string = PAGES_DIR): Record<FilePagePath, ContentPage> {
  const known = new Set<string>(filePagePaths);
  const pages = new Map<string, ContentPage>();
  const problems: string[] = [];
  for (const { file, slug, data } of readContentFolder(folder, contentPageFileSchema)) {
    const { path, ...page } = data;
    if (!known.has(path)) {
      problems.push(`${file}:\n  - field "path": "${path}" is not a page kept in content/pages/`);
    } else if (pageFileName(path) !== slug) {
      problems.push(
        `${file}:\n  - field "path": "${path}" belongs in ${folder}/${pageFileName(path)}.json`,
      );
    } else pages.set(path, page);
  }
  // A misnamed file is reported alone, not with every page it leaves without a file.
  if (!problems.length) {
    for (const path of filePagePaths) {
      if (!pages.has(path)) {
        problems.push(`${folder}/${pageFileName(path)}.json:\n  - the page ${path} has no file`);
      }
    }
  }
  if (problems.length) throw new Error(`Invalid data in ${problems.join("\nInvalid data in ")}`);
  return Object.fromEntries(pages) as Record<FilePagePath, ContentPage>;
}

/** Every page drawn from sections, by route. */
export const contentPages = {
  ...readContentPages(),
  ...donationPages,
  ...(Object.fromEntries(
    mlPages.flatMap(({ path, page }) => (page ? [[path, page]] : [])),
  ) as Record<Exclude<MlPath, "/ml/search">, ContentPage>),
} satisfies Record<string, ContentPage>;

export type ContentPath = keyof typeof contentPages;
