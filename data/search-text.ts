import en from "@/content/i18n/en.json";
import ml from "@/content/i18n/ml.json";
import { searchWords, type SearchLang, type SearchWords } from "@/data/search";

/**
 * The search's words in both languages, read from content/i18n/<lang>.json as modules (data/i18n.ts
 * checks both files against one schema when the site builds). For the server and for the search
 * dialog's body, which loads on its first opening; a client module the page loads at once takes
 * its words as props instead, or both files would travel in its script.
 */
export const searchTexts: Record<SearchLang, SearchWords> = {
  en: searchWords(en.search, "en"),
  ml: searchWords(ml.search, "ml"),
};

/** The English search words, which every page but the Malayalam ones uses. */
export const searchText = searchTexts.en;
