import { originFromEnv } from "@/data/env-origin";

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
