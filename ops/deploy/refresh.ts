/**
 * The deploy's refresh of the live snapshots (docs/deploy.md, "Deploying"; docs/live-data.md):
 * each source of lib/live/sources.ts is fetched, as `npm run refresh:live` does, but a source that
 * fails keeps the last good snapshot, the one the previous deploy used (kept beside the deploy
 * records) or else the committed one, so a backend outage never blanks the pre-rendered pages.
 * Only an answer the backend really sent empties a snapshot: the fetchers throw on anything that
 * is not a list (an error page, a refusal, an unreadable body), and an answer that lacks one of
 * the snapshot's fields counts as a failure. The normalisers keep only what the pages show, so no
 * personal data is written; the build re-reads every snapshot through them.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LiveSource, Snapshot } from "@/lib/live/sources";

/** How one source's refresh ended. */
export interface RefreshOutcome {
  source: string;
  kind: "fresh" | "empty" | "kept";
  /** The snapshot written to its file, which the build renders. */
  snapshot: Snapshot;
  /** For "kept": where the snapshot came from, and why the fetch failed. */
  keptFrom?: "previous deploy" | "committed";
  error?: string;
}

/** The previous deploy's snapshot of a source, or null (none, or the target cannot tell). */
export type PreviousSnapshot = (source: string) => Promise<unknown>;

/** True when the snapshot's fields hold no item: empty lists, empty objects, nulls. */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.values(value).every(isEmptyValue);
  return false;
}

const dataFields = (snapshot: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(snapshot).filter(([key]) => key !== "source" && key !== "fetchedAt"),
  );

/** A snapshot as this source wrote it: its name, a readable fetchedAt, the fields. */
function asSnapshot(value: unknown, source: string): Snapshot | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const file = value as Record<string, unknown>;
  if (file.source !== source) return null;
  const fetchedAt =
    typeof file.fetchedAt === "string" && !Number.isNaN(Date.parse(file.fetchedAt))
      ? file.fetchedAt
      : null;
  return { ...file, source, fetchedAt } as Snapshot;
}

/** "25 Nov 2026, 09:00 UTC", or "never fetched". */
export const describeFetchedAt = (fetchedAt: string | null) =>
  fetchedAt
    ? `${new Date(fetchedAt).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" })} UTC`
    : "never fetched";

/** One outcome as the deploy prints it: "careers: fresh (3 items)", "events: kept from …". */
export function describeOutcome(outcome: RefreshOutcome): string {
  if (outcome.kind === "kept") {
    const { fetchedAt } = outcome.snapshot;
    const copy =
      outcome.keptFrom === "previous deploy" ? "the previous deploy's copy" : "the committed copy";
    const kept = fetchedAt
      ? `kept from ${describeFetchedAt(fetchedAt)} (${copy})`
      : "kept the committed snapshot, never fetched (its lists are empty)";
    return `${outcome.source}: ${kept}; ${outcome.error}`;
  }
  if (outcome.kind === "empty") return `${outcome.source}: empty (the backend answered no items)`;
  return `${outcome.source}: fresh`;
}

/** The outcomes as a Markdown table, for the deploy job's summary. */
export function outcomesTable(outcomes: readonly RefreshOutcome[]): string[] {
  return [
    "| live source | outcome |",
    "| --- | --- |",
    ...outcomes.map(
      (outcome) =>
        `| ${outcome.source} | ${describeOutcome(outcome)
          .slice(outcome.source.length + 2)
          .replace(/\|/g, "\\|")} |`,
    ),
  ];
}

/** Writes a file whole, then moves it into place: an interrupted run never leaves half a file. */
function writeSnapshot(file: string, snapshot: Snapshot) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify(snapshot, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

/**
 * Refreshes every source into its file under `root`, falling back as described above, and
 * resolves to each source's outcome. Never rejects for a source's failure.
 */
export async function refreshSnapshots(options: {
  sources: readonly LiveSource[];
  root: string;
  previous: PreviousSnapshot;
  now?: Date;
}): Promise<RefreshOutcome[]> {
  const { sources, root, previous, now = new Date() } = options;
  const outcomes: RefreshOutcome[] = [];
  for (const source of sources) {
    const file = path.join(root, source.file);
    const committed = asSnapshot(JSON.parse(readFileSync(file, "utf8")), source.name);
    if (!committed) throw new Error(`${source.file} is not the ${source.name} snapshot.`);
    try {
      const fields = await source.fetch();
      const missing = Object.keys(dataFields(committed)).filter((key) => !(key in fields));
      if (missing.length > 0) {
        throw new Error(`the answer has no ${missing.join(", ")}`);
      }
      const snapshot: Snapshot = { source: source.name, fetchedAt: now.toISOString(), ...fields };
      writeSnapshot(file, snapshot);
      outcomes.push({
        source: source.name,
        kind: isEmptyValue(fields) ? "empty" : "fresh",
        snapshot,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      let stored: Snapshot | null = null;
      try {
        stored = asSnapshot(await previous(source.name), source.name);
      } catch (readError) {
        const why = readError instanceof Error ? readError.message : String(readError);
        throw new Error(
          `${source.name}: the fetch failed (${reason}) and the previous deploy's snapshot could not be read: ${why}`,
          { cause: readError },
        );
      }
      // The later of the two good copies: the previous deploy's, unless a newer one was committed.
      const usePrevious =
        stored?.fetchedAt != null &&
        (committed.fetchedAt === null || stored.fetchedAt >= committed.fetchedAt);
      const snapshot = usePrevious && stored ? stored : committed;
      if (snapshot !== committed) writeSnapshot(file, snapshot);
      outcomes.push({
        source: source.name,
        kind: "kept",
        snapshot,
        keptFrom: snapshot === committed ? "committed" : "previous deploy",
        error: reason,
      });
    }
  }
  return outcomes;
}
