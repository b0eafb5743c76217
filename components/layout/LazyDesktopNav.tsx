"use client";

import { use, useEffect, useState } from "react";
import { DESKTOP_QUERY, desktopNavListClass } from "./desktop-nav-styles";

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

type NavModule = typeof import("./DesktopNav");
const loadNav = (): Promise<NavModule> => import("./DesktopNav");

// A window already wide when the layout's script runs fetches the nav with it, and hydration waits
// for it (`use` below), so the nav hydrates in place. A failed load is null: the server's list
// stays, and ChunkReloadGuard reloads the page once.
const wideAtLoad =
  typeof window !== "undefined" && window.matchMedia(DESKTOP_QUERY).matches
    ? loadNav().catch(() => null)
    : null;

/**
 * The desktop navigation: in every page's HTML, but its script (and the nav's data) loads only in
 * a window wider than 1024px, so a phone, where it is hidden, never downloads it. Until then the
 * server's list stays as it is: an empty `dangerouslySetInnerHTML` tells React not to hydrate or
 * touch its children (links work without script).
 */
export function LazyDesktopNav() {
  const atLoad = wideAtLoad ? use(wideAtLoad) : null;
  const [later, setLater] = useState<NavModule | null>(null);

  useEffect(() => {
    if (wideAtLoad) return;
    let active = true;
    whenWide()
      .then(loadNav)
      .then((module) => active && setLater(module))
      .catch(() => {});
    return () => {
      active = false;
    };
  }, []);

  if (typeof window === "undefined") {
    // The server renders the list itself; the bundler drops this branch from the browser's script.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DesktopNav } = require("./DesktopNav") as typeof import("./DesktopNav");
    return <DesktopNav />;
  }
  const loaded = atLoad ?? later;
  if (loaded) return <loaded.DesktopNav />;
  return <ul className={desktopNavListClass} dangerouslySetInnerHTML={{ __html: "" }} />;
}
