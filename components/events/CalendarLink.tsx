import type { WeeklyEvent } from "@/data/schema";
import { calendarFilePath } from "@/lib/event-calendar";
import { buttonClass } from "@/components/ui/Button";

/** "Add to calendar": the weekly .ics file written at build time (app/calendar/[file]). */
export function CalendarLink({ event }: { event: WeeklyEvent }) {
  return (
    <a
      href={calendarFilePath(event)}
      download={`${event.id}.ics`}
      aria-label={`Add ${event.name} to your calendar (.ics file)`}
      className={buttonClass({ variant: "secondary" })}
    >
      Add to calendar
    </a>
  );
}
