import { startTransition, useEffect, useState } from "react";
import type { ApiAnswer, ApiFailureKind } from "@/lib/api-call";

/** How long a live list waits for the backend before the snapshot stays for good. */
export const liveTimeoutMs = 6_000;

/**
 * `snapshot`: the pre-rendered data, before the answer or when there is none yet; `live`: the
 * backend's answer replaced it; `failed`: no usable answer (`failure` says why), the snapshot stays.
 */
export type LiveStatus = "snapshot" | "live" | "failed";

/**
 * Whether a live block has read its list: the server's, now, or a snapshot's (which has a date,
 * `LiveNote.asOf`). An empty list then means there is none; without either, the page holds no
 * copy of it and says so ("No calls in this copy of the page.").
 */
export const listWasRead = (status: LiveStatus, asOf: string | null) =>
  status === "live" || asOf !== null;

export interface LiveState<T> {
  data: T;
  status: LiveStatus;
  failure: ApiFailureKind | null;
}

/**
 * Live data over a pre-rendered snapshot (docs/live-data.md): after hydration, which comes after
 * the first paint, `load` runs once; a good answer replaces the snapshot, anything else (an error
 * page, 401/403, an unreadable answer, no network, `timeoutMs` passed) keeps it. `update` lets the
 * view grow the live data (another page). `load` should be a module-level function: it runs once.
 */
export function useLive<T>(
  snapshot: T,
  load: (signal: AbortSignal) => Promise<ApiAnswer<T>>,
  timeoutMs: number = liveTimeoutMs,
): LiveState<T> & { update: (change: (data: T) => T) => void } {
  const [state, setState] = useState<LiveState<T>>({
    data: snapshot,
    status: "snapshot",
    failure: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    const timer = setTimeout(
      () => controller.abort(new DOMException("The live data took too long.", "TimeoutError")),
      timeoutMs,
    );
    load(controller.signal)
      .then((result) => {
        if (!current) return;
        // A transition: React draws the answer in short slices, yielding to a tap or a frame
        // between them, instead of one long task on a slow phone's loading page.
        startTransition(() =>
          setState((previous) =>
            result.ok
              ? { data: result.data, status: "live", failure: null }
              : { ...previous, status: "failed", failure: result.kind },
          ),
        );
      })
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [load, timeoutMs]);
  const update = (change: (data: T) => T) =>
    setState((previous) => ({ ...previous, data: change(previous.data) }));
  return { ...state, update };
}
