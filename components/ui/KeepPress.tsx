"use client";

import { keepPressScript } from "@/lib/early-press";
import { useMounted } from "@/hooks/use-mounted";

/**
 * Before a page's buttons that its scripts answer (`keepPressAttribute`): keeps a press made on
 * one before those scripts ran (lib/early-press.ts). Drawn in the static HTML only: a page drawn
 * in the browser, after a move from another, has its scripts already.
 */
export function KeepPress() {
  const mounted = useMounted();
  return mounted ? null : <script dangerouslySetInnerHTML={{ __html: keepPressScript }} />;
}
