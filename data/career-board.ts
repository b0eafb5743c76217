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
