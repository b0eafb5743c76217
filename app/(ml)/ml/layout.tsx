import type { ReactNode } from "react";
import localFont from "next/font/local";
import "../../globals.css";
import { htmlLang } from "@/data/i18n";
import { SiteShell } from "@/components/layout/SiteShell";
import { RootDocument } from "../../RootDocument";
import { familyOf, sans, sansFace } from "../../site-font";

export { metadata, viewport } from "../../(en)/layout";

/** Noto Sans Malayalam, cut to the glyphs of the site's Malayalam texts before each build (scripts/malayalam-font.mjs). */
const malayalam = localFont({
  src: [
    { path: "../../fonts/generated/NotoSansMalayalam-400.woff2", weight: "400" },
    { path: "../../fonts/generated/NotoSansMalayalam-700.woff2", weight: "700" },
  ],
  variable: "--font-site-malayalam",
  // As the Latin font: drawn only once the browser holds it (lib/site-fonts.ts), never preloaded.
  display: "optional",
  preload: false,
});

/** The faces a Malayalam page draws once the browser holds them: Latin and Malayalam. */
const faces = [sansFace, { font: "ml", family: familyOf(malayalam) }] as const;

/** The root layout of the Malayalam pages at /ml: <html lang="ml">, their font, their words. */
export default function MalayalamLayout({ children }: { children: ReactNode }) {
  return (
    <RootDocument
      lang={htmlLang.ml}
      className={`${sans.variable} ${malayalam.variable}`}
      faces={faces}
    >
      <SiteShell lang="ml">{children}</SiteShell>
    </RootDocument>
  );
}
