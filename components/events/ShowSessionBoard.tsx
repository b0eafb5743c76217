"use client";

import { useSyncExternalStore } from "react";
import { showIds, type ShowId } from "@/data/show-ids";
import type { ShowInfo, ShowSessionsWords } from "@/data/shows";
import { showSessionsWords } from "@/data/page-words/shows";
import { fillSlots } from "@/lib/format";
import {
  fetchShowSessions,
  sessionStatus,
  type ShowSession,
  type ShowSessions,
} from "@/lib/live/shows";
import { cx } from "@/lib/cx";
import { listWasRead, useLive } from "@/hooks/use-live";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { ShowSessionCard } from "./ShowSessionCard";
import type { LiveNote } from "@/components/live/live-note";

// One loader per show, made once: useLive runs its loader once, keyed by identity.
const loaders = Object.fromEntries(
  showIds.map((id) => [id, (signal: AbortSignal) => fetchShowSessions(id, signal)]),
) as Record<ShowId, (signal: AbortSignal) => ReturnType<typeof fetchShowSessions>>;

// When the page opened in this browser: statuses ("On now") are as of then.
const openedAt = typeof window === "undefined" ? 0 : Date.now();
const noSubscription = () => () => {};

function SessionList({
  heading,
  sessions,
  emptyText,
  show,
  now,
  posterOrigin,
  text,
  className,
}: {
  heading: string;
  sessions: ShowSession[];
  emptyText: string;
  show: ShowInfo;
  now: Date;
  posterOrigin: string;
  text: ShowSessionsWords;
  className?: string;
}) {
  const id = `${show.id}-${heading.toLowerCase().replace(/\W+/g, "-")}`;
  // "Next session" marks the nearest one still to start, after any on now.
  const nextId = sessions.find((session) => sessionStatus(session, now) === "upcoming")?.id;
  return (
    <section aria-labelledby={id} className={cx("mt-10", className)}>
      <h3 id={id} className="text-xl font-bold text-slate-950 dark:text-white">
        {heading}
      </h3>
      {sessions.length > 0 ? (
        <ul className="mt-5 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sessions.map((session) => (
            <li key={session.id}>
              <ShowSessionCard
                session={session}
                next={session.id === nextId}
                show={show}
                status={sessionStatus(session, now)}
                posterOrigin={posterOrigin}
                text={text}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p data-pagefind-ignore="" className="mt-4 text-slate-700 dark:text-slate-300">
          {emptyText}
        </p>
      )}
    </section>
  );
}

/**
 * A show's sessions: the pre-rendered snapshot (`note.asOf`, or null when it is empty), replaced in
 * place by the live archive after the first paint. "Coming up" keeps room for a row of cards, so
 * the live lists move nothing already on screen.
 */
export function ShowSessionBoard({
  show,
  snapshot,
  note,
  renderedAt,
  posterOrigin,
}: {
  show: ShowInfo;
  snapshot: ShowSessions;
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
  /** When the snapshot was drawn (the build): statuses in the HTML are as of then. */
  renderedAt: string;
  posterOrigin: string;
}) {
  const text = showSessionsWords;
  const board = useLive(snapshot, loaders[show.id]);
  const now = new Date(
    useSyncExternalStore(
      noSubscription,
      () => openedAt,
      () => Date.parse(renderedAt),
    ),
  );
  const read = listWasRead(board.status, note.asOf);
  const emptyText = (liveText: string) => (read ? liveText : text.noneInCopy);
  const common = { show, now, posterOrigin, text };

  return (
    <div data-live-status={board.status}>
      <LiveStatusLine
        source={fillSlots(text.source, { show: show.name })}
        status={board.status}
        {...note}
      >
        <p>{text.times}</p>
      </LiveStatusLine>
      <SessionList
        heading={text.upcomingHeading}
        sessions={board.data.upcoming}
        emptyText={emptyText(text.noUpcoming)}
        className="min-h-[36rem]"
        {...common}
      />
      <SessionList
        heading={text.previousHeading}
        sessions={board.data.previous}
        emptyText={emptyText(text.noPrevious)}
        {...common}
      />
    </div>
  );
}
