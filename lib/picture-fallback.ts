/** The attribute a server-rendered picture names its fallback in (a path on this site). */
export const FALLBACK_ATTRIBUTE = "data-fallback-src";

/** Props for an <img> that shows `fallback` if its own picture fails. */
export const fallbackProps = (fallback: string) => ({ [FALLBACK_ATTRIBUTE]: fallback });

/** Props for an <img> laid over its own text: if its picture fails, it hides and the text shows. */
export const textFallback = fallbackProps("");

/**
 * Swaps a failed picture for its fallback, once: the attribute goes, so a failing fallback leaves
 * the sized box instead of a loop. A picture over its text (textFallback) hides instead. Returns
 * true when it swapped or hid.
 */
export function showFallback(img: HTMLImageElement): boolean {
  const fallback = img.getAttribute(FALLBACK_ATTRIBUTE);
  if (fallback === null) return false;
  img.removeAttribute(FALLBACK_ATTRIBUTE);
  if (fallback === "") {
    img.hidden = true;
    return true;
  }
  img.removeAttribute("srcset");
  img.src = fallback;
  return true;
}

/**
 * True for a picture that has already failed (before any script could listen for its error). A
 * picture still waiting for the first paint has no src yet, and has not failed.
 */
export const hasFailed = (img: HTMLImageElement) =>
  img.hasAttribute("src") && img.complete && img.naturalWidth === 0;

/**
 * Props for an <img> that is not the page's largest paint but sits in or near its first screen:
 * the build (PICTURE_MARK in scripts/first-paint.mjs, which must match) makes it start loading
 * once the first frame is on screen, and keeps a copy for visitors without JavaScript.
 */
export const afterFirstPaint = { "data-after-paint": "" } as const;
