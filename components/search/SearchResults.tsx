import { Fragment } from "react";
import type { SearchState } from "@/hooks/use-site-search";
import type { SearchWords } from "@/data/search";

/**
 * The address of a search page (`searchPath`) for a query and kind, for "All results" and shared
 * links.
 */
export const searchPageHref = (searchPath: string, query: string, kind: string) => {
  const params = new URLSearchParams({ q: query.trim() });
  if (kind) params.set("kind", kind);
  return `${searchPath}?${params}`;
};

/**
 * A search's status line (a live region: the count, "No results for …", loading, failure) and its
 * results as links, each with its title, kind and excerpt, the match marked.
 */
export function SearchResults({
  state,
  kind,
  listId,
  allResultsLink = false,
  onOpen,
  text: searchText,
}: {
  state: SearchState;
  kind: string;
  listId: string;
  allResultsLink?: boolean;
  onOpen?: () => void;
  /** The search's words in the page's language (data/search.ts, `searchWords`). */
  text: SearchWords;
}) {
  const answer = state.status === "ready" || state.status === "loading" ? state.answer : null;
  const hits = answer?.hits ?? [];
  let status: string = searchText.hint;
  if (state.status === "failed") status = searchText.failed;
  else if (state.status === "loading" && !answer) status = searchText.loading;
  else if (answer) {
    status = answer.count
      ? searchText.count(answer.count, answer.query)
      : searchText.none(answer.query);
  }
  return (
    <div className="mt-4">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {status}
        {answer && answer.count > hits.length
          ? ` ${searchText.shown(hits.length, answer.count)}`
          : null}
      </p>
      <ul id={listId} aria-label={searchText.resultsLabel} className="mt-3 space-y-2">
        {hits.map((hit) => (
          <li key={hit.url}>
            <a
              href={hit.url}
              onClick={onOpen}
              className="block rounded-xl border border-slate-200 p-3 hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold text-slate-950 dark:text-white">{hit.title}</span>
                <span className="text-xs font-medium text-brand-700 uppercase dark:text-brand-300">
                  {hit.kind}
                </span>
              </span>
              <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">
                {hit.excerpt.map((part, index) => (
                  // The runs never reorder: the index is their identity.
                  <Fragment key={index}>
                    {part.marked ? (
                      <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-950 dark:bg-amber-300">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    )}
                  </Fragment>
                ))}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {allResultsLink && answer && answer.count > hits.length ? (
        <p className="mt-3 text-sm">
          <a
            href={searchPageHref(searchText.path, answer.query, kind)}
            onClick={onOpen}
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {searchText.allResults(answer.query)}
          </a>
        </p>
      ) : null}
    </div>
  );
}
