/**
 * The hosts (the learning app and its addresses, the backend, the asset host), apart from
 * data/site.ts, which re-exports them: client code that needs one origin or the nav's app links
 * does not ship every fact and link of the site to the browser. Client code imports what it
 * needs from its own module (data/app-origin.ts, data/app-links.ts, data/api-origin.ts), so a
 * page's script does not carry the other hosts or the CDN's rules either.
 */
import { originFromEnv } from "@/data/env-origin";

export { originFromEnv } from "@/data/env-origin";
export { appOrigin, appUrl } from "@/data/app-origin";
export { appLinks } from "@/data/app-links";
export { apiOrigin, apiSocketOrigin } from "@/data/api-origin";

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
