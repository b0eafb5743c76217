/**
 * Pages whose Content-Security-Policy adds origins (data/routes.ts `csp`) for a fetch after the
 * first paint. A client-side navigation keeps the policy of the page it starts on, which would
 * block that fetch, so links to these pages load the document (components/ui/SiteLink.tsx).
 */
export const fullLoadPaths: ReadonlySet<string> = new Set([
  "/events",
  "/events/office-hour",
  "/events/grab-your-superpowers",
  "/isr",
  "/events/saltmangotree",
]);
