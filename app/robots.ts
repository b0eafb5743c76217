import type { MetadataRoute } from "next";
import { org } from "@/data/site";

export const dynamic = "force-static";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/profile/", "/kkem/authorization/"] },
    sitemap: new URL("/sitemap.xml", org.website).href,
  };
}
