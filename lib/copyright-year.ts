/**
 * The year the footer's copyright names: the visitor's, once it is later than the year the site
 * was built. A clock set before the build cannot make the page older than it is.
 */
export function copyrightYear(buildYear: number, now: Date): number {
  return Math.max(buildYear, now.getFullYear());
}
