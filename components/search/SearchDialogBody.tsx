"use client";

import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import type { SearchLang } from "@/data/search";
import { searchTexts } from "@/data/search-text";
import { useSiteSearch } from "@/hooks/use-site-search";
import { loadSearchEngine } from "@/lib/search-engine";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import { moveThroughResults } from "./search-keys";
import { SEARCH_DIALOG_ID } from "./search-markers";

const LIST_ID = `${SEARCH_DIALOG_ID}-results`;
/** The dialog shows the first few results; "All results" leads to the search page. */
const DIALOG_RESULTS = 8;

/**
 * What the search dialog holds: its GET form to the search page and, with scripts, the results
 * as the visitor types. The server draws it into every page (SiteSearch); the browser loads this
 * code only when the dialog first opens, and hydrates it in place, so a query typed while it came
 * stays in the box and is answered. Escape closes the dialog keeping the query; arrows move
 * between the box and the results.
 */
export function SearchDialogBody({ lang = "en" }: { lang?: SearchLang }) {
  const searchText = searchTexts[lang];
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState("");
  const state = useSiteSearch(query, kind, DIALOG_RESULTS);
  const answer = state.status === "ready" ? state.answer : null;

  useEffect(() => {
    // Typed, or a filter chosen, before this code arrived: the search answers it.
    const form = inputRef.current?.form;
    if (inputRef.current?.value) setQuery(inputRef.current.value);
    const chosen = form?.querySelector<HTMLInputElement>('input[name="kind"]:checked');
    if (chosen) setKind(chosen.value);
    loadSearchEngine().catch(() => {}); // the search shows a failure when it asks
  }, []);

  const close = () => (document.getElementById(SEARCH_DIALOG_ID) as HTMLDialogElement).close();
  return (
    <div
      onKeyDown={(event) => {
        // A search box's own Escape only empties it: here it closes the search, keeping the query.
        if (event.key === "Escape") {
          event.preventDefault();
          close();
          return;
        }
        const list = document.getElementById(LIST_ID);
        if (inputRef.current && list) moveThroughResults(event.nativeEvent, inputRef.current, list);
      }}
    >
      <SearchForm
        idPrefix={SEARCH_DIALOG_ID}
        query={query}
        kind={kind}
        onQuery={setQuery}
        onKind={setKind}
        inputRef={inputRef}
        listId={LIST_ID}
        text={searchText}
        autoFocus
        onSubmit={(event) => {
          // Enter opens the first result; with none yet, the search page answers.
          const first = answer?.hits[0];
          if (!first) return;
          event.preventDefault();
          close();
          window.location.assign(first.url);
        }}
        action={
          <button
            type="button"
            command="close"
            commandfor={SEARCH_DIALOG_ID}
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            <span className="sr-only">{searchText.close}</span>
            <CloseIcon size={24} />
          </button>
        }
      />
      <SearchResults
        state={state}
        kind={kind}
        listId={LIST_ID}
        allResultsLink
        onOpen={close}
        text={searchText}
      />
    </div>
  );
}
