/** The attribute a server-rendered picture names its fallback in (a path on this site). */
export const FALLBACK_ATTRIBUTE = "data-fallback-src";

/** Props for an <img> that shows `fallback` if its own picture fails. */
export const fallbackProps = (fallback: string) => ({ [FALLBACK_ATTRIBUTE]: fallback });

/**
 * Swaps a failed picture for its fallback, once: the attribute goes, so a failing fallback leaves
 * the sized box instead of a loop. Returns true when it swapped.
 */
export function showFallback(img: HTMLImageElement): boolean {
  const fallback = img.getAttribute(FALLBACK_ATTRIBUTE);
  if (!fallback) return false;
  img.removeAttribute(FALLBACK_ATTRIBUTE);
  img.removeAttribute("srcset");
  img.src = fallback;
  return true;
}

/** True for a picture that has already failed (before any script could listen for its error). */
export const hasFailed = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0;
