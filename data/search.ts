/** The site search's page, its words and the markers its scripts and the hosting rules share. */
export const SEARCH_PATH = "/search";

/** Where the build writes Pagefind's bundle (scripts/search-index.mjs); the browser loads it from there. */
export const SEARCH_BUNDLE_PATH = "/pagefind/";

import type { UiText } from "@/data/i18n";
import { fillSlots } from "@/data/slots";
import { formatCount, locale } from "@/data/numbers";
import { pathIn } from "@/data/ml-paths";

/** The search's languages: the page's <html lang> chooses ("ml" on the Malayalam pages). */
export type SearchLang = "en" | "ml";

/** A number as each language writes it (digits 0–9, Indian grouping). */
const count = (lang: SearchLang, value: number) => formatCount(value, locale[lang]);

/** The search's words as content/i18n/<lang>.json holds them (`search`). */
export type SearchWordsFile = UiText["search"];

/** The four filters a visitor narrows results by (lib/search-index.ts pageKind gives each page one). */
export type SearchFilter = "Pages" | "People" | "Groups" | "Events";

const filterLabel = (words: SearchWordsFile): Record<SearchFilter, string> => ({
  Pages: words.filters.pages,
  People: words.filters.people,
  Groups: words.filters.groups,
  Events: words.filters.events,
});

/**
 * The kinds each language's index holds. The English one has every kind; the Malayalam pages are
 * all pages (no person, group or event has one), so their search shows no filter.
 * __tests__/lib/search-index.test.ts checks this against the pages the index reads.
 */
export const searchFilterKinds: Record<SearchLang, readonly SearchFilter[]> = {
  en: ["Pages", "People", "Groups", "Events"],
  ml: ["Pages"],
};

/**
 * The search's words in a language, its counts and sentences made whole: from `words`, the file's
 * `search` (data/search-text.ts reads both files; a page's server component hands one down, so the
 * search page's script carries no language file).
 */
export function searchWords(words: SearchWordsFile, lang: SearchLang) {
  return {
    ...words,
    /** The search page in this language: where the dialog's form goes, and "All results". */
    path: pathIn(lang, SEARCH_PATH),
    count: (value: number, query: string) =>
      fillSlots(value === 1 ? words.countOne : words.countMany, {
        count: count(lang, value),
        query,
      }),
    none: (query: string) => fillSlots(words.none, { query }),
    allResults: (query: string) => fillSlots(words.allResults, { query }),
    shown: (shown: number, total: number) =>
      fillSlots(words.shown, { shown: count(lang, shown), count: count(lang, total) }),
    /**
     * The kind filters, in the order the search shows them; "" is every kind. None where the
     * language's index holds one kind only: a filter there could only repeat "all" or find nothing.
     */
    filters:
      searchFilterKinds[lang].length > 1
        ? [
            { value: "", label: words.filters.all },
            ...searchFilterKinds[lang].map((value) => ({
              value,
              label: filterLabel(words)[value],
            })),
          ]
        : [],
  };
}

export type SearchWords = ReturnType<typeof searchWords>;

/**
 * The engine's worker: Pagefind searches in it, off the page's thread. Its response alone carries
 * a policy that allows WebAssembly (scripts/csp.mjs); no page's policy does.
 */
export const SEARCH_WORKER_PATH = `${SEARCH_BUNDLE_PATH}pagefind-worker.js`;
