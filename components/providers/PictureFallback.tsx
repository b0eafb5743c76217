"use client";

import { useEffect } from "react";
import { FALLBACK_ATTRIBUTE, hasFailed, showFallback } from "@/lib/picture-fallback";

/**
 * One listener for every picture that names a fallback (team photos, partner logos), instead of
 * a client component in each of several hundred cards.
 */
export function PictureFallback() {
  useEffect(() => {
    // Pictures that failed before this ran have already fired their error.
    document
      .querySelectorAll<HTMLImageElement>(`img[${FALLBACK_ATTRIBUTE}]`)
      .forEach((img) => hasFailed(img) && showFallback(img));
    // Capture phase: an image's error event does not bubble.
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showFallback(event.target);
    };
    document.addEventListener("error", onError, true);
    return () => document.removeEventListener("error", onError, true);
  }, []);

  return null;
}
