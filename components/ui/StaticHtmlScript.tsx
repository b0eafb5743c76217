"use client";

import { useMounted } from "@/hooks/use-mounted";

/**
 * An inline script for the page's static HTML only, run as the parser reaches it and matched when
 * React hydrates it. Drawn in the browser it would not run (React writes it, the parser does
 * not), and a page drawn there, after a move from another, has its scripts already: so none.
 */
export function StaticHtmlScript({ text }: { text: string }) {
  const mounted = useMounted();
  return mounted ? null : <script dangerouslySetInnerHTML={{ __html: text }} />;
}
