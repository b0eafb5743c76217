/** The shows, by the last segment of their backend path (data/shows.ts gives their words). */
export const showIds = [
  "office-hours",
  "salt-mango-tree",
  "inspiration-station",
  "grab-your-superpowers",
] as const;
export type ShowId = (typeof showIds)[number];
