/**
 * Pages whose Content-Security-Policy adds origins (data/routes.ts `csp`): a backend to fetch
 * from, a socket, a frame, a payment script. A client-side navigation keeps the policy of the
 * page it starts on, which would refuse them, so links to these pages load the document
 * (components/ui/SiteLink.tsx). A unit test keeps this list and the routes' `csp` in step.
 */
export const fullLoadPaths: ReadonlySet<string> = new Set([
  "/",
  "/be-a-part/company",
  "/enablers",
  "/launchpad",
  "/events",
  "/events/calendar",
  "/events/office-hour",
  "/events/grab-your-superpowers",
  "/events/saltmangotree",
  "/isr",
  "/careers",
  "/learning-circle",
  "/donation",
  "/kkem",
  "/kkem/learningcircles/dashboard",
  "/hr",
  // The gallery (pictures from the CDN) and the testimonials (YouTube frames).
  "/gallery",
  ...[
    "dod",
    "huddleglobal",
    "in50hr",
    "launchpad2024",
    "mutate2026",
    "permute2025",
    "sandshore",
    "codestorm",
    "olympus-hr-icon",
    "mucomics",
    "muplay",
    "quantum-tech-matrix",
    "global-game-jam",
  ].map((slug) => `/gallery/${slug}`),
  "/testimonials",
]);
