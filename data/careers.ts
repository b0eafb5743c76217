import type { ContentPage } from "@/data/content-types";
import { signupAction } from "@/data/site";

/** /careers: µLearn Career Labs, the board of hiring calls partner companies make to learners. */
export const careersPage = {
  actions: [signupAction, { label: "Hire through µLearn", href: "/be-a-part/company" }],
  sections: [
    {
      kind: "prose",
      id: "about",
      heading: "What Career Labs is",
      paragraphs: [
        "Career Labs is µLearn's job board for learners: the place where µLearn's partner companies post their hiring calls for the community.",
        "It is not a list of jobs at µLearn itself: every hiring call comes from a company that wants to hire from the community.",
      ],
    },
    {
      kind: "stats",
      id: "so-far",
      heading: "Career Labs so far",
      items: [
        { value: "600+", label: "Learners hired" },
        { value: "100+", label: "Hiring companies" },
        { value: "60+", label: "Hiring calls" },
      ],
      source: "As published on the Career Labs page of µLearn's website.",
    },
    {
      kind: "cards",
      id: "get-ready",
      heading: "Get ready for your next hiring call",
      cards: [
        {
          title: "Build proof of work",
          text: "Karma points on µLearn record what you have learned and built, for any company to see.",
          action: signupAction,
        },
        {
          title: "Learn in a circle",
          text: "Join a learning circle to learn a skill with peers, one week at a time.",
          action: { label: "How learning circles work", href: "/learning-circle" },
        },
        {
          title: "Meet hiring companies",
          text: "Launchpad brings job-ready learners and hiring companies together all year round.",
          action: { label: "See Launchpad", href: "/launchpad" },
        },
      ],
    },
    {
      kind: "cta",
      id: "companies",
      heading: "Hiring? Post a call to the community",
      text: "Companies reach µLearners through the Talent & Workforce track of a µLearn partnership.",
      actions: [
        { label: "Partner as a company", href: "/be-a-part/company" },
        { label: "See our company partners", href: "/company-partners" },
      ],
    },
  ],
} satisfies ContentPage;

/** The words of the hiring-call board on /careers (components/careers/CareerBoard.tsx). */
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
