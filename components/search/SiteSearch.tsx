"use client";

import { useEffect, useRef, useState } from "react";
import { CloseIcon } from "@/components/ui/icons";
import { SEARCH_DIALOG_ID, searchText } from "@/data/search";
import { useSiteSearch } from "@/hooks/use-site-search";
import { loadSearchEngine } from "@/lib/search-engine";
import { SearchForm } from "./SearchForm";
import { SearchResults } from "./SearchResults";
import { moveThroughResults } from "./search-keys";

const LIST_ID = `${SEARCH_DIALOG_ID}-results`;
/** The dialog shows the first few results; "All results" leads to the search page. */
const DIALOG_RESULTS = 8;

/** True when a key press belongs to a field the visitor is typing in. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/**
 * The site search: a modal <dialog> in every page's HTML, opened by the header's button (an
 * invoker command, so from the first paint), "/" or Ctrl+K (Cmd+K). Its form is a real GET form to
 * the search page; with scripts, results come as the visitor types. The engine (Pagefind) is
 * fetched when the dialog first opens, never before. The browser gives Escape, the backdrop and
 * focus back to where it was.
 */
export function SiteSearch() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState("");
  const state = useSiteSearch(query, kind, DIALOG_RESULTS, opened);
  const answer = state.status === "ready" ? state.answer : null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Typed before the scripts arrived: the box keeps it, and the search answers it.
    if (inputRef.current?.value) setQuery(inputRef.current.value);
    const onToggle = () => {
      if (!dialog.open) return;
      setOpened(true);
      loadSearchEngine().catch(() => {}); // the search shows a failure when it asks
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    const onKey = (event: KeyboardEvent) => {
      if (dialog.open || event.defaultPrevented || event.altKey) return;
      const modifier = event.ctrlKey || event.metaKey;
      const shortcut = modifier
        ? event.key.toLowerCase() === "k" && !event.shiftKey
        : event.key === "/" && !isTyping(event.target);
      // Another modal dialog (the menu) keeps the keys.
      if (!shortcut || document.querySelector("dialog:modal")) return;
      event.preventDefault();
      dialog.showModal();
    };
    dialog.addEventListener("toggle", onToggle);
    document.addEventListener("keydown", onKey);
    onToggle();
    return () => {
      dialog.removeEventListener("toggle", onToggle);
      document.removeEventListener("keydown", onKey);
    };
  }, []);

  const close = () => dialogRef.current?.close();
  return (
    <dialog
      ref={dialogRef}
      id={SEARCH_DIALOG_ID}
      aria-label={searchText.dialogTitle}
      closedby="any"
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
      className="fixed inset-x-0 top-0 mx-auto mt-0 max-h-dvh w-full max-w-2xl overflow-y-auto border-0 bg-white p-4 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:mt-20 sm:max-h-[80dvh] sm:w-[calc(100%-2rem)] sm:rounded-2xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
    >
      <SearchForm
        idPrefix={SEARCH_DIALOG_ID}
        query={query}
        kind={kind}
        onQuery={setQuery}
        onKind={setKind}
        inputRef={inputRef}
        listId={LIST_ID}
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
      <SearchResults state={state} kind={kind} listId={LIST_ID} allResultsLink onOpen={close} />
    </dialog>
  );
}
