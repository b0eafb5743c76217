import type { WeeklyEvent } from "@/data/schema";
import { calendarFilePath } from "@/lib/event-calendar";

/** "Add to calendar": the weekly .ics file written at build time (app/calendar/[file]). */
export function CalendarLink({ event }: { event: WeeklyEvent }) {
  return (
    <a
      href={calendarFilePath(event)}
      download={`${event.id}.ics`}
      aria-label={`Add ${event.name} to your calendar (.ics file)`}
      className="inline-flex h-11 items-center rounded-full border border-slate-300 px-5 font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      Add to calendar
    </a>
  );
}
