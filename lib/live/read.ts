/**
 * Small readers the learning-circle normalisers share (docs/live-data.md): each takes a value the
 * backend sent and returns a typed one or null, so one bad field drops an item, never the list.
 */
import { apiOrigin } from "@/data/api-origin";
import { isRecord, type ApiFault } from "@/lib/api-call";

export { isRecord };

/** The first of `names` that holds text, trimmed; finite numbers count as text (an id of 7). */
export function textField(item: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = item[name];
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** A whole number of zero or more, also when sent as digits in a string ("12"); else null. */
export function countOf(value: unknown): number | null {
  const count = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : null;
}

/** A snapshot's `fetchedAt` when it is a readable date and time, else null (never fetched). */
export const fetchedAtOf = (file: Record<string, unknown>): string | null =>
  typeof file.fetchedAt === "string" && !Number.isNaN(Date.parse(file.fetchedAt))
    ? file.fetchedAt
    : null;

/** The items of a list answer and the next page's number, when the backend says there is one. */
export interface ListPage {
  items: unknown[];
  nextPage: number | null;
  /** How many items all pages hold, when `pagination.count` says. */
  total: number | null;
}

/**
 * A list answer in any of its shapes: `{data, pagination}` (paginated), `{data}` alone or a bare
 * array (one page holds everything). `key` names the list inside an object answer when it is not
 * `data` (`{districts: [...]}`). Throws when there is no list, which the client reports as an
 * unreadable answer.
 */
export function readListPage(payload: unknown, ...keys: string[]): ListPage {
  const record = isRecord(payload) ? payload : null;
  const found = record ? [...keys, "data"].map((key) => record[key]).find(Array.isArray) : payload;
  if (!Array.isArray(found)) throw new Error("The answer holds no list.");
  const pagination = record?.pagination;
  if (!isRecord(pagination)) return { items: found, nextPage: null, total: null };
  const next = pagination.nextPage;
  return {
    items: found,
    nextPage:
      pagination.isNext === true && typeof next === "number" && Number.isInteger(next) && next > 1
        ? next
        : null,
    total: countOf(pagination.count),
  };
}

/** Each item once by `id` (the first wins): pages read one after another may overlap. */
export function uniqueById<T extends { id: string }>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)));
}

/** Reads every item with `read`, drops the unreadable ones and repeats. */
export const readItems = <T extends { id: string }>(
  items: readonly unknown[],
  read: (raw: unknown) => T | null,
): T[] => uniqueById(items.map(read).filter((item): item is T => item !== null));

/** The Error a snapshot refresh throws when a call fails: the endpoint, the failure, the status. */
export function endpointError(path: string, failure: ApiFault): Error {
  const status = failure.status === undefined ? "" : ` (HTTP ${failure.status})`;
  return new Error(`GET ${new URL(path, apiOrigin).href} failed: ${failure.kind}${status}`);
}
