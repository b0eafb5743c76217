"use client";

import type { Lang } from "@/data/i18n";

/**
 * The header's Login or Dashboard link, in every page's HTML and not a second time in the page's
 * payload (with both icons, about 1 KB on every page, several times over): the server renders its
 * markup (AuthButtonMarkup); in the browser an empty `dangerouslySetInnerHTML` tells React to
 * leave that markup as it is. It needs no script: CSS shows the one link that applies.
 */
export function AuthButton({ lang = "en" }: { lang?: Lang }) {
  if (typeof window === "undefined") {
    // The server renders the links itself; the bundler drops this branch from the browser's script.
    type MarkupModule = typeof import("./AuthButtonMarkup");
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { AuthButtonMarkup } = require("./AuthButtonMarkup") as MarkupModule;
    return (
      <span className="contents">
        <AuthButtonMarkup lang={lang} />
      </span>
    );
  }
  return (
    <span className="contents" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />
  );
}
