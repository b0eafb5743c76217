/**
 * The learning-circle finder on /learning-circle and the KKEM dashboard's totals: the words both
 * live blocks show (components/learning-circles/), and the one fact the finder needs.
 */

/**
 * Kerala's id in the backend's state list: the finder lists Kerala's districts, as the old site's
 * explorer did with the state fixed to Kerala.
 */
export const keralaStateId = "44c63af8-8747-43d1-8402-ba79215d4bed";

/** The messages of a live block: where its data comes from, then which copy is on screen. */
export interface LiveBlockText {
  asOf: (date: string) => string;
  emptySnapshot: string;
  live: string;
  failedWithSnapshot: (date: string) => string;
  failedEmpty: string;
}

/** The words of the KKEM learning-circle dashboard (LcDashboard.tsx). */
export const lcDashboardText = {
  heading: "Learning circles in numbers",
  source: "These totals come from the public learning-circle dashboard on µLearn's server",
  status: {
    asOf: (date: string) =>
      `This copy of the totals is as of ${date}; the page checks for newer figures when it opens.`,
    emptySnapshot:
      "This copy of the page holds no figures: the totals load live when the page opens in a browser with JavaScript.",
    live: "Live: these are the totals right now.",
    failedWithSnapshot: (date: string) =>
      `The dashboard could not be reached just now, so these are the totals from ${date}. Reload the page later to see newer figures.`,
    failedEmpty:
      "The dashboard could not be reached just now, so no figures can be shown. Reload the page later to try again.",
  } satisfies LiveBlockText,
  totals: {
    circles: "Learning circles",
    enrolments: "Enrolments in circles",
    uniqueLearners: "Learners in circles",
  },
  /** Shown in place of a number the page does not have. */
  noFigure: "–",
  noFigureLabel: "not available",
  byGroupHeading: "By interest group",
  chartLabel: "Circles and learners per interest group, as bars",
  legend: { circles: "Circles", learners: "Learners" },
  tableCaption: "Circles and learners per interest group",
  columns: { group: "Interest group", circles: "Circles", learners: "Learners" },
  noGroups: "No figures per interest group in this copy of the page.",
  noGroupsLive: "The dashboard lists no interest groups right now.",
  privacyHeading: "Why there is no list of learners here",
  privacy:
    "The dashboard's enrolment list holds every enrolled student's name, e-mail address and µ-ID. This page shows only totals and never asks for that list: a learner's name and e-mail belong to the learner, not to a public page.",
} as const;

/** The words of the learning-circle finder (CircleFinder.tsx). */
export const circleFinderText = {
  heading: "Find a learning circle",
  intro:
    "Pick a district, a college and an interest group, or any of them, to see the circles that meet there.",
  source: "Districts, colleges, interest groups and circles come from µLearn's server",
  status: {
    asOf: (date: string) =>
      `This copy of the district and interest-group lists is as of ${date}; the page checks for newer lists when it opens.`,
    emptySnapshot:
      "This copy of the page holds no lists: districts and interest groups load live when the page opens in a browser with JavaScript.",
    live: "Live: the lists are up to date.",
    failedWithSnapshot: (date: string) =>
      `The lists could not be reached just now, so these are the lists from ${date}.`,
    failedEmpty:
      "The lists could not be reached just now. Reload the page later to choose a district or an interest group.",
  } satisfies LiveBlockText,
  filtersLabel: "Filter circles",
  district: "District",
  college: "College",
  interestGroup: "Interest group",
  anyDistrict: "Any district",
  anyCollege: "Any college",
  anyInterestGroup: "Any interest group",
  collegeNeedsDistrict: "Choose a district to list its colleges.",
  collegesFailed: "The colleges of this district could not be loaded just now.",
  noJavaScript:
    "The finder needs JavaScript: it asks µLearn's server for circles as you choose. Without it, find circles on the µLearn app.",
  noJavaScriptLink: "Find learning circles on the µLearn app",
  resultsHeading: "Circles",
  results: {
    waiting: "Circles load when the page opens in a browser with JavaScript.",
    loading: "Looking for circles…",
    found: (shown: number, total: number | null) =>
      total !== null && total > shown
        ? `Showing ${shown} of ${total} circles.`
        : `${shown} ${shown === 1 ? "circle" : "circles"} found.`,
    none: "No circle matches this choice. Try another college or interest group, or any.",
    failed: "Circles could not be loaded just now. Reload the page later to try again.",
  },
  more: "Show more circles",
  moreFailed: "More circles could not be loaded just now. Please try again.",
  labels: {
    interestGroup: "Interest group",
    college: "College",
    meetPlace: "Meets at",
    meetTime: "Meeting time",
    members: "Members",
  },
  notGiven: "Not given",
  join: "Join on the µLearn app",
} as const;
