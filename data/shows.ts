/** The shows, by the last segment of their backend path. */
export const showIds = [
  "office-hours",
  "salt-mango-tree",
  "inspiration-station",
  "grab-your-superpowers",
] as const;
export type ShowId = (typeof showIds)[number];

/** Which of a session's details a show has (docs/live-data.md, "Shows"): the cards show only those. */
export interface ShowInfo {
  id: ShowId;
  /** The show's page on this site. */
  path: string;
  name: string;
  fields: { speaker: boolean; campus: boolean; zone: boolean; poster: boolean; groups: boolean };
}

/** The four weekly shows whose sessions the backend keeps, by their backend list's name. */
export const shows: Record<ShowId, ShowInfo> = {
  "office-hours": {
    id: "office-hours",
    path: "/events/office-hour",
    name: "Office Hour",
    fields: { speaker: true, campus: false, zone: false, poster: true, groups: true },
  },
  "grab-your-superpowers": {
    id: "grab-your-superpowers",
    path: "/events/grab-your-superpowers",
    name: "Grab Your Superpowers",
    fields: { speaker: true, campus: true, zone: false, poster: false, groups: false },
  },
  "inspiration-station": {
    id: "inspiration-station",
    path: "/isr",
    name: "Inspiration Station Radio",
    fields: { speaker: false, campus: true, zone: true, poster: false, groups: false },
  },
  "salt-mango-tree": {
    id: "salt-mango-tree",
    path: "/events/saltmangotree",
    name: "Salt Mango Tree",
    fields: { speaker: false, campus: true, zone: true, poster: false, groups: false },
  },
};

/** The words of a show's session lists (components/events/ShowSessionBoard.tsx). */
export const showSessionsText = {
  heading: "Sessions",
  source: (show: string) => `Sessions of ${show} come from the show's archive on µLearn's server`,
  times: "Times are India time (IST).",
  next: "Next session",
  upcomingHeading: "Coming up",
  previousHeading: "Previous sessions",
  noneInCopy: "No sessions in this copy of the page.",
  noUpcoming: "No session is announced yet.",
  noPrevious: "No previous session is listed.",
  join: "Join",
  status: { upcoming: "Upcoming", ongoing: "On now" },
  labels: {
    when: "When",
    speaker: "Speaker",
    campus: "Campus",
    zone: "Zone",
    groups: "Interest groups",
  },
  zones: { north: "North", central: "Central", south: "South" },
  poster: (title: string) => `Poster for ${title}`,
} as const;
