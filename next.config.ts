import type { NextConfig } from "next";

/** Every route is pre-rendered to out/ for object storage behind a CDN (see docs/deploy.md). */
const nextConfig: NextConfig = {
  output: "export",
  trailingSlash: false,
  poweredByHeader: false,
  reactStrictMode: true,
  productionBrowserSourceMaps: false,
  images: { loader: "custom", loaderFile: "./lib/image-loader.ts" },
  experimental: { turbopackChunking: { requestCost: 1_000_000, minChunkSize: 200_000 } },
};

export default nextConfig;
