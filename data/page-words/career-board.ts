import careerBoard from "@/content/career-board.json";
import type { CareerBoardWords } from "@/data/schema";

/**
 * content/career-board.json as it is, for the hiring-call board's client components. One words
 * file a module (data/page-words/), so a page's script carries only its own board's words; the
 * build checks the same file with its schema (data/career-board.ts), which changes nothing in it
 * (__tests__/data/page-words.test.ts).
 */
export const careerBoardWords: CareerBoardWords = careerBoard;
