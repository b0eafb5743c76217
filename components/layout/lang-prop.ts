import type { Lang } from "@/data/i18n";

/**
 * The `lang` prop for a client component drawn on the server only: none for English, so an English
 * page's payload stays as it was, `lang="ml"` otherwise.
 */
export const langProp = (lang: Lang): { lang?: Lang } => (lang === "en" ? {} : { lang });
