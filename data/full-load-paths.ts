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
  "/testimonials",
  "/team",
  "/team/2024",
  "/team/2023",
  "/team/2022",
  "/interest-groups",
  "/be-a-part/learners",
  // The Malayalam twins of such pages, under their twins' policies.
  "/ml",
  "/ml/be-a-part/learners",
  "/ml/enablers",
  "/ml/kkem",
  "/ml/donation",
]);

/**
 * Whole families of such pages: every interest group's page (data/interest-groups.ts) and every
 * gallery event's (data/gallery.ts).
 */
export const fullLoadPrefixes: readonly string[] = ["/interest-groups/", "/gallery/"];

/** True for a path whose links must load the document (see fullLoadPaths). */
export const loadsAsDocument = (path: string) =>
  fullLoadPaths.has(path) || fullLoadPrefixes.some((prefix) => path.startsWith(prefix));
