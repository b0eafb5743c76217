"use client";

import type { SearchLang } from "@/data/search";
import { SiteSearchScript } from "./SiteSearchScript";
import { SEARCH_DIALOG_ID } from "./search-markers";

/**
 * The site search: a modal <dialog> in every page's HTML, opened by the header's button (an
 * invoker command, so from the first paint), "/" or Ctrl+K (Cmd+K). It holds a real GET form to
 * the search page, which searches with or without scripts. The browser gives Escape, the backdrop
 * and focus back to where it was.
 *
 * Like the mobile menu, the server draws the dialog and the browser leaves that markup alone (an
 * empty `dangerouslySetInnerHTML`), so none of it is in the page's start-up script: only
 * SiteSearchScript is, with the ids and none of the words. The live search (SearchDialogBody,
 * then the engine) loads when the dialog first opens.
 */
export function SiteSearch({ lang = "en" }: { lang?: SearchLang }) {
  if (typeof window === "undefined") {
    // The server renders the dialog itself; the bundler drops this branch from the browser's script.
    type DialogModule = typeof import("./SearchDialog");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SearchDialog } = require("./SearchDialog") as DialogModule;
    return (
      <>
        <SearchDialog lang={lang} />
        <SiteSearchScript />
      </>
    );
  }
  return (
    <>
      <dialog
        id={SEARCH_DIALOG_ID}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: "" }}
      />
      <SiteSearchScript />
    </>
  );
}
