import { CAREER_BOARD_FILE, readContentFile } from "@/data/content-files";
import { careerBoardWordsSchema, type CareerBoardWords } from "@/data/schema";

export type { CareerBoardWords };

/** Reads the words of the hiring-call board, or throws naming the file and field. */
export const readCareerBoardWords = (file = CAREER_BOARD_FILE): CareerBoardWords =>
  readContentFile(file, careerBoardWordsSchema);

/**
 * The words of the hiring-call board on /careers, apart from the page's sections
 * (content/pages/careers.json): content/career-board.json, edited from /admin, checked here when
 * the site builds. The board's client components import the same file (data/page-words/).
 */
export const careerBoardText = readCareerBoardWords();
