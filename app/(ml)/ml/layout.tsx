import type { ReactNode } from "react";
import localFont from "next/font/local";
import "../../globals.css";
import { htmlLang } from "@/data/i18n";
import { SiteShell } from "@/components/layout/SiteShell";
import { RootDocument } from "../../RootDocument";
import { sans } from "../../site-font";

export { metadata, viewport } from "../../(en)/layout";

/** Noto Sans Malayalam, cut to the glyphs of the site's Malayalam texts before each build (scripts/malayalam-font.mjs). */
const malayalam = localFont({
  src: [
    { path: "../../fonts/generated/NotoSansMalayalam-400.woff2", weight: "400" },
    { path: "../../fonts/generated/NotoSansMalayalam-700.woff2", weight: "700" },
  ],
  variable: "--font-malayalam",
  // As the Latin font: no swap after first paint, so text never reflows.
  display: "optional",
  // next/font would preload it on every page (one stylesheet serves both layouts): the build
  // preloads it on the Malayalam pages only (scripts/first-paint.mjs, preloadMalayalamFont).
  preload: false,
});

/** The root layout of the Malayalam pages at /ml: <html lang="ml">, their font, their words. */
export default function MalayalamLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument lang={htmlLang.ml} className={`${sans.variable} ${malayalam.variable}`}>
      <SiteShell lang="ml">{children}</SiteShell>
    </RootDocument>
  );
}
