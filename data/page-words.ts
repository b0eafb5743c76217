import careerBoard from "@/content/career-board.json";
import eventsHub from "@/content/events-hub.json";
import interestGroupWords from "@/content/interest-group-words.json";
import showsFile from "@/content/shows.json";
import type {
  CareerBoardWords,
  EventsHubWords,
  InterestGroupWords,
  ShowSessionsWords,
} from "@/data/schema";

/**
 * The words files the boards' browser code needs, imported as they are: they travel once in the
 * boards' scripts, not in every page's HTML. The build checks the same files with their schemas
 * (data/career-board.ts, data/events-hub.ts, data/shows.ts, data/interest-groups.ts), which
 * change nothing in them, so these are the checked words (__tests__/data/page-words.test.ts).
 */

/** content/career-board.json, for the hiring-call board's client components. */
export const careerBoardWords: CareerBoardWords = careerBoard;

/** content/shows.json's session-list words, for the show boards' client components. */
export const showSessionsWords: ShowSessionsWords = showsFile.sessions;

/** content/interest-group-words.json, for the directory's and the group pages' boards. */
export const interestGroupsWords: InterestGroupWords = interestGroupWords;

/** content/events-hub.json, for the /events hub's client components. */
export const eventsHubWords: EventsHubWords = eventsHub;
