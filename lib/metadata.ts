import type { Metadata } from "next";
import { org } from "@/data/site";
import { handOffRoutes, routeInfo, type HandOffKind, type RouteInfo } from "@/data/routes";
import { languageTwin } from "@/data/ml-pages";

export const ogImage = { url: "/og-image.jpg", width: 1200, height: 630 } as const;

interface PageMeta {
  path: string;
  title: string;
  description: string;
  indexable: boolean;
}

/** Title, description, canonical URL and Open Graph tags for one page. */
export function pageMetadata({ path, title, description, indexable }: PageMeta): Metadata {
  const fullTitle =
    path === "/" || path === "/ml" ? `${org.name}: ${title}` : `${title} | ${org.name}`;
  const twin = languageTwin(path);
  return {
    title: { absolute: fullTitle },
    description,
    // A page in both languages names both, and English for a reader of neither.
    alternates: twin
      ? { canonical: path, languages: { "en-IN": twin.en, ml: twin.ml, "x-default": twin.en } }
      : { canonical: path },
    openGraph: {
      type: "website",
      siteName: org.name,
      locale: twin?.ml === path ? "ml_IN" : "en_IN",
      url: path,
      title: fullTitle,
      description,
      images: [{ ...ogImage, alt: `${org.name}: ${title}` }],
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
    robots: indexable ? undefined : { index: false, follow: true },
  };
}

/** Metadata for a route listed in data/routes.ts. */
export function routeMetadata(path: RouteInfo["path"]): Metadata {
  return pageMetadata(routeInfo(path));
}

/** Metadata for a hand-off route's shell, which search engines are asked not to index. */
export function handOffMetadata(kind: HandOffKind): Metadata {
  const { shellPath, title, description } = handOffRoutes[kind];
  // The value is in the address: no request from the page may carry it as a Referer.
  return {
    ...pageMetadata({ path: shellPath, title, description, indexable: false }),
    referrer: "no-referrer",
  };
}
