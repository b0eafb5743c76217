import { appUrl } from "@/data/app-origin";

/** The app's own paths (its source's routes): the public ones, then those that ask to log in. */
export const appLinks = {
  login: appUrl("/login"),
  signup: appUrl("/register"),
  dashboard: appUrl("/dashboard"),
  mentors: appUrl("/dashboard/search/mentors"),
  interestGroups: appUrl("/dashboard/interest-groups"),
  learningCircles: appUrl("/dashboard/learning-circle"),
  learningPaths: appUrl("/dashboard/mujourney"),
} as const;
