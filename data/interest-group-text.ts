import type { z } from "zod";
import { appLinks, appUrl } from "@/data/hosts";
import type { interestGroupFileSchema } from "@/data/schema";

/**
 * What the interest groups' pages say and link to, apart from the groups' own files (read by
 * data/interest-groups.ts when the site builds) so that the directory's client code can import it.
 */

/** One interest group, as content/interest-groups/<slug>.json gives it (data/schema.ts). */
export type InterestGroup = Omit<z.output<typeof interestGroupFileSchema>, "order">;

/** The group's page on the app: its own when the id is known, else the app's list of groups. */
export const interestGroupAppUrl = (group: Pick<InterestGroup, "appId">) =>
  group.appId
    ? appUrl(`/dashboard/interest-groups/${encodeURIComponent(group.appId)}`)
    : appLinks.interestGroups;

export const interestGroupPath = (slug: string) => `/interest-groups/${slug}`;

/** The words of /interest-groups and the groups' pages. */
export const interestGroupText = {
  directoryHeading: "The groups",
  source: "Leads, mentors and projects come from the public interest-group list on µLearn's server",
  openGroup: (name: string) => `About ${name}`,
  openInApp: (name: string) => `${name} on the µLearn app`,
  /** On the card of a group the backend lists and this build does not know yet. */
  newGroup: "Newly listed on µLearn: its page is on the µLearn app for now.",
  allInApp: "All interest groups on the µLearn app",
  aboutHeading: "What the group is about",
  joinHeading: "Join the group",
  join: "Groups live on the µLearn app: sign in, open the group and join it to see its tasks, circles and events.",
  peopleHeading: "People",
  leads: "Leads",
  mentors: "Mentors",
  thinktank: "Think tank",
  noPeople: "None listed.",
  projectsHeading: "Impact projects",
  noProjects: "No impact projects listed.",
  team: "Team",
  lead: "lead",
  counts: (leads: number, mentors: number, projects: number) =>
    [
      `${leads} ${leads === 1 ? "lead" : "leads"}`,
      `${mentors} ${mentors === 1 ? "mentor" : "mentors"}`,
      `${projects} ${projects === 1 ? "impact project" : "impact projects"}`,
    ].join(", "),
  backToAll: "All interest groups",
} as const;
