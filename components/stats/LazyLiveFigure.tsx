"use client";

import { lazy, Suspense, type ComponentType } from "react";
import { FigureCells } from "./FigureCells";
import { liveNote } from "./live-note";

type LiveFigureProps = Parameters<typeof import("./LiveFigure").LiveFigure>[0];

// The server renders the figure itself (no streamed fallback in the HTML); the bundler drops that
// branch from the browser's script, where the counter loads as a chunk of its own.
const LiveFigure: ComponentType<LiveFigureProps> =
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require("./LiveFigure") as typeof import("./LiveFigure")).LiveFigure
    : lazy(() => import("./LiveFigure").then((m) => ({ default: m.LiveFigure })));

/**
 * LiveFigure (the backend's live counter) as its own script: StatsView draws it only for a live
 * figure, so a page whose figures are all published ones never downloads the counter's socket
 * and normaliser. Hydration keeps the server's cells until the script arrives; a client-side
 * visit draws the same cells meanwhile.
 */
export function LazyLiveFigure(props: LiveFigureProps) {
  return (
    <Suspense fallback={<FigureCells value={props.value} note={props.note} reserve={liveNote} />}>
      <LiveFigure {...props} />
    </Suspense>
  );
}
