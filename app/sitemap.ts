import type { MetadataRoute } from "next";
import { staticRoutes } from "@/data/routes";
import { org } from "@/data/site";

export const dynamic = "force-static";

/** Every indexable static route of data/routes.ts; hand-off and thank-you pages stay out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return staticRoutes
    .filter((route) => route.indexable)
    .map((route) => ({
      url: new URL(route.path, org.website).href,
      changeFrequency: "monthly",
      priority: route.path === "/" ? 1 : 0.7,
    }));
}
