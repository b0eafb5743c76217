/**
 * The site's own faces are drawn only on pages whose browser already holds them.
 *
 * A first visit is drawn in the device's own fonts, so its first paint waits for no font (on slow
 * mobile data a font is a connection and round trips of its own). Once that page has loaded and
 * the browser is idle, the page's faces are fetched into the cache (components/providers/
 * SiteFontCache.tsx) and noted here; every page loaded after that sets FONTS_ATTRIBUTE on <html>
 * before its first paint (fontBootScript), and globals.css then puts the faces first. A face noted
 * but gone from the cache costs at most `font-display: optional`'s short wait, and that page keeps
 * the device's font: text never changes face on a page a visitor is reading.
 */

/** A face the pages draw: the Latin font (every page) and the Malayalam one (the /ml pages). */
export type SiteFont = "sans" | "ml";

/** Where the faces this browser holds are noted: their names, space-separated. */
export const FONTS_KEY = "site-fonts";

/** Set on <html> before the first paint: the faces the page may draw (globals.css). */
export const FONTS_ATTRIBUTE = "data-fonts";

const SITE_FONTS: readonly SiteFont[] = ["sans", "ml"];

/**
 * A page that must not send its address (a token in its path: /kkem/authorization/<token>) loads
 * no font: Chromium sends the page's full address as the Referer of a font its inline <style>
 * asks for, whatever the page's referrer policy (checked at the server, 30 November).
 */
export const NO_REFERRER_PAGE = 'meta[name="referrer"][content="no-referrer"]';

/** A CSS family name without the quotes around it: `"sans"` and `'sans'` are `sans`. */
export const unquotedFamily = (family: string) => family.trim().replace(/^(["'])(.*)\1$/, "$2");

/** The faces a stored note names, in a fixed order, anything else ignored. */
export function readFontNote(note: string | null): SiteFont[] {
  const names = new Set((note ?? "").split(/\s+/));
  return SITE_FONTS.filter((font) => names.has(font));
}

/** The note after this page fetched `fonts` (ok) or failed to (not ok). */
export function nextFontNote(note: string | null, fonts: readonly SiteFont[], ok: boolean): string {
  const held = new Set(readFontNote(note));
  for (const font of fonts) {
    if (ok) held.add(font);
    else held.delete(font);
  }
  return SITE_FONTS.filter((font) => held.has(font)).join(" ");
}

/**
 * Runs inline in <head> before the first paint (after the page's <meta name="referrer">): the
 * faces the note names, on <html>. Kept tiny and self-contained: it cannot import anything.
 */
export const fontBootScript = `try{var f=localStorage.getItem(${JSON.stringify(FONTS_KEY)});if(f&&!document.querySelector(${JSON.stringify(NO_REFERRER_PAGE)}))document.documentElement.setAttribute(${JSON.stringify(FONTS_ATTRIBUTE)},f)}catch(e){}`;
