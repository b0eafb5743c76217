"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";

export const THEME_STORAGE_KEY = "theme";

/**
 * Light or dark, light at first whatever the system prefers, saved in localStorage.
 * next-themes sets the class from an inline script before paint, so a reload never flashes. The
 * page's colours follow that class (the header's switch moves it at once, before this script has
 * arrived: components/layout/colour-mode-markers.ts); next-themes' option to pause transitions while switching is off: it added a stylesheet for every element and
 * took it away again, two more restyles of the whole page on every press.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="light"
      enableSystem={false}
      themes={["light", "dark"]}
      storageKey={THEME_STORAGE_KEY}
    >
      {children}
    </NextThemesProvider>
  );
}
