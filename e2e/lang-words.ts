import en from "../content/i18n/en.json";
import ml from "../content/i18n/ml.json";

/**
 * The frame's words (header, menus, search, footer) a page at `path` says: Malayalam under /ml,
 * English elsewhere (content/i18n/). Loops over every route check each page in its own words.
 */
export const wordsFor = (path: string) => (path === "/ml" || path.startsWith("/ml/") ? ml : en);
