"use client";

import { useEffect } from "react";

/**
 * Sets `data-hydrated` on <html> once React has hydrated the page. The framework's scripts load
 * after the first paint (scripts/first-paint.mjs), so on a fast machine the load event can come
 * before them: the end-to-end tests wait for this mark before they type or click, and the loader
 * in scripts/first-paint.mjs (HYDRATED_ATTRIBUTE) waits for it before it fills a third-party frame.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute("data-hydrated", "");
  }, []);
  return null;
}
