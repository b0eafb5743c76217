"use client";

import { useLiveStats } from "@/hooks/use-live-stats";
import type { LiveFigureName } from "@/data/content-types";
import { formatCount } from "@/lib/format";
import { figureNoteClass, figureValueClass } from "./figure-styles";

/** What a figure's note says once its count comes live from the backend. */
export const liveNote = "Live count";

/**
 * A figure's value and note that the backend's live count replaces in place. The other note is
 * drawn hidden in the same grid cell (a pseudo-element, so it is not in the text) and reserves
 * its height: the swap moves nothing on the page.
 */
export function LiveFigure({
  name,
  value,
  note,
}: {
  name: LiveFigureName;
  /** The value the server rendered: the snapshot's, or the published one. */
  value: string;
  /** Where that value comes from ("Published figure", "As of 25 November 2026"). */
  note: string;
}) {
  const count = useLiveStats().figures[name];
  const live = count !== undefined;
  return (
    <>
      <dd className={figureValueClass}>{live ? formatCount(count) : value}</dd>
      <dd
        data-reserve={live ? note : liveNote}
        className={`${figureNoteClass} grid after:invisible after:[grid-area:1/1] after:content-[attr(data-reserve)]`}
      >
        <span className="[grid-area:1/1]">{live ? liveNote : note}</span>
      </dd>
    </>
  );
}
