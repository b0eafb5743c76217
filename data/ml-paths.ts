import type { Lang } from "@/data/i18n";

/**
 * The addresses of the pages the site has in Malayalam, apart from the pages themselves
 * (data/ml-pages.ts reads and checks those): a module of its own, so the data files that build a
 * page of either language (data/donation.ts) can link its twin pages without importing the pages.
 */

/** The English addresses that have a Malayalam twin. */
export const mlTwinPaths = [
  "/",
  "/about",
  "/be-a-part/learners",
  "/be-a-part/campus",
  "/enablers",
  "/kkem",
  "/donation",
  "/donation/success",
  "/search",
] as const;
export type MlTwinPath = (typeof mlTwinPaths)[number];

/** The Malayalam twin's address of an English page: "/ml" for "/", "/ml/about" for "/about". */
export const mlPath = <P extends MlTwinPath>(english: P) =>
  (english === "/" ? "/ml" : `/ml${english}`) as P extends "/" ? "/ml" : `/ml${P}`;
export type MlPath = ReturnType<typeof mlPath<MlTwinPath>>;

/** A page that has a twin, at its address in `lang`: "/ml/about" for "/about" in Malayalam. */
export const pathIn = (lang: Lang, english: MlTwinPath): string =>
  lang === "ml" ? mlPath(english) : english;
