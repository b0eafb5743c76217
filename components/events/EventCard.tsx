import type { WeeklyEvent } from "@/data/schema";
import { describeSlot } from "@/lib/schedule";
import { EventPicture } from "./EventPicture";
import { NextSession } from "./NextSession";
import { CalendarLink } from "./CalendarLink";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";

/**
 * A weekly event's card: picture, name, schedule, summary and a Check It Out button. A photo on
 * the first card would be the page's largest paint on a phone: pass `priority` there (a drawing
 * comes with the page, EventPicture).
 */
export function EventCard({ event, priority = false }: { event: WeeklyEvent; priority?: boolean }) {
  const headingId = `event-${event.id}`;
  return (
    <li>
      <Card
        as="article"
        padded={false}
        aria-labelledby={headingId}
        className="flex h-full flex-col overflow-hidden"
      >
        <EventPicture
          src={event.image}
          sizes="(min-width: 768px) 36rem, 100vw"
          priority={priority}
          eventId={event.id}
        />
        <div className="flex flex-1 flex-col gap-3 p-6">
          <h2 id={headingId} className="text-xl font-bold text-slate-950 dark:text-white">
            {event.name}
          </h2>
          <p className="font-semibold text-slate-800 dark:text-slate-200">
            {event.slot
              ? describeSlot(event.slot)
              : event.scheduleNote || "Schedule announced in the community"}
          </p>
          {event.slot ? <NextSession slot={event.slot} /> : null}
          <p className="text-slate-700 dark:text-slate-300">{event.summary}</p>
          <div className="mt-auto flex flex-wrap items-center gap-3 pt-2">
            <ButtonLink href={event.path} aria-label={`Check It Out: ${event.name}`}>
              Check It Out
            </ButtonLink>
            {event.slot ? <CalendarLink event={event} /> : null}
          </div>
        </div>
      </Card>
    </li>
  );
}
