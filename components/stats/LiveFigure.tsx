"use client";

import { useLiveStats } from "@/hooks/use-live-stats";
import type { LiveFigureName } from "@/data/content-types";
import { formatCount } from "@/lib/format";
import { figureNoteClass, figureValueClass } from "./figure-styles";

/** What a figure's note says once its count comes live from the backend. */
export const liveNote = "Live count";

/**
 * A figure's value and note that the backend's live count replaces in place. Both notes share
 * one grid cell, the hidden one reserving its height, so the swap moves nothing on the page.
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
      <dd className={`${figureNoteClass} grid`}>
        <span className="[grid-area:1/1]">{live ? liveNote : note}</span>
        <span aria-hidden="true" className="invisible [grid-area:1/1]">
          {live ? note : liveNote}
        </span>
      </dd>
    </>
  );
}
