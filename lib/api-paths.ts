/**
 * The backend's paths and socket addresses the site uses (docs/forms.md, docs/live-data.md): a
 * module of their own, which the live lists and the forms both read, so neither carries the
 * other's code.
 */
import { apiSocketOrigin } from "@/data/api-origin";

/** The backend paths the site calls, exactly as the backend registers them. */
export const apiPaths = {
  donationOrder: "/api/v1/donate/order/",
  donationVerify: "/api/v1/donate/verify/",
  donationSubscriptionCreate: "/api/v1/donate/subscription/create/",
  donationSubscriptionVerify: "/api/v1/donate/subscription/verify/",
  kkemAuthorization: "/api/v1/integrations/kkem/authorization/",
  kkemConfirmation: (token: string) =>
    `/api/v1/integrations/kkem/authorization/${encodeURIComponent(token)}/`,
  careerLabOngoing: "/api/v1/public/career-lab/ongoing/",
  careerLabPrevious: "/api/v1/public/career-lab/previous/",
  globalCount: "/api/v1/public/global-count/",
  lcDashboard: "/api/v1/public/lc-dashboard/",
  // The one path the backend registers without a trailing slash: adding one gets a 404.
  lcList: "/api/v1/public/lc-list",
  districtList: "/api/v1/public/list/district/",
  collegeList: "/api/v1/public/list/college/",
  interestGroupList: "/api/v1/public/ig/list/",
  leaderboardStudents: "/api/v1/leaderboard/students/",
  leaderboardStudentsMonthly: "/api/v1/leaderboard/students-monthly/",
  leaderboardColleges: "/api/v1/leaderboard/college/",
  eventsCalendar: "/api/v1/dashboard/events/calendar/",
  eventsFeatured: "/api/v1/dashboard/events/featured/",
  officeHours: "/api/v1/dashboard/media-content/office-hours/",
  saltMangoTree: "/api/v1/dashboard/media-content/salt-mango-tree/",
  inspirationStation: "/api/v1/dashboard/media-content/inspiration-station/",
  grabYourSuperpowers: "/api/v1/dashboard/media-content/grab-your-superpowers/",
} as const;

/** The backend's WebSocket addresses on its socket origin (wss:// beside https://). */
export const socketUrls = {
  landingStats: new URL("/ws/v1/public/landing-stats/", apiSocketOrigin).href,
} as const;
