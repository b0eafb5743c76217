"use client";

import { earlyFormScript } from "@/lib/early-input";
import { useMounted } from "@/hooks/use-mounted";

/**
 * Right after a form that takes input from the first paint: the HTML's script that enables its
 * fields and keeps a press made before the page's scripts ran (lib/early-input.ts). Drawn in the
 * static HTML and matched when React hydrates it; a form drawn in the browser (after a move from
 * another page) works at once and gets none.
 */
export function EarlyFormScript() {
  const mounted = useMounted();
  return mounted ? null : <script dangerouslySetInnerHTML={{ __html: earlyFormScript }} />;
}
