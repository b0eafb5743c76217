"use client";

import type { Lang } from "@/data/i18n";

import { ColourModeScript } from "./ColourModeScript";

/**
 * The header's dark-mode switch, in every page's HTML and not a second time in the page's payload:
 * the server renders its markup (ColourModeMarkup); in the browser an empty
 * `dangerouslySetInnerHTML` tells React to leave that markup, and a press already made on it, as
 * it is. ColourModeScript remembers the choice.
 */
export function ColourModeToggle({ lang = "en" }: { lang?: Lang }) {
  if (typeof window === "undefined") {
    // The server renders the switch itself; the bundler drops this branch from the browser's script.
    type MarkupModule = typeof import("./ColourModeMarkup");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { ColourModeMarkup } = require("./ColourModeMarkup") as MarkupModule;
    return (
      <>
        <span className="contents">
          <ColourModeMarkup lang={lang} />
        </span>
        <ColourModeScript />
      </>
    );
  }
  return (
    <>
      <span
        className="contents"
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <ColourModeScript />
    </>
  );
}
