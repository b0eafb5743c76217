/**
 * The community's live counts (docs/live-data.md, "Figures (WebSocket)"): what the backend's
 * landing-stats socket and its REST twin send, and the one reader that turns any of their frames
 * into figures the pages may show.
 */
import { liveFigureNames, type LiveFigureName } from "@/data/content-types";
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";

/** One organisation type's count; a type with no organisations is left out, not sent as 0. */
export interface OrgTypeCount {
  org_type: "College" | "Company" | "Community";
  org_count: number;
}

/** One role's count. */
export interface RoleCount {
  role__title: "Mentor" | "Enabler";
  role_count: number;
}

/**
 * A frame as the backend sends it: the whole state when the socket opens, and after that any
 * subset of the keys. The REST answer has the same keys but `karma_pow_count`.
 */
export interface StatsFrame {
  members?: number;
  org_type_counts?: OrgTypeCount[];
  enablers_mentors_count?: RoleCount[];
  ig_count?: number;
  learning_circle_count?: number;
  karma_pow_count?: { karma_count: number; pow_count: number };
}

/** The figures known so far, by name; a figure nobody has sent (or sent badly) is absent. */
export type Figures = Partial<Record<LiveFigureName, number>>;

/** The committed snapshot (data/live/stats.json): empty, with no date, until a refresh runs. */
export interface StatsSnapshot {
  source: "stats";
  /** When the figures were fetched (ISO time), or null for the committed empty snapshot. */
  fetchedAt: string | null;
  figures: Figures;
}

/**
 * Counts are believed under a thousand crore (at most "9,99,99,99,999", which every figure's card
 * fits). The karma total runs to crores; anything larger is a broken value.
 */
export const countLimit = 1e10;

/** A count worth showing: a whole number from 1 to under `countLimit`; 0 would only hide a figure. */
const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 1 && value < countLimit;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const orgFigures: Record<OrgTypeCount["org_type"], LiveFigureName> = {
  College: "colleges",
  Company: "companies",
  Community: "communities",
};

const roleFigures: Record<RoleCount["role__title"], LiveFigureName> = {
  Mentor: "mentors",
  Enabler: "enablers",
};

/** Reads a list of `{type, count}` pairs: a pair with an unknown type or a bad count is skipped. */
function readCounts(
  list: unknown,
  typeKey: string,
  countKey: string,
  names: Record<string, LiveFigureName>,
): Figures {
  const figures: Figures = {};
  if (!Array.isArray(list)) return figures;
  for (const item of list) {
    if (!isRecord(item)) continue;
    const type = item[typeKey];
    const count = item[countKey];
    const name = typeof type === "string" && Object.hasOwn(names, type) ? names[type] : undefined;
    if (name && isCount(count)) figures[name] = count;
  }
  return figures;
}

/**
 * Reads one frame, a JSON text or an object (the socket's full state, a partial push, or the
 * REST answer's `response`), into the figures it carries. A key that is unknown, not a count, or
 * out of range is dropped on its own; the rest of the frame still counts. Never throws.
 */
export function readStatsFrame(frame: unknown): Figures {
  let data = frame;
  if (typeof frame === "string") {
    try {
      data = JSON.parse(frame);
    } catch {
      return {};
    }
  }
  if (!isRecord(data)) return {};
  const figures: Figures = {
    ...readCounts(data.org_type_counts, "org_type", "org_count", orgFigures),
    ...readCounts(data.enablers_mentors_count, "role__title", "role_count", roleFigures),
  };
  if (isCount(data.members)) figures.members = data.members;
  if (isCount(data.ig_count)) figures.interestGroups = data.ig_count;
  if (isCount(data.learning_circle_count)) figures.learningCircles = data.learning_circle_count;
  const karmaPow = data.karma_pow_count;
  if (isRecord(karmaPow)) {
    if (isCount(karmaPow.karma_count)) figures.karma = karmaPow.karma_count;
    if (isCount(karmaPow.pow_count)) figures.proofsOfWork = karmaPow.pow_count;
  }
  return figures;
}

/** The figures after a frame: what it carries replaces, what it leaves out stays. */
export const mergeFigures = (current: Figures, frame: Figures): Figures => ({
  ...current,
  ...frame,
});

/** Reads a stored snapshot back, keeping only its named, valid figures and a parseable date. */
export function readStatsSnapshot(raw: unknown): StatsSnapshot {
  const empty: StatsSnapshot = { source: "stats", fetchedAt: null, figures: {} };
  if (!isRecord(raw) || !isRecord(raw.figures)) return empty;
  const fetchedAt =
    typeof raw.fetchedAt === "string" && !Number.isNaN(Date.parse(raw.fetchedAt))
      ? raw.fetchedAt
      : null;
  const figures: Figures = {};
  for (const name of liveFigureNames) {
    const value = raw.figures[name];
    if (isCount(value)) figures[name] = value;
  }
  // Figures without the date they were true are not shown as a snapshot.
  return fetchedAt ? { source: "stats", fetchedAt, figures } : empty;
}

/** The REST fallback's answer as figures; an answer that carries none counts as a failure. */
function readGlobalCount(payload: unknown): Figures {
  const figures = readStatsFrame(payload);
  if (Object.keys(figures).length === 0) throw new Error("No figures in the answer.");
  return figures;
}

/** Asks the REST fallback (GET global-count) once; resolves to a result, never throws. */
export const fetchGlobalCount = (
  timeoutMs: number,
  fetchImpl?: typeof fetch,
): Promise<ApiAnswer<Figures>> =>
  callApi(apiPaths.globalCount, { read: readGlobalCount, timeoutMs, fetchImpl });

/**
 * The snapshot's fields for `npm run refresh:live` (lib/live/sources.ts adds its name and time);
 * rejects naming the endpoint on failure.
 */
export async function fetchStatsFields(
  fetchImpl: typeof fetch = fetch,
): Promise<Pick<StatsSnapshot, "figures">> {
  const result = await fetchGlobalCount(20_000, fetchImpl);
  if (!result.ok) {
    const status = result.status ? ` ${result.status}` : "";
    throw new Error(`GET ${apiPaths.globalCount} failed (${result.kind}${status})`);
  }
  return { figures: result.data };
}
