"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { followedLink } from "@/lib/followed-link";

/** Navigations faster than this never show the loader, so quick page changes do not flash. */
const SHOW_AFTER_MS = 150;
/** A navigation that has not finished by then has failed; the error page or the old page stays. */
const GIVE_UP_AFTER_MS = 15_000;

/** The path an in-site link click will navigate to, or null when the browser handles it. */
export function navigationTarget(event: MouseEvent, currentPath: string): string | null {
  const anchor = event.defaultPrevented ? null : followedLink(event);
  if (!anchor) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname === currentPath) return null;
  return url.pathname;
}

/**
 * The loading screen: the full-page animated loader while the next page's code and data arrive.
 * It is not a route `loading.tsx`: that would also put a loader into every page's static HTML
 * and swap the content in later, shifting the layout on first load.
 */
export function NavigationLoader() {
  const pathname = usePathname();
  const [pending, setPending] = useState<{ from: string; shown: boolean } | null>(null);

  // The new page has rendered: the navigation is over (state adjusted during render, no effect).
  if (pending && pathname !== pending.from) setPending(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const from = window.location.pathname;
      if (navigationTarget(event, from)) setPending({ from, shown: false });
    };
    // Capture phase: next/link calls preventDefault in React's own listener, before bubbling ends.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = pending.shown
      ? window.setTimeout(() => setPending(null), GIVE_UP_AFTER_MS)
      : window.setTimeout(() => setPending((p) => p && { ...p, shown: true }), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  if (!pending?.shown) return null;
  return (
    <div
      role="status"
      className="fixed inset-0 z-[60] flex items-center justify-center bg-white/90 dark:bg-slate-950/90"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- an animated SVG, nothing to optimise */}
      <img src="/images/loader.svg" alt="Loading..." width={96} height={96} />
    </div>
  );
}
