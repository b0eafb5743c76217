/** The site search's page, its words and the markers its scripts and the hosting rules share. */
export const SEARCH_PATH = "/search";

/** Where the build writes Pagefind's bundle (scripts/search-index.mjs); the browser loads it from there. */
export const SEARCH_BUNDLE_PATH = "/pagefind/";

/** The kind filters, in the order the search shows them; "" is every kind. */
export const searchFilters = [
  { value: "", label: "All" },
  { value: "Pages", label: "Pages" },
  { value: "People", label: "People" },
  { value: "Groups", label: "Groups" },
  { value: "Events", label: "Events" },
] as const;

export const searchText = {
  open: "Search",
  dialogTitle: "Search the site",
  label: "Search µLearn",
  placeholder: "Pages, people, groups, events…",
  submit: "Search",
  close: "Close search",
  filterLegend: "Show",
  loading: "Loading the search…",
  failed: "The search could not load. Try again, or browse every page on the search page.",
  hint: "Type to search every page, person, interest group and event.",
  count: (count: number, query: string) =>
    `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
  none: (query: string) => `No results for “${query}”`,
  allResults: (query: string) => `All results for “${query}”`,
  shown: (shown: number, count: number) => `Showing the first ${shown} of ${count}.`,
  siteIndex: "Every page",
  resultsLabel: "Results",
  noScript: "Typing a search needs JavaScript; without it, here is every page of the site.",
} as const;

/**
 * The engine's worker: Pagefind searches in it, off the page's thread. Its response alone carries
 * a policy that allows WebAssembly (scripts/csp.mjs); no page's policy does.
 */
export const SEARCH_WORKER_PATH = `${SEARCH_BUNDLE_PATH}pagefind-worker.js`;
