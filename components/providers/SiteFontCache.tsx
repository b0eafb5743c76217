"use client";

import { useEffect } from "react";
import {
  FONTS_KEY,
  NO_REFERRER_PAGE,
  nextFontNote,
  unquotedFamily,
  type SiteFont,
} from "@/lib/site-fonts";

/** A face of the site's stylesheet: what lib/site-fonts.ts calls it, and its CSS family name. */
export type SiteFace = { font: SiteFont; family: string };

/** Local storage, or nothing where the browser refuses it (private modes, blocked cookies). */
function local(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Once the page has loaded and the browser is idle, fetches the page's faces into the cache and
 * notes them, so that the next page is drawn in them from its first paint (lib/site-fonts.ts).
 * This page keeps the fonts it was drawn in: no face it does not use changes its text. Nothing is
 * fetched for a visitor who asks to save data, nor on a page that must not send its address.
 */
export function SiteFontCache({ faces }: { faces: readonly SiteFace[] }) {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (connection?.saveData || !document.fonts || document.querySelector(NO_REFERRER_PAGE)) return;
    let stopped = false;
    let idle: number | undefined;
    const fetchFaces = () => {
      const families = new Set(faces.map((face) => face.family));
      const loading: Promise<FontFace>[] = [];
      document.fonts.forEach((face) => {
        if (families.has(unquotedFamily(face.family))) loading.push(face.load());
      });
      if (loading.length === 0) return;
      const note = (ok: boolean) => {
        const storage = local();
        if (stopped || !storage) return;
        try {
          const fonts = faces.map((face) => face.font);
          storage.setItem(FONTS_KEY, nextFontNote(storage.getItem(FONTS_KEY), fonts, ok));
        } catch {
          // Storage full or refused: the next page is drawn in the device's fonts again.
        }
      };
      Promise.all(loading).then(
        () => note(true),
        () => note(false),
      );
    };
    const whenIdle = () => {
      idle =
        typeof window.requestIdleCallback === "function"
          ? window.requestIdleCallback(fetchFaces, { timeout: 2000 })
          : window.setTimeout(fetchFaces, 0);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      stopped = true;
      window.removeEventListener("load", whenIdle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [faces]);
  return null;
}
