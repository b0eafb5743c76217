import type { NextConfig } from "next";

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
  experimental: { turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000 } },
};

export default nextConfig;
