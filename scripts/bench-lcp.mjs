// What the bench (scripts/bench.mjs) reads from Lighthouse's LCP: the bare page's figure that
// every route's LCP budget counts from, and the element each route's largest paint was; and
// what each run clears first, so that every run is a first visit.

/**
 * The origin's storage each Lighthouse run clears: Lighthouse's own list, `lighthouseTypes` (its
 * caches and service workers; it empties the HTTP cache too), and local storage, which it keeps.
 * The site notes there the faces a browser holds (lib/site-fonts.ts). Kept, every run after the
 * first on the origin loaded as a visitor whose cache had since lost the face: the face was
 * fetched in the first layout, ended before the paint on this fast machine, and Lantern counted
 * it into the FCP and LCP, 56 to 85 ms (docs/performance.md, "Every Lighthouse run a first
 * visit").
 */
export function firstVisitStorageTypes(lighthouseTypes) {
  return [...new Set([...lighthouseTypes, "local_storage"])];
}

/** The middle value, or the mean of the two middle ones. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The moment the bare page shows its content, in Lighthouse's simulation: the median of its
 * runs' first contentful paint. Its largest paint is its first (one heading and a line: the
 * report's real-paint table shows its LCP element in the first frame), but Lantern's LCP for it
 * takes one of two levels from run to run. It counts the page's scripts when they happened to
 * finish before the paint observed on this machine, and not otherwise: 662–902 ms in 7 of 21 runs
 * on 30 November and 1,290–1,981 in the other 14, whose median (1,398) put every route within
 * +150 ms (docs/performance.md, "The bare page's LCP"). Its FCP counts no script either way.
 */
export function bareLcpReference(bare) {
  return Math.round(median(bare.fcpRange));
}

/**
 * The element of a Lighthouse run's largest paint, as the real-paint table names one ("p: the
 * first words", "img: …the end of its address"): a picture there means the LCP waits for a
 * request of its own.
 */
export function largestElement(lhr) {
  const node =
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  if (!node?.snippet) return "?";
  const tag = /^<([a-z0-9-]+)/i.exec(node.snippet)?.[1]?.toLowerCase() ?? "?";
  // A picture by the end of its address (the file, not the host); text by its first words.
  const src = /\ssrc="([^"]*)"/.exec(node.snippet)?.[1];
  if (src) return `${tag}: ${src.length > 40 ? `…${src.slice(-39)}` : src}`;
  return `${tag}: ${(node.nodeLabel ?? "").slice(0, 40)}`;
}
