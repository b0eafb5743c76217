import { EVENTS_HUB_FILE, readContentFile } from "@/data/content-files";
import { eventsHubWordsSchema, type EventsHubWords } from "@/data/schema";

export type { EventsHubWords };

/** Reads the /events hub's words, or throws naming the file and field. */
export const readEventsHubWords = (file = EVENTS_HUB_FILE): EventsHubWords =>
  readContentFile(file, eventsHubWordsSchema);

/**
 * The words of the /events hub around its list (content/events-hub.json), edited from /admin and
 * checked here when the site builds. The hub's client components import the same file
 * (data/page-words/).
 */
export const eventsHubText = readEventsHubWords();
