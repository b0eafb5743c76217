import {
  EVENTS_DIR,
  inListOrder,
  readContentFile,
  readContentFolder,
  WEEKLY_EVENTS_PAGE_FILE,
} from "@/data/content-files";
import { weeklyEventsPageSchema } from "@/data/page-schema";
import { weeklyEventFileSchema, type WeeklyEvent } from "@/data/schema";

/**
 * The weekly events and their pages: one file an event in content/events/ (edited from /admin),
 * named after its id. Times are India time. A change there updates the weekly page, the event's
 * own page and its "Add to calendar" file.
 */

/** Reads the weekly page's own words, or throws naming the file, the entry and the field. */
export const readWeeklyEventsPage = (file = WEEKLY_EVENTS_PAGE_FILE) =>
  readContentFile(file, weeklyEventsPageSchema);

/**
 * The weekly page's words around the cards (content/weekly-events-page.json): the note above them,
 * and where the page leads next (the hub and the shows whose pages list their sessions).
 */
export const { note: weeklyEventsNote, more: weeklyEventsMore } = readWeeklyEventsPage();

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
