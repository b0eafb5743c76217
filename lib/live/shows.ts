/**
 * The four weekly shows' session archives (docs/live-data.md): Office Hour, Salt Mango Tree,
 * Inspiration Station Radio and Grab Your Superpowers, each at its own public list under
 * /api/v1/dashboard/media-content/. One normaliser reads every variant: `title` (Office Hour,
 * Grab Your Superpowers) or `topic` (the other two), zones in either case, `time` absent on older
 * backends. A session's status is worked out here on India's clock: the backend's comes from the
 * server's UTC day and ignores the time. Links and posters are kept only when `https:`.
 */
import { apiOrigin } from "@/data/api-origin";
import { showIds, type ShowId } from "@/data/show-ids";
import { callApi, isRecord, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import { httpsHref } from "@/lib/links";
import { indiaIso } from "@/lib/schedule";

export type Zone = "north" | "central" | "south";

/** One session as a show page lists it. Text is plain text. */
export interface ShowSession {
  id: string;
  /** The session's title or topic. */
  title: string;
  /** The speaker and their role, where the show names them. */
  speaker: string | null;
  designation: string | null;
  campus: string | null;
  zone: Zone | null;
  /** The day in India, "2099-01-10". */
  date: string;
  /** The start on India's clock, "19:00", when the backend gives it. */
  time: string | null;
  /** The Join link: `https:` only. */
  link: string | null;
  /** The poster (Office Hour only): `https:` only. */
  poster: string | null;
  interestGroups: string[];
}

/** A show's two lists: sessions to come or on now (nearest first), and past ones (newest first). */
export interface ShowSessions {
  upcoming: ShowSession[];
  previous: ShowSession[];
}

/** The committed snapshot, data/live/shows.json: empty (`fetchedAt: null`) until a refresh runs. */
export type ShowsSnapshot = {
  source: "shows";
  fetchedAt: string | null;
  shows: Record<ShowId, ShowSessions>;
};

/** Sessions each list asks for and shows. */
export const sessionsPerList = 6;

/** How long a session with a start time counts as on now: the shows publish no end time. */
export const sessionMinutes = 60;

const IST_OFFSET_MS = 330 * 60 * 1000;

function text(item: Record<string, unknown>, ...names: string[]): string | null {
  for (const name of names) {
    const value = item[name];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

function readZone(value: string | null): Zone | null {
  const zone = value?.toLowerCase();
  return zone === "north" || zone === "central" || zone === "south" ? zone : null;
}

/**
 * One session from any show and any backend version, or null when it has no id, no title or
 * topic, or no readable date. A bad `time` is dropped and the session kept as a whole-day one.
 */
export function readShowSession(raw: unknown): ShowSession | null {
  if (!isRecord(raw)) return null;
  const id = text(raw, "id");
  const title = text(raw, "title", "topic");
  const date = text(raw, "date");
  if (id === null || title === null || date === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return null;
  const time = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(text(raw, "time") ?? "")
    ? text(raw, "time")!.slice(0, 5)
    : null;
  const groups = Array.isArray(raw.interest_groups) ? raw.interest_groups : [];
  return {
    id,
    title,
    speaker: text(raw, "performer"),
    designation: text(raw, "designation"),
    campus: text(raw, "campus"),
    zone: readZone(text(raw, "zone")),
    date,
    time,
    link: httpsHref(text(raw, "link")),
    poster: httpsHref(text(raw, "poster_thumbnail")),
    interestGroups: groups
      .filter((group): group is string => typeof group === "string" && group.trim() !== "")
      .map((group) => group.trim()),
  };
}

/** Every readable session of a list, each id once, in the order given. */
export function readShowSessions(items: readonly unknown[]): ShowSession[] {
  const seen = new Set<string>();
  return items
    .map(readShowSession)
    .filter(
      (session): session is ShowSession =>
        session !== null && !seen.has(session.id) && Boolean(seen.add(session.id)),
    );
}

/** The envelope's `response` of a show's list: `{data, pagination}` or a bare array. */
export function readShowPage(payload: unknown): ShowSession[] {
  const items = Array.isArray(payload) ? payload : isRecord(payload) ? payload.data : undefined;
  if (!Array.isArray(items)) throw new Error("A session list has no data array.");
  return readShowSessions(items);
}

/** When a session starts and ends: its hour on India's clock, or the whole day in India. */
function sessionSpan(session: ShowSession): { start: number; end: number } {
  const [year, month, day] = session.date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = session.time ? session.time.split(":").map(Number) : [0, 0];
  const start = Date.UTC(year, month - 1, day, hour, minute) - IST_OFFSET_MS;
  const end = session.time
    ? start + sessionMinutes * 60 * 1000
    : Date.UTC(year, month - 1, day + 1) - IST_OFFSET_MS;
  return { start, end };
}

/**
 * schema.org `Event` data for one session of a show: online (the shows meet on a call), starting
 * at its time on India's clock (+05:30) and lasting its hour, or on its day when no time is known;
 * the Join link, else the show's page, as its place and address. `show` names the show and its
 * page's absolute address; `organizer` is the foundation.
 */
export function sessionJsonLd(
  session: ShowSession,
  show: { name: string; url: string },
  organizer: { name: string; url: string },
): Record<string, unknown> {
  const { start, end } = sessionSpan(session);
  const url = session.link ?? show.url;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: `${show.name}: ${session.title}`,
    startDate: session.time ? indiaIso(new Date(start).toISOString()) : session.date,
    ...(session.time ? { endDate: indiaIso(new Date(end).toISOString()) } : {}),
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url },
    organizer: { "@type": "Organization", name: organizer.name, url: organizer.url },
    ...(session.speaker ? { performer: { "@type": "Person", name: session.speaker } } : {}),
    url: show.url,
  };
}

/** Whether a session is still to come, on now, or over, at `now`, on India's clock. */
export function sessionStatus(
  session: ShowSession,
  now: Date,
): "upcoming" | "ongoing" | "completed" {
  const { start, end } = sessionSpan(session);
  if (now.getTime() >= end) return "completed";
  return now.getTime() >= start ? "ongoing" : "upcoming";
}

/** The instant a session starts, for ordering: its time, or the start of its day in India. */
const startOf = (session: ShowSession) => sessionSpan(session).start;

/**
 * Both lists from everything the backend sent, sorted again by `now`: a session the server still
 * calls upcoming or ongoing (its UTC day) but that has ended in India moves to the past.
 */
export function splitSessions(sessions: readonly ShowSession[], now: Date): ShowSessions {
  const seen = new Set<string>();
  const unique = sessions.filter((s) => !seen.has(s.id) && Boolean(seen.add(s.id)));
  const past = (session: ShowSession) => sessionStatus(session, now) === "completed";
  return {
    upcoming: unique.filter((s) => !past(s)).sort((a, b) => startOf(a) - startOf(b)),
    previous: unique.filter(past).sort((a, b) => startOf(b) - startOf(a)),
  };
}

/** The next session: the one on now, or else the nearest one to come. */
export function nextSession(sessions: readonly ShowSession[], now: Date): ShowSession | null {
  return splitSessions(sessions, now).upcoming[0] ?? null;
}

/** "Sat, 10 Jan, 2099, 7:00 pm" or "Sat, 10 Jan, 2099" without a time, on India's clock. */
export function formatSessionTime(session: ShowSession): string {
  const { start } = sessionSpan(session);
  return new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(session.time ? { hour: "numeric", minute: "2-digit" } : {}),
    timeZone: "Asia/Kolkata",
  })
    .format(new Date(start))
    .replace(/\s/g, " ");
}

const showPaths: Record<ShowId, string> = {
  "office-hours": apiPaths.officeHours,
  "salt-mango-tree": apiPaths.saltMangoTree,
  "inspiration-station": apiPaths.inspirationStation,
  "grab-your-superpowers": apiPaths.grabYourSuperpowers,
};

/**
 * A show's sessions: to come (nearest first, `sortBy=date`, since the default order is the
 * furthest first) and past (newest first), re-split on India's clock.
 */
export async function fetchShowSessions(
  show: ShowId,
  signal?: AbortSignal,
  now: () => Date = () => new Date(),
): Promise<ApiAnswer<ShowSessions>> {
  const read = { read: readShowPage, signal };
  const [upcoming, previous] = await Promise.all([
    callApi(showPaths[show], {
      query: { status: "upcoming,ongoing", sortBy: "date", perPage: sessionsPerList },
      ...read,
    }),
    callApi(showPaths[show], { query: { status: "completed", perPage: sessionsPerList }, ...read }),
  ]);
  if (!upcoming.ok) return upcoming;
  if (!previous.ok) return previous;
  const lists = splitSessions([...upcoming.data, ...previous.data], now());
  return {
    ok: true,
    data: { upcoming: lists.upcoming, previous: lists.previous.slice(0, sessionsPerList) },
    messages: [],
  };
}

/** A snapshot file's content, re-read through the normaliser so a hand edit cannot add a bad link. */
export function readShowsSnapshot(json: unknown): ShowsSnapshot {
  const file = isRecord(json) ? json : {};
  const shows = isRecord(file.shows) ? file.shows : {};
  const list = (value: unknown) => (Array.isArray(value) ? readShowSessions(value) : []);
  return {
    source: "shows",
    fetchedAt:
      typeof file.fetchedAt === "string" && !Number.isNaN(Date.parse(file.fetchedAt))
        ? file.fetchedAt
        : null,
    shows: Object.fromEntries(
      showIds.map((id) => {
        const lists = isRecord(shows[id]) ? shows[id] : {};
        return [id, { upcoming: list(lists.upcoming), previous: list(lists.previous) }];
      }),
    ) as Record<ShowId, ShowSessions>,
  };
}

/** Every show's lists for the committed snapshot; throws naming the endpoint that failed. */
export async function fetchShowsSnapshotLists(): Promise<Pick<ShowsSnapshot, "shows">> {
  const shows = {} as Record<ShowId, ShowSessions>;
  for (const id of showIds) {
    const result = await fetchShowSessions(id);
    if (!result.ok) {
      const status = result.status === undefined ? "" : ` (HTTP ${result.status})`;
      throw new Error(
        `GET ${new URL(showPaths[id], apiOrigin).href} failed: ${result.kind}${status}`,
      );
    }
    shows[id] = result.data;
  }
  return { shows };
}
