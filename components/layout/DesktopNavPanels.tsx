"use client";

import type { Lang } from "@/data/i18n";
import { DesktopNavScript } from "./DesktopNavScript";
import { DESKTOP_NAV_PANELS } from "./desktop-nav-styles";

/**
 * The desktop submenus, after the page in every page's HTML (like the mobile menu), opened by
 * their buttons in the header as native popovers. A client component for one reason: what it
 * renders on the server goes into the HTML only, not a second time into the page's payload. In
 * the browser an empty `dangerouslySetInnerHTML` tells React to leave the server's markup as it
 * is, and DesktopNavScript enhances it.
 */
export function DesktopNavPanels({ lang = "en" }: { lang?: Lang }) {
  if (typeof window === "undefined") {
    // The server renders the panels itself; the bundler drops this branch from the browser's script.
    type PanelsModule = typeof import("./DesktopNavPanelList");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { DesktopNavPanelList } = require("./DesktopNavPanelList") as PanelsModule;
    return (
      <>
        <div {...{ [DESKTOP_NAV_PANELS]: "" }}>
          <DesktopNavPanelList lang={lang} />
        </div>
        <DesktopNavScript />
      </>
    );
  }
  return (
    <>
      <div
        {...{ [DESKTOP_NAV_PANELS]: "" }}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <DesktopNavScript />
    </>
  );
}
