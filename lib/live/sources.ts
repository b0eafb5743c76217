/**
 * The registry of live sources (docs/live-data.md): `npm run refresh:live` walks this list and
 * writes each source's snapshot to its file.
 */
import { fetchStatsSnapshot } from "@/lib/live/stats";

/** One public backend source the site pre-renders from a committed snapshot. */
export interface LiveSource {
  /** Short name: the snapshot's file name under data/live/ and the name the refresh reports. */
  name: string;
  /** The snapshot's path from the project root. */
  file: string;
  /**
   * Fetches the source with the given fetch and resolves to the whole snapshot to write, already
   * normalised; rejects with an Error naming the endpoint that failed.
   */
  fetch: (fetchImpl: typeof fetch) => Promise<object>;
}

export const liveSources: readonly LiveSource[] = [
  {
    name: "stats",
    file: "data/live/stats.json",
    fetch: (fetchImpl) => fetchStatsSnapshot(fetchImpl),
  },
];
