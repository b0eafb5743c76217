import {
  inListOrder,
  INTEREST_GROUP_WORDS_FILE,
  INTEREST_GROUPS_DIR,
  readContentFile,
  readContentFolder,
} from "@/data/content-files";
import {
  interestGroupFileSchema,
  interestGroupWordsSchema,
  type InterestGroupWords,
} from "@/data/schema";
import type { InterestGroup } from "@/data/interest-group-text";

export {
  interestGroupAppUrl,
  interestGroupPath,
  type InterestGroup,
} from "@/data/interest-group-text";
export type { InterestGroupWords };

/**
 * The interest groups: the 23 the foundation's newer site lists (gtech-mulearn/mulearnhome, its
 * interest-group data), one file a group in content/interest-groups/ (named after its slug), each
 * with its own page at /interest-groups/<slug>. The text is ours. Who leads and mentors a group,
 * and its impact projects, come from the backend's public list (lib/live/interest-groups.ts),
 * matched to these by `appId`, else by name.
 */

/** The groups in the directory's order. */
export const interestGroups: InterestGroup[] = inListOrder(
  readContentFolder(INTEREST_GROUPS_DIR, interestGroupFileSchema),
  "slug",
);

export const interestGroupBySlug = (slug: string) =>
  interestGroups.find((group) => group.slug === slug);

/** Reads the words of the groups' pages, or throws naming the file and field. */
export const readInterestGroupWords = (file = INTEREST_GROUP_WORDS_FILE): InterestGroupWords =>
  readContentFile(file, interestGroupWordsSchema);

/**
 * The words of /interest-groups and the groups' pages, content/interest-group-words.json (edited
 * from /admin), checked when the site builds; the boards' client components import the same file
 * (data/page-words/).
 */
export const interestGroupText = readInterestGroupWords();
