/**
 * The public totals of learning circles run with KKEM (docs/live-data.md): circles, enrolments,
 * unique learners, and circles and learners per interest group, from
 * GET /api/v1/public/lc-dashboard/. Only these counts are read. The backend's enrolment list and
 * its CSV (students' names, e-mails, µ-IDs) sit beside this endpoint and are never requested.
 */
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import { countOf, endpointError, fetchedAtOf, isRecord, textField } from "@/lib/live/read";

/** One interest group's row of the dashboard. */
export interface InterestGroupCircles {
  name: string;
  circles: number;
  learners: number;
}

/** The dashboard's totals, as the page shows them. */
export interface LcDashboard {
  circles: number;
  enrolments: number;
  uniqueLearners: number;
  /** In the backend's order (by name); each name once. */
  interestGroups: InterestGroupCircles[];
}

/** The committed snapshot, data/live/lc-dashboard.json: `dashboard: null` until a refresh runs. */
export interface LcDashboardSnapshot {
  source: "lc-dashboard";
  fetchedAt: string | null;
  dashboard: LcDashboard | null;
}

/** One interest group's counts, or null without a name or with a count that is not a count. */
export function readInterestGroupCircles(raw: unknown): InterestGroupCircles | null {
  if (!isRecord(raw)) return null;
  const name = textField(raw, "name");
  const circles = countOf(raw.total_circles);
  const learners = countOf(raw.total_users);
  if (name === null || circles === null || learners === null) return null;
  return { name, circles, learners };
}

/**
 * The envelope's `response`: `lc_count`, `total_enrollment` and `unique_users` (numbers, or
 * digits in a string) are required, and the answer is unreadable without them; a bad row of
 * `circle_count_by_ig` is dropped and a missing list reads as no rows.
 */
export function readLcDashboard(payload: unknown): LcDashboard {
  if (!isRecord(payload)) throw new Error("The dashboard answer is not an object.");
  const circles = countOf(payload.lc_count);
  const enrolments = countOf(payload.total_enrollment);
  const uniqueLearners = countOf(payload.unique_users);
  if (circles === null || enrolments === null || uniqueLearners === null) {
    throw new Error("The dashboard answer lacks its totals.");
  }
  const rows = Array.isArray(payload.circle_count_by_ig) ? payload.circle_count_by_ig : [];
  const seen = new Set<string>();
  const interestGroups = rows
    .map(readInterestGroupCircles)
    .filter(
      (row): row is InterestGroupCircles =>
        row !== null && !seen.has(row.name) && Boolean(seen.add(row.name)),
    );
  return { circles, enrolments, uniqueLearners, interestGroups };
}

/** A snapshot file's content, re-read through the normaliser so a hand edit cannot add a bad row. */
export function readLcDashboardSnapshot(json: unknown): LcDashboardSnapshot {
  const file = isRecord(json) ? json : {};
  let dashboard: LcDashboard | null = null;
  try {
    dashboard = file.dashboard === null ? null : readLcDashboard(file.dashboard);
  } catch {
    dashboard = null;
  }
  return { source: "lc-dashboard", fetchedAt: fetchedAtOf(file), dashboard };
}

/** The live totals through lib/api-call.ts, for `useLive`. */
export const fetchLcDashboard = (signal?: AbortSignal): Promise<ApiAnswer<LcDashboard>> =>
  callApi(apiPaths.lcDashboard, { read: readLcDashboard, signal });

/** The snapshot's fields; throws naming the endpoint when the backend fails. */
export async function fetchLcDashboardSnapshot(): Promise<Pick<LcDashboardSnapshot, "dashboard">> {
  const result = await fetchLcDashboard();
  if (!result.ok) throw endpointError(apiPaths.lcDashboard, result);
  return { dashboard: result.data };
}
