"use client";

import type { ReactNode } from "react";
import type { LearnersWords } from "@/data/i18n";
import { fetchLeaderboards, type Leaderboards, type TopStudent } from "@/lib/live/learners";
import { fillSlots, formatCount } from "@/lib/format";
import { useLive, type LiveStatus } from "@/hooks/use-live";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import type { LiveNote } from "@/components/live/live-note";

const cell = "px-3 py-2 text-left align-top";
const head = `${cell} font-semibold text-slate-700 dark:text-slate-300`;

function Empty({ status, text }: { status: LiveStatus; text: LearnersWords }) {
  return (
    <p
      data-pagefind-ignore=""
      className="mt-3 rounded-2xl border border-dashed border-slate-300 p-5 text-slate-700 dark:border-slate-700 dark:text-slate-300"
    >
      {status === "live" ? text.emptyLive : text.empty}
    </p>
  );
}

/**
 * One leaderboard: its heading, then a table of rank, name (with what `details` adds under it) and
 * karma, or a line saying there is nothing yet.
 */
function Board<Row extends { name: string; karma: number }>({
  id,
  caption,
  columns,
  rows,
  details,
  status,
  text,
  locale,
}: {
  id: string;
  caption: string;
  columns: { rank: string; name: string; karma: string };
  rows: Row[];
  /** The lines under a row's name. */
  details: (row: Row) => ReactNode;
  status: LiveStatus;
  text: LearnersWords;
  locale?: string | undefined;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h3 id={id} className="text-xl font-bold text-slate-950 dark:text-white">
        {caption}
      </h3>
      {rows.length > 0 ? (
        <div className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full text-sm">
            <caption className="sr-only">{`${text.heading}: ${caption}`}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-800">
                <th scope="col" className={head}>
                  {columns.rank}
                </th>
                <th scope="col" className={head}>
                  {columns.name}
                </th>
                <th scope="col" className={`${head} text-right`}>
                  {columns.karma}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr
                  key={`${row.name}-${index}`}
                  className="border-b border-slate-100 last:border-0 dark:border-slate-800"
                >
                  <td className={`${cell} tabular-nums text-slate-700 dark:text-slate-300`}>
                    {index + 1}
                  </td>
                  <th scope="row" className={`${cell} font-normal`}>
                    <span className="block font-semibold text-slate-950 dark:text-white">
                      {row.name}
                    </span>
                    {details(row)}
                  </th>
                  <td
                    className={`${cell} text-right font-semibold tabular-nums text-slate-950 dark:text-white`}
                  >
                    {formatCount(row.karma, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <Empty status={status} text={text} />
      )}
    </section>
  );
}

/** A student's college and µ-ID, under the name. */
function studentDetails(text: LearnersWords) {
  return function StudentDetails(row: TopStudent) {
    return (
      <>
        {row.institution ? (
          <span className="block text-slate-700 dark:text-slate-300">
            <span className="sr-only">{text.columns.institution}: </span>
            {row.institution}
          </span>
        ) : null}
        {row.muid ? (
          <span className="block text-slate-600 dark:text-slate-400">
            {text.muid}: {row.muid}
          </span>
        ) : null}
      </>
    );
  };
}

/**
 * The three leaderboards (students this month, of all time, colleges) from the snapshot, then
 * live. The block keeps room for ten rows each, so the live rows move nothing above or beside.
 */
export function LearnerBoards({
  snapshot,
  note,
  words: text,
  locale,
}: {
  snapshot: Leaderboards;
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
  /** The page's words (content/i18n/<lang>.json, `learners`). */
  words: LearnersWords;
  /** The locale counts are written in; "en-IN" when not given. */
  locale?: string;
}) {
  const boards = useLive(snapshot, fetchLeaderboards);
  const { monthly, allTime, colleges } = boards.data;
  const studentLines = studentDetails(text);
  return (
    <div data-live-status={boards.status}>
      <LiveStatusLine source={text.source} status={boards.status} {...note} />
      <div className="mt-8 grid gap-8 lg:min-h-[44rem] lg:grid-cols-3">
        {(
          [
            ["board-monthly", text.boards.monthly, monthly],
            ["board-all-time", text.boards.allTime, allTime],
          ] as const
        ).map(([id, caption, rows]) => (
          <Board
            key={id}
            id={id}
            caption={caption}
            columns={text.columns}
            rows={rows}
            details={studentLines}
            status={boards.status}
            text={text}
            locale={locale}
          />
        ))}
        <Board
          id="board-colleges"
          caption={text.boards.colleges}
          columns={text.collegeColumns}
          rows={colleges}
          details={(row) =>
            row.students !== null ? (
              <span className="block text-slate-700 dark:text-slate-300">
                {fillSlots(text.studentsCount, { count: formatCount(row.students, locale) })}
              </span>
            ) : null
          }
          status={boards.status}
          text={text}
          locale={locale}
        />
      </div>
    </div>
  );
}
