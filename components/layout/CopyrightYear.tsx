"use client";

import { useSyncExternalStore } from "react";
import { copyrightYear } from "@/lib/copyright-year";

const subscribeNever = () => () => {};

/**
 * The footer's year: the build's in the static HTML and while React hydrates (so the two agree),
 * then the visitor's if it is later. Digits of one width, so a new year moves nothing beside it.
 */
export function CopyrightYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribeNever,
    () => copyrightYear(buildYear, new Date()),
    () => buildYear,
  );
  return <span className="tabular-nums">{year}</span>;
}
