import type { MetadataRoute } from "next";
import { org } from "@/data/site";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    // The backend shares this origin (docs/deploy.md): its API and socket are no pages to index;
    // nor is the content editor (/admin).
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/profile/", "/kkem/authorization/", "/api/", "/ws/", "/admin"],
    },
    sitemap: new URL("/sitemap.xml", org.website).href,
  };
}
