import { originFromEnv } from "@/data/env-origin";

/** The learning app lives on its own host; this site only links or redirects to it. */
export const appOrigin = originFromEnv(
  "NEXT_PUBLIC_APP_HOST",
  process.env.NEXT_PUBLIC_APP_HOST,
  "https://app.mulearn.org",
);

/** An address on the app host. */
export const appUrl = (path: string) => new URL(path, appOrigin).href;
