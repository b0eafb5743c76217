import showsFile from "@/content/shows.json";
import type { ShowSessionsWords } from "@/data/schema";

/**
 * content/shows.json's session-list words as they are, for the show boards' client components;
 * checked by the build in data/shows.ts (see data/page-words/career-board.ts).
 */
export const showSessionsWords: ShowSessionsWords = showsFile.sessions;
