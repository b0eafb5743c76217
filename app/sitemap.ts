import type { MetadataRoute } from "next";
import { staticRoutes } from "@/data/routes";
import { languageTwin } from "@/data/ml-pages";
import { org } from "@/data/site";

export const dynamic = "force-static";

const absolute = (path: string) => new URL(path, org.website).href;

/**
 * Every indexable static route of data/routes.ts; hand-off and thank-you pages stay out. A page in
 * both languages lists both addresses as alternates, English as the default.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return staticRoutes
    .filter((route) => route.indexable)
    .map((route) => {
      const twin = languageTwin(route.path);
      return {
        url: absolute(route.path),
        changeFrequency: "monthly",
        priority: route.path === "/" ? 1 : 0.7,
        ...(twin
          ? {
              alternates: {
                languages: {
                  "en-IN": absolute(twin.en),
                  ml: absolute(twin.ml),
                  "x-default": absolute(twin.en),
                },
              },
            }
          : {}),
      };
    });
}
