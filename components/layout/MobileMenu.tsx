"use client";

import type { Lang } from "@/data/i18n";
import { MobileMenuScript } from "./MobileMenuScript";
import { MOBILE_MENU_ID } from "./mobile-menu-markers";

/**
 * The mobile menu: a modal <dialog> in every page's HTML, opened by the hamburger's invoker
 * command, so it works from the first paint. The browser gives the backdrop, Escape, the click
 * outside, the inert page and focus back to the hamburger; globals.css locks the page's scroll.
 * The layout puts it after the footer, so its links do not delay the page's first paint.
 *
 * A client component for one reason: what it renders on the server goes into the HTML only, not
 * a second time into the page's payload (about 4 KB gzip on every page). In the browser an empty
 * `dangerouslySetInnerHTML` tells React to leave the server's markup as it is (its attributes too:
 * the copy names only the id, and hydration does not patch attributes), and MobileMenuScript
 * enhances it.
 */
export function MobileMenu({ lang = "en" }: { lang?: Lang }) {
  if (typeof window === "undefined") {
    // The server renders the menu itself; the bundler drops this branch from the browser's script.
    type DialogModule = typeof import("./MobileMenuDialog");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { MobileMenuDialog } = require("./MobileMenuDialog") as DialogModule;
    return (
      <>
        <MobileMenuDialog lang={lang} />
        <MobileMenuScript />
      </>
    );
  }
  return (
    <>
      <dialog
        id={MOBILE_MENU_ID}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <MobileMenuScript />
    </>
  );
}
