"use client";

import { lcDashboardText as text } from "@/data/lc-dashboard";
import { fetchLcDashboard, type LcDashboard as Totals } from "@/lib/live/lc-dashboard";
import { formatCount } from "@/lib/format";
import { useLive } from "@/hooks/use-live";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { InterestGroupChart } from "./InterestGroupChart";
import { InterestGroupTable } from "./InterestGroupTable";
import type { LiveNote } from "@/components/live/live-note";

const totalNames = ["circles", "enrolments", "uniqueLearners"] as const;

/**
 * The dashboard's totals and its rows per interest group: the snapshot (null when empty),
 * replaced in place by the live totals after the first paint. The per-group block keeps room for
 * a long table, so the live rows move nothing already on screen.
 */
export function LcDashboard({
  snapshot,
  note,
}: {
  snapshot: Totals | null;
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
}) {
  const dashboard = useLive<Totals | null>(snapshot, fetchLcDashboard);
  const totals = dashboard.data;
  const groups = totals?.interestGroups ?? [];
  return (
    <div data-live-status={dashboard.status}>
      <LiveStatusLine source={text.source} status={dashboard.status} {...note} />
      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        {totalNames.map((name) => (
          <div
            key={name}
            className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
          >
            <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">
              {text.totals[name]}
            </dt>
            <dd className="mt-1 text-3xl font-bold text-slate-950 tabular-nums dark:text-white">
              {totals ? (
                formatCount(totals[name])
              ) : (
                // No figure in this copy: a status, not the page's subject, for the site search.
                <span data-pagefind-ignore="">
                  <span aria-hidden="true">{text.noFigure}</span>
                  <span className="sr-only">{text.noFigureLabel}</span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="lc-by-group-heading" className="mt-10 min-h-[40rem]">
        <h3 id="lc-by-group-heading" className="text-xl font-bold text-slate-950 dark:text-white">
          {text.byGroupHeading}
        </h3>
        {groups.length > 0 ? (
          <div className="mt-5 grid gap-8 lg:grid-cols-2">
            <InterestGroupChart groups={groups} />
            <InterestGroupTable groups={groups} />
          </div>
        ) : (
          <p
            data-pagefind-ignore=""
            className="mt-5 rounded-2xl border border-dashed border-slate-300 p-6 text-slate-700 dark:border-slate-700 dark:text-slate-300"
          >
            {dashboard.status === "live" ? text.noGroupsLive : text.noGroups}
          </p>
        )}
      </section>
    </div>
  );
}
