/**
 * µLearn's events for the /events hub (docs/live-data.md): the shape the hub keeps and the one
 * normaliser for every shape the backend sends. The calendar view answers anyone for a window of
 * at most 93 days; the featured view may refuse a visitor without a login (HTTP 403), and has
 * sent both a bare array and `{data, pagination}`, with two spellings of its nested fields.
 * A bad item is dropped, not the list; no person's name, e-mail or link is copied.
 */
import { apiOrigin } from "@/data/api-origin";
import { appUrl } from "@/data/app-origin";
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import { INDIA_TIME_ZONE, IST_OFFSET_MS, indiaIso } from "@/lib/schedule";

/** How a visitor takes part: in a room, online, or either. */
export type Attendance = "in-person" | "online" | "hybrid";

/** One event as the hub shows it. Text is plain text; times are absolute (ISO with offset). */
export interface HubEvent {
  id: string;
  title: string;
  /** ISO date and time with its offset, as the backend sent it. */
  start: string;
  end: string;
  /** The event's kind as the backend names it (its category), when given. */
  type: string | null;
  /** The interest group, campus or company that runs it, when given. */
  organiser: string | null;
  attendance: Attendance | null;
  /** The town of an in-person event, when the featured view gives it. */
  city: string | null;
  featured: boolean;
}

/** The hub's data: every event of the window, and the featured view's own list. */
export type EventsHubData = {
  events: HubEvent[];
  /** The featured view's events, or null when it refused or did not answer. */
  featured: HubEvent[] | null;
};

/** The committed snapshot, data/live/events.json: empty (`fetchedAt: null`) until a refresh runs. */
export type EventsSnapshot = EventsHubData & { source: "events"; fetchedAt: string | null };

/** Days the calendar view is asked for, today included: the view refuses more than 93. */
export const calendarWindowDays = 93;

/** Events per page of the hub's list. */
export const hubEventsPerPage = 9;

const DAY_MS = 24 * 60 * 60 * 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function text(item: unknown, ...names: string[]): string | null {
  if (!isRecord(item)) return null;
  for (const name of names) {
    const value = item[name];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return null;
}

/** The day in India ("2026-08-01") that `date` falls on. */
export function indiaDay(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The calendar view's query: today in India and the last day of the 93-day window. */
export function calendarWindow(now: Date): { start_date: string; end_date: string } {
  return {
    start_date: indiaDay(now),
    end_date: indiaDay(new Date(now.getTime() + (calendarWindowDays - 1) * DAY_MS)),
  };
}

/** An ISO date-time the browser reads the same everywhere: it must carry Z or an offset. */
function absoluteTime(value: string | null): string | null {
  if (value === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(value)) {
    return null;
  }
  const iso = value.replace(" ", "T");
  return Number.isNaN(Date.parse(iso)) ? null : iso;
}

function readAttendance(value: string | null): Attendance | null {
  switch (value?.toLowerCase()) {
    case "physical":
    case "offline":
      return "in-person";
    case "online":
      return "online";
    case "hybrid":
      return "hybrid";
    default:
      return null;
  }
}

/**
 * The organiser's name: the calendar's `organiser_name`, or the interest group, campus or company
 * of a list item in either spelling (`organizer.ig.name` now, `organizer.organiser_ig.name` before).
 */
function readOrganiser(raw: Record<string, unknown>): string | null {
  const fromCalendar = text(raw, "organiser_name", "organizer_name");
  if (fromCalendar) return fromCalendar;
  const organizer = raw.organizer;
  if (!isRecord(organizer)) return null;
  return (
    text(organizer.ig, "name") ??
    text(organizer.organiser_ig, "name") ??
    text(organizer.campus, "title") ??
    text(organizer.organiser_campus, "title") ??
    text(organizer.company, "name", "title") ??
    text(organizer, "organiser_company")
  );
}

/**
 * One event from a calendar row (`start`, `end`, `venue_type`, `organiser_name`) or a list item
 * (`start_datetime`, `venue.type` or `venue.venue_type`, `organizer`), or null when it has no id,
 * no title or no readable start and end.
 */
export function readHubEvent(raw: unknown): HubEvent | null {
  if (!isRecord(raw)) return null;
  const id = text(raw, "id") ?? (typeof raw.id === "number" ? String(raw.id) : null);
  const title = text(raw, "title");
  const start = absoluteTime(text(raw, "start", "start_datetime"));
  const end = absoluteTime(text(raw, "end", "end_datetime")) ?? start;
  if (id === null || title === null || start === null || end === null) return null;
  if (Date.parse(end) < Date.parse(start)) return null;
  const venue = isRecord(raw.venue) ? raw.venue : {};
  return {
    id,
    title,
    start,
    end,
    type: text(raw, "category_name", "event_type"),
    organiser: readOrganiser(raw),
    attendance: readAttendance(text(raw, "venue_type") ?? text(venue, "type", "venue_type")),
    city: text(venue, "city", "venue_city"),
    featured: raw.is_featured === true,
  };
}

/** Each event once, by id (the first wins), in order of start. */
export function uniqueEvents(events: readonly HubEvent[]): HubEvent[] {
  const seen = new Set<string>();
  return events
    .filter((event) => !seen.has(event.id) && Boolean(seen.add(event.id)))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Every readable event of a list, each once, in order of start. */
export const readHubEvents = (items: readonly unknown[]): HubEvent[] =>
  uniqueEvents(items.map(readHubEvent).filter((event): event is HubEvent => event !== null));

/**
 * The envelope's `response` of the calendar or the featured view: a bare array or `{data, …}`.
 * Throws on anything else, which the client reports as an unreadable answer.
 */
export function readEventList(payload: unknown): HubEvent[] {
  const items = Array.isArray(payload) ? payload : isRecord(payload) ? payload.data : undefined;
  if (!Array.isArray(items)) throw new Error("An event list has no data array.");
  return readHubEvents(items);
}

/** Whether an event is on now, still to come, or over, at `now`. */
export function eventStatus(event: HubEvent, now: Date): "ongoing" | "upcoming" | "past" {
  if (Date.parse(event.end) <= now.getTime()) return "past";
  return Date.parse(event.start) <= now.getTime() ? "ongoing" : "upcoming";
}

/** The events not over at `now`. */
export const currentEvents = (events: readonly HubEvent[], now: Date): HubEvent[] =>
  events.filter((event) => eventStatus(event, now) !== "past");

/** The event's page on the app: it asks the visitor to log in. */
export const appEventUrl = (id: string) => appUrl(`/dashboard/events/${encodeURIComponent(id)}`);

/** "Sat, 1 Aug, 2026, 10:00 am – Sun, 2 Aug, 2026, 5:00 pm" on India's clock. */
export function formatEventTimes(event: Pick<HubEvent, "start" | "end">): string {
  const format = new Intl.DateTimeFormat("en-IN", {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: INDIA_TIME_ZONE,
  });
  // ICU puts thin and narrow spaces around the dash and before "am": plain spaces read the same.
  return format.formatRange(new Date(event.start), new Date(event.end)).replace(/\s/g, " ");
}

const modes: Record<Attendance, string> = {
  "in-person": "https://schema.org/OfflineEventAttendanceMode",
  online: "https://schema.org/OnlineEventAttendanceMode",
  hybrid: "https://schema.org/MixedEventAttendanceMode",
};

/**
 * schema.org `Event` data for one event: times on India's clock (+05:30), its place (a Place for
 * a room, a VirtualLocation at the app's event page for online) and its organiser. An event
 * without a known way to attend or an organiser gets none: a search engine would reject it.
 */
export function eventJsonLd(event: HubEvent): Record<string, unknown> | null {
  if (event.attendance === null || event.organiser === null) return null;
  const url = appEventUrl(event.id);
  const virtual = { "@type": "VirtualLocation", url };
  // Calendar rows carry no address: the place is then named after its organiser (a campus).
  const place = event.city
    ? { "@type": "Place", name: event.city, address: event.city }
    : { "@type": "Place", name: event.organiser };
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    startDate: indiaIso(event.start),
    endDate: indiaIso(event.end),
    eventAttendanceMode: modes[event.attendance],
    location:
      event.attendance === "online"
        ? virtual
        : event.attendance === "hybrid"
          ? [place, virtual]
          : place,
    organizer: { "@type": "Organization", name: event.organiser },
    url,
  };
}

/** A snapshot file's content, re-read through the normaliser so a hand edit cannot add a bad item. */
export function readEventsSnapshot(json: unknown): EventsSnapshot {
  const file = isRecord(json) ? json : {};
  return {
    source: "events",
    fetchedAt:
      typeof file.fetchedAt === "string" && !Number.isNaN(Date.parse(file.fetchedAt))
        ? file.fetchedAt
        : null,
    events: Array.isArray(file.events) ? readHubEvents(file.events) : [],
    featured: Array.isArray(file.featured) ? readHubEvents(file.featured) : null,
  };
}

/** The calendar view's events for the window starting today in India. */
export function fetchCalendarEvents(
  now: Date,
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiAnswer<HubEvent[]>> {
  return callApi(apiPaths.eventsCalendar, {
    query: calendarWindow(now),
    read: readEventList,
    ...options,
  });
}

/** The featured view's events (it may answer 403 to a visitor without a login). */
export function fetchFeaturedEvents(
  options: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ApiAnswer<HubEvent[]>> {
  return callApi(apiPaths.eventsFeatured, { read: readEventList, ...options });
}

/**
 * The hub's live data: the calendar's events, with the featured view's when `askFeatured` and it
 * answers. Only a failed calendar fails the whole; a refused featured view leaves `featured` null.
 * The browser asks the featured view only when the last refresh found it open (`featured` in the
 * snapshot is a list): the backend's code refuses it without a login, and every refused request
 * is an error in the visitor's console.
 */
export async function fetchEventsHub(
  signal?: AbortSignal,
  askFeatured = true,
): Promise<ApiAnswer<EventsHubData>> {
  const now = new Date();
  const [calendar, featured] = await Promise.all([
    fetchCalendarEvents(now, { signal }),
    askFeatured ? fetchFeaturedEvents({ signal }) : null,
  ]);
  if (!calendar.ok) return calendar;
  const featuredNow = featured?.ok ? currentEvents(featured.data, now) : null;
  const featuredIds = new Set(featuredNow?.map((event) => event.id));
  const events = currentEvents(calendar.data, now).map((event) =>
    featuredIds.has(event.id) ? { ...event, featured: true } : event,
  );
  return { ok: true, data: { events, featured: featuredNow }, messages: [] };
}

/** Both lists for the committed snapshot; throws naming the endpoint that failed. */
export async function fetchEventsSnapshotLists(): Promise<EventsHubData> {
  const now = new Date();
  const calendar = await fetchCalendarEvents(now);
  if (!calendar.ok) {
    const status = calendar.status === undefined ? "" : ` (HTTP ${calendar.status})`;
    const url = new URL(apiPaths.eventsCalendar, apiOrigin).href;
    throw new Error(`GET ${url} failed: ${calendar.kind}${status}`);
  }
  // A refused featured view is the expected answer without a login: the calendar is enough.
  const featured = await fetchFeaturedEvents();
  return {
    events: currentEvents(calendar.data, now),
    featured: featured.ok ? currentEvents(featured.data, now) : null,
  };
}
