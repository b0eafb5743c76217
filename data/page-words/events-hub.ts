import eventsHub from "@/content/events-hub.json";
import type { EventsHubWords } from "@/data/schema";

/**
 * content/events-hub.json as it is, for the /events hub's client components; checked by the
 * build in data/events-hub.ts (see data/page-words/career-board.ts).
 */
export const eventsHubWords: EventsHubWords = eventsHub;
