/**
 * The words of the hiring-call board on /careers, apart from the page's content (data/careers.ts):
 * the board's client script imports these, and not the site's facts the page text needs.
 */
export const careerBoardText = {
  heading: "Hiring calls",
  ongoingHeading: "Open now",
  previousHeading: "Previous calls",
  searchLabel: "Search by role, organisation or location",
  /** Where the list comes from, before any date: said plainly on every state of the board. */
  source: "Hiring calls come from the Career Labs board on µLearn's server",
  asOf: (date: string) =>
    `This copy of the board is as of ${date}; the page checks for newer calls when it opens.`,
  emptySnapshot:
    "This copy of the page holds no hiring calls: the board loads live when the page opens in a browser with JavaScript.",
  live: "Live: these are the calls on the board right now.",
  failedWithSnapshot: (date: string) =>
    `The board could not be reached just now, so this is the copy from ${date}. Reload the page later to see newer calls.`,
  failedEmpty:
    "The board could not be reached just now, so no hiring calls can be shown. Reload the page later to try again.",
  noOngoing: "No hiring call is open right now.",
  noneInCopy: "No calls in this copy of the page.",
  noPrevious: "No previous hiring calls to show.",
  noMatch: (query: string) => `No calls match “${query}”.`,
  getReady: { label: "Get ready for your next hiring call", href: "#get-ready" },
  moreOngoing: "Show more open calls",
  morePrevious: "Show more previous calls",
  moreFailed: "More calls could not be loaded just now. Please try again.",
  apply: "Apply",
  jobDescription: "Job description",
  labels: {
    role: "Role",
    organization: "Organisation",
    location: "Location",
    duration: "Duration",
    remuneration: "Remuneration",
    vacancies: "Vacancies",
    lastDate: "Last date",
  },
} as const;
