import type { z } from "zod";
import { appLinks, appUrl } from "@/data/hosts";
import type { interestGroupFileSchema } from "@/data/schema";

/**
 * Where the interest groups' pages link to, apart from the groups' files and the pages' words
 * (read by data/interest-groups.ts when the site builds), so that the directory's client code
 * can import it.
 */

/** One interest group, as content/interest-groups/<slug>.json gives it (data/schema.ts). */
export type InterestGroup = Omit<z.output<typeof interestGroupFileSchema>, "order">;

/** The group's page on the app: its own when the id is known, else the app's list of groups. */
export const interestGroupAppUrl = (group: Pick<InterestGroup, "appId">) =>
  group.appId
    ? appUrl(`/dashboard/interest-groups/${encodeURIComponent(group.appId)}`)
    : appLinks.interestGroups;

export const interestGroupPath = (slug: string) => `/interest-groups/${slug}`;
