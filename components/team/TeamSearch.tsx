"use client";

import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { changedValue } from "@/lib/early-input";
import { afterNextPaint } from "@/lib/after-next-paint";
import { matchesQuery } from "@/lib/team";
import { SearchIcon } from "@/components/ui/icons";
import { Button } from "@/components/ui/Button";
import { Container } from "@/components/ui/Container";
import { teamSelectors } from "./team-markers";

/**
 * A card's words, lower-cased, read once from what it shows (the roles behind '+N more' too, not
 * the screen reader's "µ-ID: "): kept out of the HTML, where a copy on every card cost 2.9 KB gzip.
 */
const cardWords = new WeakMap<HTMLElement, string>();
function wordsOf(card: HTMLElement): string {
  let words = cardWords.get(card);
  if (words === undefined) {
    // An element's own text nodes make one phrase: a µ-ID is two around its <wbr>.
    words = [...card.querySelectorAll(teamSelectors.words)]
      .map((element) =>
        [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim(),
      )
      .join(" ")
      .toLowerCase();
    cardWords.set(card, words);
  }
  return words;
}

/** Shows the year's cards that match, hides the rest and any group left empty; returns the count. */
function filterCards(year: number, query: string): number {
  const view = document.querySelector<HTMLElement>(teamSelectors.view(year));
  if (!view) return 0;
  let count = 0;
  for (const card of view.querySelectorAll<HTMLElement>(teamSelectors.member)) {
    const match = matchesQuery(wordsOf(card), query);
    card.hidden = !match;
    if (match) count += 1;
  }
  for (const part of view.querySelectorAll<HTMLElement>(
    `${teamSelectors.section}, ${teamSelectors.group}`,
  )) {
    part.hidden = !part.querySelector(teamSelectors.shownMember);
  }
  return count;
}

/**
 * Beyond the spec: filters the visible year's cards by name, role, college, district or µ-ID.
 * The cards are static HTML, so this shows and hides them (and any group or sub-team left empty)
 * rather than rendering them again; the count is announced politely as it changes. The box shows
 * each key at once and the cards follow a frame later, for the last query typed only: on a slow
 * phone a key waited behind the layout of every card it hid or showed (INP, docs/performance.md).
 */
export function TeamSearch({ year, total }: { year: number; total: number }) {
  const [query, setQuery] = useState("");
  // The query the cards show, and how many matched it: the status speaks of what is on screen.
  const [shown, setShown] = useState({ query: "", count: total });
  const cancelFilter = useRef<(() => void) | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const inputId = useId();

  useEffect(() => () => cancelFilter.current?.(), []);

  // The box takes typing from the first paint. A query typed before this script ran is on screen
  // (hydration leaves an input's value alone) but not in `query`: search for it now.
  const searchTypedEarly = useEffectEvent(() => {
    const typed = box.current ? changedValue(box.current) : undefined;
    if (typeof typed === "string" && typed !== "") search(typed);
  });
  useEffect(() => searchTypedEarly(), []);

  function search(next: string) {
    setQuery(next);
    cancelFilter.current?.();
    cancelFilter.current = afterNextPaint(() => {
      cancelFilter.current = null;
      const trimmed = next.trim();
      const count = filterCards(year, trimmed);
      // The count in the same frame as the cards it counts.
      flushSync(() => setShown({ query: trimmed, count }));
    });
  }

  /** Empties the box and shows every card again, leaving the visitor in the box. */
  function clear() {
    search("");
    box.current?.focus();
  }

  return (
    // Without scripts there is nothing to filter with: every card shows, and no box is offered.
    <Container role="search" aria-label={`Search the ${year} team`} className="no-js:hidden">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Search the {year} team
      </label>
      <div className="relative mt-2 max-w-xl">
        <input
          id={inputId}
          ref={box}
          type="search"
          value={query}
          onChange={(event) => search(event.target.value)}
          placeholder="Name, role, college or district"
          autoComplete="off"
          className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-3 pl-10 text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
        />
        {/* After the box it is centred in: drawn before it, in a frame where the parser had not
            reached the box yet, it sat half the box's height higher, then moved. */}
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
      </div>
      <p role="status" className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {shown.query
          ? `${shown.count} of ${total} people match “${shown.query}”.`
          : `${total} people in ${year}.`}
      </p>
      {shown.query && shown.count === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-semibold text-slate-900 dark:text-white">
            No one in the {year} team matches “{shown.query}”.
          </p>
          <p className="mt-1 text-slate-700 dark:text-slate-300">
            Check the spelling, try a first name or a district, or pick another year.
          </p>
          <Button variant="secondary" size="compact" onClick={clear} className="mt-4">
            Clear the search
          </Button>
        </div>
      ) : null}
    </Container>
  );
}
