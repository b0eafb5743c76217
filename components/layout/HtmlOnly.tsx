"use client";

import type { HtmlOnlyPart } from "./html-only-parts";

/**
 * A part of the page that is markup only (links, text, a plain form), in the page's HTML and not
 * a second time in its payload, the data React hydrates from: the footer's facts and site map,
 * its newsletter form, a content or legal page's heading band, a content page's text sections and
 * a legal document (HtmlOnlyMarkup says which). The server draws the part; in the browser an
 * empty `dangerouslySetInnerHTML` tells React to leave that markup, its attributes and what a
 * visitor typed into it as they are (hydration patches no attributes), as MobileMenu does. One
 * module for every part, so the layout's script carries it and no page asks for a chunk of its
 * own.
 *
 * Only on pages the browser loads as documents: a page a script moves to (`router.push`) is drawn
 * from its payload, where such a part would be empty (ContentPageView's `reachedByScript`).
 */
export function HtmlOnly(part: HtmlOnlyPart) {
  if (typeof window === "undefined") {
    // The server draws the part; the bundler drops this branch, and the data with it, from the
    // browser's script.
    type MarkupModule = typeof import("./HtmlOnlyMarkup");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { HtmlOnlyMarkup } = require("./HtmlOnlyMarkup") as MarkupModule;
    return <HtmlOnlyMarkup {...part} />;
  }
  const Tag = part.kind === "section" || part.kind === "page-header" ? "section" : "div";
  return <Tag suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
}
