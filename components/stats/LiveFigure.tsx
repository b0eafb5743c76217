"use client";

import { useLiveStats } from "@/hooks/use-live-stats";
import type { LiveFigureName } from "@/data/content-types";
import { formatCount } from "@/lib/format";
import { FigureCells } from "./FigureCells";

/** What a figure's note says once its count comes live from the backend. */
export const liveNote = "Live count";

/** A figure's value and note that the backend's live count replaces in place, with no shift. */
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
  return count === undefined ? (
    <FigureCells value={value} note={note} reserve={liveNote} />
  ) : (
    <FigureCells value={formatCount(count)} note={liveNote} reserve={note} />
  );
}
