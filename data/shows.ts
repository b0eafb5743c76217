import { readContentFile, SHOWS_FILE } from "@/data/content-files";
import { showsFileSchema, type ShowSessionsWords } from "@/data/schema";
import { showIds, type ShowId } from "@/data/show-ids";

export { showIds, type ShowId, type ShowSessionsWords };

/** Which of a session's details a show has (docs/live-data.md, "Shows"): the cards show only those. */
export interface ShowInfo {
  id: ShowId;
  /** The show's page on this site. */
  path: string;
  name: string;
  fields: { speaker: boolean; campus: boolean; zone: boolean; poster: boolean; groups: boolean };
}

/** The shows' pages and the details their sessions have: the site's code relies on these. */
const showSettings: Record<ShowId, Omit<ShowInfo, "id" | "name">> = {
  "office-hours": {
    path: "/events/office-hour",
    fields: { speaker: true, campus: false, zone: false, poster: true, groups: true },
  },
  "grab-your-superpowers": {
    path: "/events/grab-your-superpowers",
    fields: { speaker: true, campus: true, zone: false, poster: false, groups: false },
  },
  "inspiration-station": {
    path: "/isr",
    fields: { speaker: false, campus: true, zone: true, poster: false, groups: false },
  },
  "salt-mango-tree": {
    path: "/events/saltmangotree",
    fields: { speaker: false, campus: true, zone: true, poster: false, groups: false },
  },
};

/** Reads the shows' names and session-list words, or throws naming the file and field. */
export const readShowsFile = (file = SHOWS_FILE) => readContentFile(file, showsFileSchema);

/**
 * The shows' words, content/shows.json (edited from /admin), checked when the site builds: their
 * names and the words of their session lists, which the lists' client components import as they
 * are (data/page-words/).
 */
const { names, sessions } = readShowsFile();

/** The four weekly shows whose sessions the backend keeps, by their backend list's name. */
export const shows = Object.fromEntries(
  (Object.keys(showSettings) as ShowId[]).map((id) => [
    id,
    { id, name: names[id], ...showSettings[id] },
  ]),
) as Record<ShowId, ShowInfo>;

/** The words of a show's session lists. */
export const showSessionsText: ShowSessionsWords = sessions;
