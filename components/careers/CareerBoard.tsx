"use client";

import { useEffect, useId, useRef, useState } from "react";
import { careerBoardWords as text } from "@/data/page-words/career-board";
import { changedValue } from "@/lib/early-input";
import {
  fetchCareerBoard,
  hiringCallsPerPage,
  uniqueCalls,
  type HiringCallPage,
} from "@/lib/live/careers";
import { listWasRead, useLive } from "@/hooks/use-live";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { KeepPress } from "@/components/ui/KeepPress";
import { HiringCallList } from "./HiringCallList";
import type { LiveNote } from "@/components/live/live-note";

/** Both lists of the board, each with its next page when the backend has one. */
export interface CareerBoardData {
  ongoing: HiringCallPage;
  previous: HiringCallPage;
}

const addPage = (current: HiringCallPage, next: HiringCallPage): HiringCallPage => ({
  calls: uniqueCalls([...current.calls, ...next.calls]),
  nextPage: next.nextPage,
});

/** The two lists in order; the open one keeps room for a row of cards (see CareerBoard). */
const lists = [
  {
    list: "ongoing",
    heading: text.ongoingHeading,
    empty: text.noOngoing,
    more: text.moreOngoing,
    className: "min-h-[28rem]",
  },
  {
    list: "previous",
    heading: text.previousHeading,
    empty: text.noPrevious,
    more: text.morePrevious,
    className: undefined,
  },
] as const;

/**
 * The hiring-call board: the pre-rendered snapshot (`note.asOf`, or null when it is empty), replaced
 * in place by the live lists after the first paint, with a note saying which one a visitor sees.
 * The open list keeps room for a row of cards, so the live lists move nothing already on screen.
 */
export function CareerBoard({
  snapshot,
  note,
}: {
  snapshot: CareerBoardData;
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
}) {
  const board = useLive(snapshot, fetchCareerBoard);
  const [query, setQuery] = useState("");
  const searchId = useId();
  const searchRef = useRef<HTMLInputElement>(null);
  // The search takes typing from the first paint. What was typed before this script ran is on
  // screen (hydration leaves an input's value alone) but not in `query`: take it from there.
  useEffect(() => {
    const typed = searchRef.current ? changedValue(searchRef.current) : undefined;
    if (typeof typed === "string" && typed !== "") setQuery(typed);
  }, []);
  const live = board.status === "live";
  const read = listWasRead(board.status, note.asOf);
  // "Show more" is in the HTML only when the snapshot holds more than a page of a list.
  const moreInHtml = lists.some(({ list }) => snapshot[list].calls.length > hiringCallsPerPage);

  return (
    <div data-live-status={board.status}>
      <LiveStatusLine source={text.source} status={board.status} {...note} />
      {/* Without JavaScript there is nothing to filter with: the first page of each list shows. */}
      <div className="mt-6 max-w-md no-js:hidden">
        <label
          htmlFor={searchId}
          className="block font-semibold text-slate-900 dark:text-slate-100"
        >
          {text.searchLabel}
        </label>
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mt-2 h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-950 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        />
      </div>
      {moreInHtml ? <KeepPress /> : null}
      {lists.map(({ list, heading, empty, more, className }) => (
        <HiringCallList
          key={list}
          list={list}
          heading={heading}
          page={board.data[list]}
          query={query}
          live={live}
          emptyText={read ? empty : text.noneInCopy}
          moreLabel={more}
          text={text}
          onPage={(page) =>
            board.update((data) => ({ ...data, [list]: addPage(data[list], page) }))
          }
          className={className}
        />
      ))}
    </div>
  );
}
