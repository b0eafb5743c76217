/**
 * The learning-circle finder on /learning-circle: the words it shows (components/learning-circles/)
 * and the one fact it needs. The KKEM dashboard's words are in data/lc-dashboard.ts, so neither
 * page's script carries the other's.
 */

/**
 * Kerala's id in the backend's state list: the finder lists Kerala's districts, as the old site's
 * explorer did with the state fixed to Kerala.
 */
export const keralaStateId = "44c63af8-8747-43d1-8402-ba79215d4bed";

/**
 * The words around the finder, which the server draws (CircleFinderSection.tsx): apart from the
 * finder's own, so its script does not carry them.
 */
export const circleFinderSectionText = {
  heading: "Find a learning circle",
  intro:
    "Pick a district, a college and an interest group, or any of them, to see the circles that meet there.",
  noJavaScript:
    "The finder needs JavaScript: it asks µLearn's server for circles as you choose. Without it, find circles on the µLearn app.",
  noJavaScriptLink: "Find learning circles on the µLearn app",
} as const;

/** The words of the learning-circle finder (CircleFinder.tsx, CircleCard.tsx). */
export const circleFinderText = {
  source: "Districts, colleges, interest groups and circles come from µLearn's server",
  filtersLabel: "Filter circles",
  district: "District",
  college: "College",
  interestGroup: "Interest group",
  anyDistrict: "Any district",
  anyCollege: "Any college",
  anyInterestGroup: "Any interest group",
  collegeNeedsDistrict: "Choose a district to list its colleges.",
  collegesFailed: "The colleges of this district could not be loaded just now.",
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
