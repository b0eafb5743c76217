"use client";

import { useEffect, useRef, useState } from "react";
import type { CareerBoardWords } from "@/data/career-board";
import {
  fetchHiringCalls,
  hiringCallsPerPage,
  matchesQuery,
  type HiringCallList as ListName,
  type HiringCallPage,
} from "@/lib/live/careers";
import { cx } from "@/lib/cx";
import { fillSlots } from "@/lib/format";
import { keepPressAttribute, takeKeptPress } from "@/lib/early-press";
import { Button } from "@/components/ui/Button";
import { TextLink } from "@/components/ui/TextLink";
import { HiringCallCard } from "./HiringCallCard";

/**
 * One list of the board under its h3, a page at a time. "Show more" first reveals calls already
 * loaded, then (live only) fetches the next page; focus moves to the first new call, so keyboard
 * and screen-reader users go on from where they were. A press on it before the page's scripts ran
 * is kept (`KeepPress`, in CareerBoard) and carried out as the button mounts. Without JavaScript
 * there is no button: the first page of each list shows.
 */
export function HiringCallList({
  list,
  heading,
  page,
  query,
  live,
  emptyText,
  moreLabel,
  onPage,
  className,
  text,
}: {
  list: ListName;
  heading: string;
  page: HiringCallPage;
  query: string;
  live: boolean;
  emptyText: string;
  moreLabel: string;
  /** Receives a further page the list fetched. */
  onPage: (page: HiringCallPage) => void;
  className?: string;
  text: CareerBoardWords;
}) {
  const [shown, setShown] = useState(hiringCallsPerPage);
  const [loading, setLoading] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const trimmed = query.trim();
  const matching = trimmed ? page.calls.filter((call) => matchesQuery(call, trimmed)) : page.calls;
  const visible = matching.slice(0, shown);
  const canShowMore = matching.length > shown || (live && page.nextPage !== null);

  useEffect(() => {
    const index = focusIndex.current;
    const item = index === null ? undefined : listRef.current?.children[index];
    if (item instanceof HTMLElement) {
      focusIndex.current = null;
      item.focus();
    }
  }, [visible.length]);

  async function showMore() {
    focusIndex.current = visible.length;
    setMoreFailed(false);
    if (matching.length <= shown && page.nextPage !== null) {
      setLoading(true);
      const result = await fetchHiringCalls(list, page.nextPage);
      setLoading(false);
      if (!result.ok) {
        focusIndex.current = null;
        setMoreFailed(true);
        return;
      }
      onPage(result.data);
    }
    setShown((count) => count + hiringCallsPerPage);
  }

  const carryOutKeptPress = (button: HTMLButtonElement | null) => {
    if (button && takeKeptPress(button)) void showMore();
  };

  const headingId = `${list}-calls-heading`;
  return (
    <section aria-labelledby={headingId} className={cx("mt-10", className)}>
      <h3 id={headingId} className="text-xl font-bold text-slate-950 dark:text-white">
        {heading}
      </h3>
      {visible.length > 0 ? (
        <ul ref={listRef} className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {visible.map((call) => (
            <li key={call.id} tabIndex={-1} className="rounded-2xl">
              <HiringCallCard call={call} text={text} />
            </li>
          ))}
        </ul>
      ) : (
        <p
          data-pagefind-ignore=""
          className="mt-5 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300"
        >
          {trimmed && page.calls.length > 0
            ? fillSlots(text.noMatch, { query: trimmed })
            : emptyText}{" "}
          <TextLink href={text.getReady.href}>{text.getReady.label}</TextLink>
        </p>
      )}
      {canShowMore ? (
        <p className="mt-6 no-js:hidden">
          <Button
            ref={carryOutKeptPress}
            variant="secondary"
            onClick={showMore}
            disabled={loading}
            aria-busy={loading || undefined}
            {...{ [keepPressAttribute]: "" }}
            // The early script may have marked it busy before hydration; the mount clears that.
            suppressHydrationWarning
            className="aria-busy:cursor-progress aria-busy:opacity-80"
          >
            {moreLabel}
          </Button>
        </p>
      ) : null}
      {moreFailed ? (
        <p role="status" className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {text.moreFailed}
        </p>
      ) : null}
    </section>
  );
}
