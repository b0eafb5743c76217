import interestGroupWords from "@/content/interest-group-words.json";
import type { InterestGroupWords } from "@/data/schema";

/**
 * content/interest-group-words.json as it is, for the directory's and the group pages' boards;
 * checked by the build in data/interest-groups.ts (see data/page-words/career-board.ts).
 */
export const interestGroupsWords: InterestGroupWords = interestGroupWords;
