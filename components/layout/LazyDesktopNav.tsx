"use client";

import { useEffect, useState } from "react";
import type { DesktopNav as DesktopNavType } from "./DesktopNav";
import { desktopNavListClass } from "./desktop-nav-styles";

/** The `nav:` breakpoint (tailwind.config.ts): the desktop navigation shows from 1025px. */
const DESKTOP_QUERY = "(min-width: 1025px)";

/** Resolves once the window is wide enough to show the desktop navigation. */
function whenWide(): Promise<void> {
  const query = window.matchMedia(DESKTOP_QUERY);
  if (query.matches) return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (!query.matches) return;
      query.removeEventListener("change", onChange);
      resolve();
    };
    query.addEventListener("change", onChange);
  });
}

let loadedNav: typeof DesktopNavType | null = null;
let navLoad: Promise<typeof DesktopNavType> | null = null;
const loadNav = () =>
  (navLoad ??= import("./DesktopNav").then((module) => (loadedNav = module.DesktopNav)));

// A wide window starts the download with the layout's own script, so the nav is usually there to
// hydrate at once; a failure is left to ChunkReloadGuard.
if (typeof window !== "undefined" && window.matchMedia(DESKTOP_QUERY).matches) {
  loadNav().catch(() => {});
}

/**
 * The desktop navigation: in every page's HTML, but its script (and the nav's data) loads only in
 * a window wider than 1024px, so a phone, where it is hidden, never downloads it. Until then the
 * server's list stays as it is: an empty `dangerouslySetInnerHTML` tells React not to hydrate or
 * touch its children (links work without script).
 */
export function LazyDesktopNav() {
  const [Loaded, setLoaded] = useState(() => loadedNav);

  useEffect(() => {
    if (Loaded) return;
    let active = true;
    whenWide()
      .then(loadNav)
      .then((nav) => active && setLoaded(() => nav))
      // A failed load leaves the server's list (ChunkReloadGuard reloads the page once).
      .catch(() => {});
    return () => {
      active = false;
    };
  }, [Loaded]);

  if (typeof window === "undefined") {
    // The server renders the list itself; the bundler drops this branch from the browser's script.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DesktopNav } = require("./DesktopNav") as typeof import("./DesktopNav");
    return <DesktopNav />;
  }
  if (Loaded) return <Loaded />;
  return <ul className={desktopNavListClass} dangerouslySetInnerHTML={{ __html: "" }} />;
}
