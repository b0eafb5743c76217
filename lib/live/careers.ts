/**
 * Career Labs' hiring calls (docs/live-data.md): the shape the page keeps, and the one normaliser
 * that reads every variant the backend has sent. The public lists answer at
 * /api/v1/public/career-lab/ongoing/ and …/previous/; older backends sent `ongoing` without
 * `pagination`, and the Google Sheet before them used other field names and day-first dates.
 * A bad item is dropped, not the list; staff names and timestamps are never copied.
 */
import { apiOrigin } from "@/data/api-origin";
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import { httpsHref } from "@/lib/links";

/** One hiring call, as the board shows it. Links are `https:` only; text is plain text. */
export interface HiringCall {
  id: string;
  role: string;
  /** A longer name for the call ("Frontend Intern" for the role "Intern"), when given. */
  title: string | null;
  organization: string;
  location: string | null;
  duration: string | null;
  remuneration: string | null;
  vacancies: number | null;
  /** The last day to apply: an ISO day ("2099-02-01") or date and time. */
  lastDate: string;
  applyUrl: string | null;
  jdUrl: string | null;
  /** Free text a previous call carries (who was hired, what followed): shown as text. */
  extraContent: string | null;
}

/** The two lists of the board. */
export type HiringCallList = "ongoing" | "previous";

/** One page of a list: its calls, and the next page's number when the backend says there is one. */
export interface HiringCallPage {
  calls: HiringCall[];
  nextPage: number | null;
}

/** The committed snapshot, data/live/careers.json: empty (`fetchedAt: null`) until a refresh runs. */
export interface CareersSnapshot {
  source: "careers";
  /** When `npm run refresh:live` fetched the lists (ISO date and time), or null. */
  fetchedAt: string | null;
  ongoing: HiringCall[];
  previous: HiringCall[];
}

/** Calls per page the board asks for and shows at a time. */
export const hiringCallsPerPage = 12;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The first of `names` that holds text, trimmed; numbers count as text (a sheet's "3"). */
function text(item: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = item[name];
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** An ISO day or date-time as given, a sheet's "30-06-2026" as "2026-06-30"; null when no date. */
function isoDate(value: string | null): string | null {
  if (value === null) return null;
  const dayFirst = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const iso = dayFirst ? `${dayFirst[3]}-${dayFirst[2]}-${dayFirst[1]}` : value;
  if (!/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(iso)) return null;
  return Number.isNaN(Date.parse(iso.replace(" ", "T"))) ? null : iso;
}

function vacancyCount(value: unknown): number | null {
  const count = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof count === "number" && Number.isInteger(count) && count >= 0 ? count : null;
}

/**
 * One call from any variant, or null when it cannot be shown (no role, no organisation, no valid
 * last date). Field names: the backend's (`organization`, `lastdate`, `applylink`, `jdlink`,
 * `extracontent`) and the old sheet's (`company`, `remumeration`, `date`).
 */
export function readHiringCall(raw: unknown): HiringCall | null {
  if (!isRecord(raw)) return null;
  const title = text(raw, "title");
  const role = text(raw, "role") ?? title;
  const organization = text(raw, "organization", "company");
  const lastDate = isoDate(text(raw, "lastdate", "date"));
  if (role === null || organization === null || lastDate === null) return null;
  return {
    // Sheet rows have no id: the call's own facts name it.
    id: text(raw, "id") ?? `${organization}|${role}|${lastDate}`,
    role,
    title: title === role ? null : title,
    organization,
    location: text(raw, "location"),
    duration: text(raw, "duration"),
    remuneration: text(raw, "remuneration", "remumeration"),
    vacancies: vacancyCount(raw.vacancies),
    lastDate,
    applyUrl: httpsHref(text(raw, "applylink")),
    jdUrl: httpsHref(text(raw, "jdlink")),
    extraContent: text(raw, "extracontent"),
  };
}

/** True when the call's role, name, organisation or location holds every word of `query`. */
export function matchesQuery(call: HiringCall, query: string): boolean {
  const haystack = [call.role, call.title, call.organization, call.location]
    .filter(Boolean)
    .join(" ")
    .toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word));
}

/** Each call once, by id (the first wins): pages read one after another may overlap. */
export function uniqueCalls(calls: readonly HiringCall[]): HiringCall[] {
  const seen = new Set<string>();
  return calls.filter((call) => !seen.has(call.id) && Boolean(seen.add(call.id)));
}

/** Every readable call of a list, each id once. */
export const readHiringCalls = (items: readonly unknown[]): HiringCall[] =>
  uniqueCalls(items.map(readHiringCall).filter((call): call is HiringCall => call !== null));

/**
 * The envelope's `response` of either list: `{data, pagination}`, `{data}` alone (the older
 * `ongoing`) or a bare array (the sheet). Throws on anything else, which the client reports as
 * an unreadable answer.
 */
export function readHiringCallPage(payload: unknown): HiringCallPage {
  const items = Array.isArray(payload) ? payload : isRecord(payload) ? payload.data : undefined;
  if (!Array.isArray(items)) throw new Error("A hiring-call list has no data array.");
  const pagination = isRecord(payload) ? payload.pagination : undefined;
  const nextPage =
    isRecord(pagination) &&
    pagination.isNext === true &&
    Number.isInteger(pagination.nextPage) &&
    (pagination.nextPage as number) > 0
      ? (pagination.nextPage as number)
      : null;
  return { calls: readHiringCalls(items), nextPage };
}

/** A snapshot file's content, re-read through the normaliser so a hand edit cannot add a bad link. */
export function readCareersSnapshot(json: unknown): CareersSnapshot {
  const file = isRecord(json) ? json : {};
  const list = (value: unknown) => (Array.isArray(value) ? readHiringCalls(value) : []);
  return {
    source: "careers",
    fetchedAt:
      typeof file.fetchedAt === "string" && !Number.isNaN(Date.parse(file.fetchedAt))
        ? file.fetchedAt
        : null,
    ongoing: list(file.ongoing),
    previous: list(file.previous),
  };
}

const listPaths: Record<HiringCallList, string> = {
  ongoing: apiPaths.careerLabOngoing,
  previous: apiPaths.careerLabPrevious,
};

/** The backend address of a list, for messages and docs. */
export const hiringCallListPath = (list: HiringCallList) => listPaths[list];

/** Fetches one page of a list through lib/api-call.ts. */
export function fetchHiringCalls(
  list: HiringCallList,
  pageIndex: number,
  options: { perPage?: number; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiAnswer<HiringCallPage>> {
  const { perPage = hiringCallsPerPage, ...rest } = options;
  return callApi(listPaths[list], {
    query: { pageIndex, perPage },
    read: readHiringCallPage,
    ...rest,
  });
}

/** The board's live lists: the first page of each, or the first failure. */
export async function fetchCareerBoard(
  signal?: AbortSignal,
): Promise<ApiAnswer<{ ongoing: HiringCallPage; previous: HiringCallPage }>> {
  const [ongoing, previous] = await Promise.all([
    fetchHiringCalls("ongoing", 1, { signal }),
    fetchHiringCalls("previous", 1, { signal }),
  ]);
  if (!ongoing.ok) return ongoing;
  if (!previous.ok) return previous;
  return { ok: true, data: { ongoing: ongoing.data, previous: previous.data }, messages: [] };
}

/**
 * How many calls of each list the snapshot keeps, newest first: four of the board's pages. The
 * snapshot travels inside the page's HTML, so a long history would make every visit heavier; the
 * live board fetches older calls on demand.
 */
export const snapshotCallLimit = 48;
const refreshPerPage = 24;

/**
 * Both lists for the committed snapshot, up to `snapshotCallLimit` calls each: pages are read
 * until the limit or the backend's last page. Throws naming the endpoint when a page fails.
 */
export async function fetchCareersSnapshotLists(): Promise<
  Pick<CareersSnapshot, "ongoing" | "previous">
> {
  const all = async (list: HiringCallList) => {
    const calls: HiringCall[] = [];
    let page: number | null = 1;
    while (page !== null && calls.length < snapshotCallLimit) {
      const result = await fetchHiringCalls(list, page, { perPage: refreshPerPage });
      if (!result.ok) {
        const status = result.status === undefined ? "" : ` (HTTP ${result.status})`;
        const url = new URL(listPaths[list], apiOrigin).href;
        throw new Error(`GET ${url} failed: ${result.kind}${status}`);
      }
      calls.push(...result.data.calls);
      // A pageIndex past the end returns the last page again: only a higher next page moves on.
      page =
        result.data.nextPage !== null && result.data.nextPage > page ? result.data.nextPage : null;
    }
    return uniqueCalls(calls).slice(0, snapshotCallLimit);
  };
  return { ongoing: await all("ongoing"), previous: await all("previous") };
}
