import localFont from "next/font/local";
import { unquotedFamily } from "@/lib/site-fonts";
import type { SiteFace } from "@/components/providers/SiteFontCache";

/** The Latin font every page uses: the weights and characters the pages use (scripts/subset-font.mjs). */
export const sans = localFont({
  src: "./fonts/PlusJakartaSans-site.woff2",
  variable: "--font-site-sans",
  weight: "400 800",
  // Drawn only once the browser holds it (lib/site-fonts.ts), so nothing preloads it; should the
  // cache have lost it, the page keeps the device's font rather than swap after its first paint.
  display: "optional",
  preload: false,
});

/** The CSS family next/font gave a font: the first name of its `font-family` list, unquoted. */
export function familyOf(font: { style: { fontFamily: string } }): string {
  const [first = ""] = font.style.fontFamily.split(",");
  return unquotedFamily(first);
}

/** The Latin face, as the font cache fetches and notes it. */
export const sansFace: SiteFace = { font: "sans", family: familyOf(sans) };
