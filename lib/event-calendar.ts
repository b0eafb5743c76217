import type { WeeklyEvent } from "@/data/schema";
import { org } from "@/data/site";
import { buildIcs } from "@/lib/ics";

export const calendarFilePath = (event: Pick<WeeklyEvent, "id">) => `/calendar/${event.id}.ics`;

/** The event's .ics text, or null for an event without a fixed weekly time. */
export function eventCalendar(event: WeeklyEvent, stamp: Date): string | null {
  if (!event.slot || !event.firstDate) return null;
  return buildIcs(
    {
      uid: `${event.id}-weekly@${new URL(org.website).host}`,
      summary: `${event.name} (µLearn)`,
      description: `${event.summary}\n\n${new URL(event.path, org.website).href}`,
      location: event.where,
      url: new URL(event.path, org.website).href,
      slot: event.slot,
      firstDate: event.firstDate,
    },
    stamp,
  );
}
