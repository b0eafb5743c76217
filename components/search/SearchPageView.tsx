"use client";

import { useEffect, useMemo, useRef, useState } from "react";
import { searchWords, type SearchLang, type SearchWordsFile } from "@/data/search";
import { useSiteSearch } from "@/hooks/use-site-search";
import { loadSearchEngine } from "@/lib/search-engine";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import { moveThroughResults } from "./search-keys";

const LIST_ID = "search-page-results";
const PAGE_RESULTS = 20;

/**
 * The search page's box and results. It reads `q` and `kind` from the address (a shared link
 * answers on a cold load) and writes them back as the visitor types, replacing the history
 * entry rather than adding one. The engine loads once the box (or a filter) is focused, or a
 * query is given, and searches the index of the page's language. Its words (in `lang`) come from
 * the page's server component, so its script carries no language file.
 */
export function SearchPageView({
  words,
  lang = "en",
}: {
  words: SearchWordsFile;
  lang?: SearchLang;
}) {
  const text = useMemo(() => searchWords(words, lang), [words, lang]);
  const inputRef = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState("");
  const state = useSiteSearch(query, kind, PAGE_RESULTS, ready);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    setQuery(params.get("q") ?? inputRef.current?.value ?? "");
    // Only a filter this language's search offers: a Malayalam search has none to show or clear.
    const asked = params.get("kind") ?? "";
    setKind(text.filters.some((filter) => filter.value === asked) ? asked : "");
    setReady(true);
    // The box was tapped while the page's scripts were on their way: its focus came before ours.
    if (inputRef.current === document.activeElement) loadSearchEngine().catch(() => {});
  }, [text.filters]);

  useEffect(() => {
    if (!ready) return;
    const url = new URL(window.location.href);
    if (query) url.searchParams.set("q", query);
    else url.searchParams.delete("q");
    if (kind) url.searchParams.set("kind", kind);
    else url.searchParams.delete("kind");
    if (url.href !== window.location.href)
      window.history.replaceState(window.history.state, "", url);
  }, [query, kind, ready]);

  return (
    <div
      // The engine comes when the visitor turns to the box (or a query asks for it), as the
      // dialog's comes when it opens: a visit that only reads the index below fetches none of it.
      onFocus={() => loadSearchEngine().catch(() => {})} // the search shows a failure when it asks
      onKeyDown={(event) => {
        const list = document.getElementById(LIST_ID);
        if (inputRef.current && list) moveThroughResults(event.nativeEvent, inputRef.current, list);
      }}
    >
      <SearchForm
        idPrefix="search-page"
        query={query}
        kind={kind}
        onQuery={setQuery}
        onKind={setKind}
        inputRef={inputRef}
        listId={LIST_ID}
        // The results come as the visitor types: Enter only keeps the page as it is.
        onSubmit={(event) => event.preventDefault()}
        text={text}
      />
      <SearchResults state={state} kind={kind} listId={LIST_ID} text={text} />
    </div>
  );
}
