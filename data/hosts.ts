/**
 * The hosts (the learning app and its addresses, the backend, the asset host), apart from
 * data/site.ts, which re-exports them: client code that needs one origin or the nav's app links
 * does not ship every fact and link of the site to the browser.
 */

/**
 * Reads a build-time URL override and fails the build with the variable's name when it is bad.
 * Callers pass `process.env.NAME` literally: Next inlines only literal reads into client bundles.
 */
export function originFromEnv(name: string, value: string | undefined, fallback: string): string {
  const raw = value || fallback;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL such as ${fallback}; got "${raw}".`);
  }
}

/** The learning app lives on its own host; this site only links or redirects to it. */
export const appOrigin = originFromEnv(
  "NEXT_PUBLIC_APP_HOST",
  process.env.NEXT_PUBLIC_APP_HOST,
  "https://app.mulearn.org",
);

/** An address on the app host. */
export const appUrl = (path: string) => new URL(path, appOrigin).href;

/** The app's own paths (its source's routes): the public ones, then those that ask to log in. */
export const appLinks = {
  login: appUrl("/login"),
  signup: appUrl("/register"),
  dashboard: appUrl("/dashboard"),
  mentors: appUrl("/dashboard/search/mentors"),
  interestGroups: appUrl("/dashboard/interest-groups"),
  learningCircles: appUrl("/dashboard/learning-circle"),
  learningPaths: appUrl("/dashboard/mujourney"),
} as const;

/**
 * The foundation's backend (REST under /api/v1/): forms post to it on a visitor's action only.
 * In production it shares the public site's origin; NEXT_PUBLIC_API_HOST moves it (dev, staging).
 */
export const apiOrigin = originFromEnv(
  "NEXT_PUBLIC_API_HOST",
  process.env.NEXT_PUBLIC_API_HOST,
  "https://mulearn.org",
);

/** The backend's WebSocket origin (its live counters): the API origin, https as wss, http as ws. */
export const apiSocketOrigin = apiOrigin.replace(/^http/, "ws");

/** Static images come from a cloud-storage asset host by path prefix; empty means this site. */
export const assetOrigin = process.env.NEXT_PUBLIC_ASSET_HOST
  ? originFromEnv(
      "NEXT_PUBLIC_ASSET_HOST",
      process.env.NEXT_PUBLIC_ASSET_HOST,
      "https://assets.mulearn.org",
    )
  : "";

/**
 * The foundation's CDN bucket, where both earlier sites keep their pictures by path (the old
 * site's `VITE_S3_CDN_URL`, the newer one's `NEXT_PUBLIC_CDN_URL`): the team's photos under
 * `public/assets/team/...` (lib/team.ts) and the photo gallery's `assets/gallery/...`.
 * NEXT_PUBLIC_CDN_URL moves it (an https base URL; the build fails on anything else); "none"
 * turns it off: every team card shows the default picture and every gallery photo its stand-in.
 */
const defaultCdnBase = "https://s3.ap-south-1.amazonaws.com/cdn.mulearn/";

function cdnBaseFromEnv(value: string | undefined): string {
  if (value === "none") return "";
  const raw = value || defaultCdnBase;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== "https:" || url.search || url.hash) {
    throw new Error(
      `NEXT_PUBLIC_CDN_URL must be an https URL such as ${defaultCdnBase} (or "none"); got "${raw}".`,
    );
  }
  return url.href.endsWith("/") ? url.href : `${url.href}/`;
}

/** The CDN's base URL, ending in "/"; empty when NEXT_PUBLIC_CDN_URL is "none". */
export const cdnBase = cdnBaseFromEnv(process.env.NEXT_PUBLIC_CDN_URL);

/** The CDN's origin, which the pages that show its pictures allow in img-src; empty without one. */
export const cdnOrigin = cdnBase ? new URL(cdnBase).origin : "";

/** A file on the CDN by its path under the bucket ("assets/gallery/dod/1.webp"), encoded. */
export const cdnUrl = (path: string) => `${cdnBase}${encodeURI(path.replace(/^\//, ""))}`;
