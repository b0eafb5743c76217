import localFont from "next/font/local";

/** The Latin font every page uses: the weights and characters the pages use (scripts/subset-font.mjs). */
export const sans = localFont({
  src: "./fonts/PlusJakartaSans-site.woff2",
  variable: "--font-sans",
  weight: "400 800",
  // No swap after first paint, so text never reflows (CLS); the preloaded font is usually in time.
  display: "optional",
});
