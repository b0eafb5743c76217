import type { ReactNode, Ref } from "react";
import { SearchIcon } from "@/components/ui/icons";
import type { SearchWords } from "@/data/search";

/**
 * The search's form: a real GET form to the search page in the page's language (so Enter without
 * scripts still searches), with its labelled box and the kind filters as radio buttons. The
 * scripts make it live.
 */
export function SearchForm({
  idPrefix,
  query,
  kind,
  onQuery,
  onKind,
  onSubmit,
  inputRef,
  listId,
  autoFocus = false,
  action,
  text: searchText,
}: {
  idPrefix: string;
  query: string;
  kind: string;
  onQuery: (query: string) => void;
  onKind: (kind: string) => void;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  listId: string;
  autoFocus?: boolean;
  /** Beside the box: the dialog's close button. */
  action?: ReactNode;
  /** The search's words in the page's language (data/search.ts, `searchWords`). */
  text: SearchWords;
}) {
  const inputId = `${idPrefix}-q`;
  return (
    <form action={searchText.path} method="get" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        {searchText.label}
      </label>
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          <SearchIcon
            size={20}
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            placeholder={searchText.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-controls={listId}
            autoFocus={autoFocus}
            className="h-12 w-full rounded-xl border border-slate-300 bg-white pr-3 pl-10 text-base text-slate-950 placeholder:text-slate-500 focus:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
          />
        </div>
        {action}
      </div>
      {searchText.filters.length > 0 ? (
        <fieldset className="mt-3">
          <legend className="sr-only">{searchText.filterLegend}</legend>
          <div className="flex flex-wrap gap-2">
            {searchText.filters.map((filter) => (
              <label key={filter.label} className="search-filter">
                <input
                  type="radio"
                  name="kind"
                  value={filter.value}
                  checked={kind === filter.value}
                  onChange={() => onKind(filter.value)}
                  className="sr-only"
                />
                {filter.label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </form>
  );
}
