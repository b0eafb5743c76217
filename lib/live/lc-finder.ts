/**
 * The learning-circle finder's data (docs/live-data.md): Kerala's districts, a district's
 * colleges and the interest groups, which fill the filters, and the circles themselves from
 * GET /api/v1/public/lc-list, which filters by names (`district`, `org`, `ig`) and is paginated.
 * Only what the finder shows is read: a circle's lead and members, karma and any other field the
 * backend adds are never copied, and nothing the backend sends becomes a link.
 */
import { keralaStateId } from "@/data/learning-circles";
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import {
  countOf,
  endpointError,
  fetchedAtOf,
  isRecord,
  readItems,
  readListPage,
  textField,
  uniqueById,
} from "@/lib/live/read";

/** A choice of a filter: a district, a college or an interest group, by id and name. */
export interface FinderOption {
  id: string;
  name: string;
}

/** The lists the filters start from. */
export interface FinderLists {
  districts: FinderOption[];
  interestGroups: FinderOption[];
}

/** The committed snapshot, data/live/lc-finder.json: empty lists until a refresh runs. */
export interface LcFinderSnapshot extends FinderLists {
  source: "lc-finder";
  fetchedAt: string | null;
}

/** The finder's choice, as names (the list filters by names), each null for "any". */
export interface CircleFilters {
  district: string | null;
  college: string | null;
  ig: string | null;
}

/** One circle as a card shows it: plain text, no people. */
export interface LearningCircle {
  id: string;
  name: string;
  interestGroup: string | null;
  college: string | null;
  meetPlace: string | null;
  meetTime: string | null;
  memberCount: number | null;
}

/** A page of circles, the next page's number and how many circles match, when the backend says. */
export interface CirclePage {
  circles: LearningCircle[];
  nextPage: number | null;
  total: number | null;
}

/** Circles a page of results holds. */
export const circlesPerPage = 12;

/** A district, college or interest group with an id and a name (`title` for colleges). */
export function readFinderOption(raw: unknown): FinderOption | null {
  if (!isRecord(raw)) return null;
  const id = textField(raw, "id");
  const name = textField(raw, "name", "title");
  return id === null || name === null ? null : { id, name };
}

/** Options by name, A to Z, each id once. */
const readOptions = (items: readonly unknown[]): FinderOption[] =>
  readItems(items, readFinderOption).sort((a, b) => a.name.localeCompare(b.name, "en"));

/** `{districts: [...]}` from the public district list, or a bare list. */
export const readDistricts = (payload: unknown) =>
  readOptions(readListPage(payload, "districts").items);

/** `{colleges: [...], departments: [...]}` from the public college list: the colleges only. */
export const readColleges = (payload: unknown) =>
  readOptions(readListPage(payload, "colleges").items);

/**
 * `{interestGroups: [...]}` from the public interest-group list (older answers: `interestGroup`):
 * the id and name of each group, never its leads, mentors or projects.
 */
export const readInterestGroups = (payload: unknown) =>
  readOptions(readListPage(payload, "interestGroups", "interestGroup").items);

/**
 * One circle, or null without an id or a name. Field names: the public list's (`ig_name`,
 * `org_name`, `member_count`, `meet_place`, `meet_time`) and the newer app's (`circle_id`,
 * `title`, `ig`, `org`, `total_members`).
 */
export function readCircle(raw: unknown): LearningCircle | null {
  if (!isRecord(raw)) return null;
  const id = textField(raw, "id", "circle_id");
  const name = textField(raw, "name", "title");
  if (id === null || name === null) return null;
  return {
    id,
    name,
    interestGroup: textField(raw, "ig_name", "ig"),
    college: textField(raw, "org_name", "org"),
    meetPlace: textField(raw, "meet_place"),
    meetTime: textField(raw, "meet_time"),
    memberCount: countOf(raw.member_count ?? raw.total_members),
  };
}

/** A page of `lc-list`: `{data, pagination}`, `{data}` or a bare list (one page holds all). */
export function readCirclePage(payload: unknown): CirclePage {
  const { items, nextPage, total } = readListPage(payload);
  return { circles: readItems(items, readCircle), nextPage, total };
}

/** A snapshot file's content, re-read through the normaliser. */
export function readLcFinderSnapshot(json: unknown): LcFinderSnapshot {
  const file = isRecord(json) ? json : {};
  const list = (value: unknown) => (Array.isArray(value) ? readOptions(value) : []);
  return {
    source: "lc-finder",
    fetchedAt: fetchedAtOf(file),
    districts: list(file.districts),
    interestGroups: list(file.interestGroups),
  };
}

const fetchDistricts = (signal?: AbortSignal) =>
  callApi(apiPaths.districtList, {
    query: { state_id: keralaStateId },
    read: readDistricts,
    signal,
  });

const fetchInterestGroups = (signal?: AbortSignal) =>
  callApi(apiPaths.interestGroupList, { read: readInterestGroups, signal });

/** Both filter lists, for `useLive`: the first failure when either call fails. */
export async function fetchFinderLists(signal?: AbortSignal): Promise<ApiAnswer<FinderLists>> {
  const [districts, interestGroups] = await Promise.all([
    fetchDistricts(signal),
    fetchInterestGroups(signal),
  ]);
  if (!districts.ok) return districts;
  if (!interestGroups.ok) return interestGroups;
  return {
    ok: true,
    data: { districts: districts.data, interestGroups: interestGroups.data },
    messages: [],
  };
}

/** A district's colleges, by the district's id. */
export const fetchColleges = (
  districtId: string,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiAnswer<FinderOption[]>> =>
  callApi(apiPaths.collegeList, {
    query: { district_id: districtId },
    read: readColleges,
    ...options,
  });

/** One page of the circles that match `filters`; a filter left at "any" is not sent. */
export function fetchCircles(
  filters: CircleFilters,
  pageIndex: number,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiAnswer<CirclePage>> {
  const query: Record<string, string | number> = {};
  if (filters.district) query.district = filters.district;
  if (filters.college) query.org = filters.college;
  if (filters.ig) query.ig = filters.ig;
  return callApi(apiPaths.lcList, {
    query: { ...query, pageIndex, perPage: circlesPerPage },
    read: readCirclePage,
    ...options,
  });
}

/** Circles of consecutive pages as one list, each circle once. */
export const joinCirclePages = (current: CirclePage, next: CirclePage): CirclePage => ({
  circles: uniqueById([...current.circles, ...next.circles]),
  nextPage: next.nextPage,
  total: next.total ?? current.total,
});

/** The snapshot's fields: both filter lists; throws naming the endpoint that failed. */
export async function fetchLcFinderSnapshot(): Promise<
  Pick<LcFinderSnapshot, "districts" | "interestGroups">
> {
  const districts = await fetchDistricts();
  if (!districts.ok) throw endpointError(apiPaths.districtList, districts);
  const interestGroups = await fetchInterestGroups();
  if (!interestGroups.ok) throw endpointError(apiPaths.interestGroupList, interestGroups);
  return { districts: districts.data, interestGroups: interestGroups.data };
}

/** The filters a finder address holds (`?district=&college=&ig=`); empty values are "any". */
export function filtersFromSearch(search: string): CircleFilters {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() || null;
  return { district: value("district"), college: value("college"), ig: value("ig") };
}

/** The query string of a choice ("?district=Ernakulam&ig=Android"), or "" for no filter. */
export function searchFromFilters(filters: CircleFilters): string {
  const params = new URLSearchParams();
  for (const name of ["district", "college", "ig"] as const) {
    const value = filters[name];
    if (value) params.set(name, value);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
