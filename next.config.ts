import type { NextConfig } from "next";
import { buildInputs } from "./scripts/build-inputs.mjs";

// The build id and clock are a hash of the build's inputs (scripts/build-inputs.mjs, docs/deploy.md
// "The build id"): two builds of the same inputs write the same bytes, so a deploy of the same
// commit and snapshots uploads and invalidates nothing. Worked out once per build: Next loads this
// file again in its workers, which inherit the environment.
if (!process.env.MULEARN_BUILD_ID || !process.env.MULEARN_BUILD_TIME) {
  const inputs = buildInputs(process.cwd());
  process.env.MULEARN_BUILD_ID = inputs.id;
  process.env.MULEARN_BUILD_TIME = inputs.time;
}
const buildId = process.env.MULEARN_BUILD_ID;

/** Every route is pre-rendered to out/ for object storage behind a CDN (see docs/deploy.md). */
const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  productionBrowserSourceMaps: false,
  images: { loader: "custom", loaderFile: "./lib/image-loader.ts" },
  // `npm test` type-checks the whole program in its own stage (tsc, after the build has written the
  // route types), side by side with the other checks, so its build skips the same check.
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === "1" },
  // Two root layouts (app/(en), app/(ml)/ml): the 404 is drawn by app/global-not-found.tsx.
  experimental: {
    globalNotFound: true,
    turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000 },
  },
  generateBuildId: async () => buildId,
  // The build's clock, which data/build.ts reads: pages that depend on "now" use it.
  env: { MULEARN_BUILD_TIME: process.env.MULEARN_BUILD_TIME },
};

export default nextConfig;
