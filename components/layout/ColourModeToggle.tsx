"use client";

import type { ReactNode } from "react";
import { useTheme } from "next-themes";
import { useMounted } from "@/hooks/use-mounted";

/**
 * A toggle button: pressed means dark mode. Its icons come from the server (`icons`) and follow
 * the class on <html> via CSS, so the icon set stays out of every page's script.
 */
export function ColourModeToggle({ icons }: { icons: ReactNode }) {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useMounted();
  const isDark = mounted && resolvedTheme === "dark";

  return (
    <button
      type="button"
      aria-pressed={isDark}
      onClick={() => setTheme(isDark ? "light" : "dark")}
      className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <span className="sr-only">Dark mode</span>
      {icons}
    </button>
  );
}
