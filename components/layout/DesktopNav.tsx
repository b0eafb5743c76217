"use client";

import type { Lang } from "@/data/i18n";
import { desktopNavListClass } from "./desktop-nav-styles";

/**
 * The desktop navigation, in every page's HTML and not a second time in the page's payload: the
 * server renders its markup (DesktopNavList); in the browser an empty `dangerouslySetInnerHTML`
 * tells React to leave that markup as it is. Its submenus are native popovers, so it needs no
 * script of its own to work; DesktopNavScript (with the panels) adds hover and the rest.
 */
export function DesktopNav({ lang = "en" }: { lang?: Lang }) {
  if (typeof window === "undefined") {
    // The server renders the list itself; the bundler drops this branch from the browser's script.
    type ListModule = typeof import("./DesktopNavList");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DesktopNavList } = require("./DesktopNavList") as ListModule;
    return <DesktopNavList lang={lang} />;
  }
  return (
    <ul
      className={desktopNavListClass}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
