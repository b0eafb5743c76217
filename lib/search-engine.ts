import { SEARCH_BUNDLE_PATH } from "@/data/search";

/** A result as Pagefind gives it once its fragment has loaded. */
interface PagefindFragment {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

/** The part of Pagefind's browser API the search uses (pagefind.js in the build's bundle). */
interface PagefindApi {
  options(options: {
    excerptLength?: number;
    ranking?: { metaWeights?: Record<string, number> };
  }): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<PagefindFragment> }[] } | null>;
}

/** One result as the search shows it: its title, kind and an excerpt with the match marked. */
export interface SearchHit {
  url: string;
  title: string;
  kind: string;
  excerpt: ExcerptPart[];
}

/** What a query found: how many results in all, and the first few, loaded. */
export interface SearchAnswer {
  query: string;
  count: number;
  hits: SearchHit[];
}

/** A run of an excerpt's text, marked where it matched the query. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt (text with `<mark>` around the matches, and only `<` and `>` escaped) as
 * runs of plain text, so the page renders it as text and never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const unescape = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">");
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter(Boolean)
    .flatMap((part) => {
      if (!part.startsWith("<mark>")) return [{ text: unescape(part), marked: false }];
      // A mark ends with its word: Pagefind's Malayalam words keep the stop or comma after them.
      const [, word = "", after = ""] = /^([\s\S]*?)(\p{P}*)$/u.exec(unescape(part.slice(6, -7)))!;
      return [
        { text: word, marked: true },
        { text: after, marked: false },
      ].filter((run) => run.text);
    });
}

const ENGINE_URL = `${SEARCH_BUNDLE_PATH}pagefind.js`;
let engine: Promise<PagefindApi> | null = null;

/**
 * Pagefind, fetched from the build's bundle on the first call only (the search opened): the
 * bundler leaves the import alone, so no page's script carries it. A failed load is tried again.
 */
export function loadSearchEngine(): Promise<PagefindApi> {
  engine ??= (
    import(/* webpackIgnore: true */ /* turbopackIgnore: true */ ENGINE_URL) as Promise<PagefindApi>
  ).then(async (pagefind) => {
    // The pictures Pagefind finds on a page are not shown in results: their address and alt text
    // do not rank it (a gallery's photos would otherwise put it before the programme's page).
    await pagefind.options({
      excerptLength: 18,
      ranking: { metaWeights: { image: 0, image_alt: 0 } },
    });
    await pagefind.init();
    return pagefind;
  });
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/**
 * The results for a query (and a kind, "" for all): the count, and the first `limit` loaded. A
 * search that `isCurrent` says was overtaken (the visitor typed on) loads no results' text, so
 * the newest query's fetches do not queue behind it; it resolves with no hits.
 */
export async function searchSite(
  query: string,
  kind: string,
  limit: number,
  isCurrent: () => boolean = () => true,
): Promise<SearchAnswer> {
  const pagefind = await loadSearchEngine();
  const found = await pagefind.search(query, kind ? { filters: { kind } } : {});
  const results = found?.results ?? [];
  if (!isCurrent()) return { query, count: results.length, hits: [] };
  const hits = await Promise.all(
    results.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return {
        url: data.url,
        title: data.meta.title ?? data.url,
        kind: data.meta.kind ?? "Page",
        excerpt: excerptParts(data.excerpt),
      };
    }),
  );
  return { query, count: results.length, hits };
}
