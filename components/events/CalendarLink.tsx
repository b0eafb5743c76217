import type { WeeklyEvent } from "@/data/schema";
import { calendarFilePath } from "@/lib/event-calendar";
import { buttonClass } from "@/components/ui/button-look";

/** "Add to calendar": the weekly .ics file written at build time (app/calendar/[file]). */
export function CalendarLink({ event }: { event: WeeklyEvent }) {
  return (
    <a
      href={calendarFilePath(event)}
      download={`${event.id}.ics`}
      className={buttonClass({ variant: "secondary" })}
      data-pagefind-ignore=""
    >
      Add to calendar<span className="sr-only"> for {event.name} (.ics file)</span>
    </a>
  );
}
