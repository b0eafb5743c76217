"use client";

import { useEffect } from "react";

/**
 * Sends a visitor who opened this page with `#fragment` on to `to`, replacing this page in the
 * history (Back returns to where they came from) and keeping neither the query nor the fragment.
 */
export function FragmentRedirect({ fragment, to }: { fragment: string; to: string }) {
  useEffect(() => {
    if (window.location.hash === `#${fragment}`) window.location.replace(to);
  }, [fragment, to]);
  return null;
}
