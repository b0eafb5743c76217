/**
 * The registry of live sources (docs/live-data.md): `npm run refresh:live` walks this list and
 * writes each source's snapshot. Adding a source is one entry here, its module under lib/live/ and
 * an empty snapshot file.
 */
import { fetchCareersSnapshotLists } from "@/lib/live/careers";
import { fetchStatsFields } from "@/lib/live/stats";
import { fetchLcDashboardSnapshot } from "@/lib/live/lc-dashboard";
import { fetchLcFinderSnapshot } from "@/lib/live/lc-finder";
import { fetchEventsSnapshotLists } from "@/lib/live/events";
import { fetchShowsSnapshotLists } from "@/lib/live/shows";
import { fetchInterestGroupsSnapshot } from "@/lib/live/interest-groups";
import { fetchLearnersSnapshot } from "@/lib/live/learners";

/** One public backend source the site pre-renders from a committed snapshot. */
export interface LiveSource {
  /** Short name: the snapshot's `source` field and the name the refresh reports. */
  name: string;
  /** The snapshot's path from the project root, under data/live/. */
  file: string;
  /**
   * Reads the source through lib/api-call.ts and resolves to the snapshot's own fields (its lists),
   * already normalised, so nothing the page does not show (staff names, e-mails) is written.
   * Rejects with an Error naming the endpoint that failed.
   */
  fetch: () => Promise<Record<string, unknown>>;
}

export const liveSources: readonly LiveSource[] = [
  { name: "careers", file: "data/live/careers.json", fetch: fetchCareersSnapshotLists },
  { name: "stats", file: "data/live/stats.json", fetch: () => fetchStatsFields() },
  { name: "lc-dashboard", file: "data/live/lc-dashboard.json", fetch: fetchLcDashboardSnapshot },
  { name: "lc-finder", file: "data/live/lc-finder.json", fetch: fetchLcFinderSnapshot },
  { name: "events", file: "data/live/events.json", fetch: fetchEventsSnapshotLists },
  { name: "shows", file: "data/live/shows.json", fetch: fetchShowsSnapshotLists },
  {
    name: "interest-groups",
    file: "data/live/interest-groups.json",
    fetch: fetchInterestGroupsSnapshot,
  },
  { name: "learners", file: "data/live/learners.json", fetch: fetchLearnersSnapshot },
];

/** A snapshot as written: the source's name, when it was fetched, then its fields. */
export type Snapshot = { source: string; fetchedAt: string | null } & Record<string, unknown>;

/** Fetches one source into the snapshot to write; rejects as the source's `fetch` does. */
export async function takeSnapshot(source: LiveSource, now: Date = new Date()): Promise<Snapshot> {
  const fields = await source.fetch();
  return { source: source.name, fetchedAt: now.toISOString(), ...fields };
}
