import { galleryEvents } from "../data/gallery";
import { interestGroupPath, interestGroups } from "../data/interest-groups";
import { pageRoutes, staticRoutes, type RouteInfo } from "../data/routes";

/**
 * The routes the costliest per-page browser suites visit (axe, and layout shift at 1280 px). A
 * family of pages built from one template and a data file, a group's page or an event's photos, is
 * visited through two members: the one with the most to show and the one with the least. The
 * others differ only in their words or their number of photos. Every member is still visited by
 * routes.spec.ts (status, title, heading, canonical, its policy, layout shift at 375 px, no
 * errors) and without JavaScript by no-javascript.spec.ts, and read by the crawl
 * (scripts/crawl.mjs).
 */
const families = [
  {
    index: "/gallery",
    members: galleryEvents.map((event) => ({
      path: `/gallery/${event.slug}`,
      size: event.photos,
    })),
  },
  {
    index: "/interest-groups",
    members: interestGroups.map((group) => ({
      path: interestGroupPath(group.slug),
      size: group.summary.length + group.about.length,
    })),
  },
];

/** The family members no suite but routes.spec.ts visits. */
const skipped = new Set(
  families.flatMap(({ members }) => {
    const bySize = [...members].sort((a, b) => a.size - b.size);
    return bySize.slice(1, -1).map((member) => member.path);
  }),
);

const visited = <T extends RouteInfo>(routes: T[]) =>
  routes.filter((route) => !skipped.has(route.path));

/** Every route with a page, less the skipped family members. */
export const visitedPageRoutes = visited(pageRoutes);

/** Every route the build exports (the app's hidden frame among them), less the skipped members. */
export const visitedStaticRoutes = visited(staticRoutes);

/**
 * Splits pages into batches that one test visits in one browser page, one after the other. On a
 * 2-core machine a new test's browser context and renderer cost about twice a page's own load
 * and hydration; a batch pays that once. Checks in a batch are soft, so one failing page still
 * lets the rest be checked and named, and a batch's time limit is its pages' budgets summed.
 */
export function inBatches<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/** A batch's test title: the pages it visits. */
export const batchTitle = (paths: string[]) => paths.join(", ");
