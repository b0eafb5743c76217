"use client";

import { useEffect, useState } from "react";

/** Pages that arrive faster than this never show the loader, so quick page changes do not flash. */
const SHOW_AFTER_MS = 150;
/** A page that has not replaced this one by then is not coming (a download, a 204, Stop). */
const GIVE_UP_AFTER_MS = 15_000;

/**
 * The page of this site a click loads in this tab, or null when it loads none here: not a plain
 * left click, a link a script handled, one that opens elsewhere or downloads, another site, or
 * this same page (an anchor on it).
 */
export function documentTarget(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) {
    return null;
  }
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin) return null;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url.pathname + url.search;
}

/**
 * The loading screen (SPEC: a full-page animated loader, "Loading..."): a link inside the
 * site loads its page as a document, and while a slow network brings it the page left stays on
 * screen; after a moment the loader covers it. It goes when the page is left (pagehide), when
 * Back brings this page out of the back-forward cache (pageshow), or when no page came.
 */
export function NavigationLoader({ label }: { label: string }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let timer = 0;
    const stop = () => {
      window.clearTimeout(timer);
      setShown(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!documentTarget(event, window.location)) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        setShown(true);
        timer = window.setTimeout(stop, GIVE_UP_AFTER_MS);
      }, SHOW_AFTER_MS);
    };
    // Bubbling, on the window: every handler of the page has had the click, so a link a script
    // handles itself (defaultPrevented) is known.
    window.addEventListener("click", onClick);
    window.addEventListener("pagehide", stop);
    window.addEventListener("pageshow", stop);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("click", onClick);
      window.removeEventListener("pagehide", stop);
      window.removeEventListener("pageshow", stop);
    };
  }, []);

  if (!shown) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/90 dark:bg-slate-950/90"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an animated SVG, nothing to optimise */}
      <img src="/images/loader.svg" alt={label} width={96} height={96} />
    </div>
  );
}
