import { EVENTS_DIR, inListOrder, readContentFolder } from "@/data/content-files";
import { weeklyEventFileSchema, type WeeklyEvent } from "@/data/schema";

/**
 * The weekly events and their pages: one file an event in content/events/ (edited from /admin),
 * named after its id. Times are India time. A change there updates the weekly page, the event's
 * own page and its "Add to calendar" file.
 */

/** The note above the weekly events' cards. */
export const weeklyEventsNote =
  "Every session is free, online and open to every µLearn member. Times are India time (IST); each card also shows the next session in your own time zone, and “Add to calendar” gives you a weekly reminder.";

/** Where the weekly page leads next: the hub and the shows whose pages list their sessions. */
export const weeklyEventsMore = {
  heading: "More events",
  links: [
    { label: "Upcoming events from the events calendar", href: "/events" },
    { label: "Office Hour: Q&A sessions with peers and mentors", href: "/events/office-hour" },
    {
      label: "Grab Your Superpowers: weekly skill sessions from campuses",
      href: "/events/grab-your-superpowers",
    },
  ],
} as const;

/** The weekly events, in the order the weekly page shows them. */
export const weeklyEvents: WeeklyEvent[] = inListOrder(
  readContentFolder(EVENTS_DIR, weeklyEventFileSchema),
  "id",
);

export function weeklyEvent(id: string) {
  const event = weeklyEvents.find((e) => e.id === id);
  if (!event) throw new Error(`content/events has no event "${id}"`);
  return event;
}
