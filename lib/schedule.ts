/**
 * Weekly events run on India time (IST, UTC+5:30 all year: India has no daylight saving). These
 * helpers find the next session and say it in the visitor's own time zone.
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";
export const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WeeklySlot {
  /** 0 = Sunday … 6 = Saturday, in India. */
  weekday: number;
  /** 24-hour clock in India. */
  hour: number;
  minute: number;
  durationMinutes: number;
}

export interface Occurrence {
  start: Date;
  end: Date;
  /** True when `from` falls inside this session: it is on now. */
  live: boolean;
}

/** The session on now, or else the next one to start after `from`. */
export function nextOccurrence(slot: WeeklySlot, from: Date): Occurrence {
  const india = new Date(from.getTime() + IST_OFFSET_MS);
  const daysAhead = (slot.weekday - india.getUTCDay() + 7) % 7;
  let start =
    Date.UTC(
      india.getUTCFullYear(),
      india.getUTCMonth(),
      india.getUTCDate() + daysAhead,
      slot.hour,
      slot.minute,
    ) - IST_OFFSET_MS;
  const duration = slot.durationMinutes * 60 * 1000;
  // This week's session is over: the next is a week on. (If it has started, it is on now.)
  if (start + duration <= from.getTime()) start += 7 * DAY_MS;
  return {
    start: new Date(start),
    end: new Date(start + duration),
    live: start <= from.getTime(),
  };
}

/** "Tue, 25 Nov, 8:00 pm IST" in the visitor's locale and time zone (or the one given). */
export function formatOccurrence(date: Date, timeZone?: string, locale = "en-IN"): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(date);
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Tuesdays, 8:00 PM India time": how the static page states the schedule. */
export function describeSlot(slot: WeeklySlot): string {
  const hour12 = slot.hour % 12 || 12;
  const suffix = slot.hour < 12 ? "AM" : "PM";
  return `${WEEKDAYS[slot.weekday]}s, ${hour12}:${String(slot.minute).padStart(2, "0")} ${suffix} India time (IST)`;
}

/** "2026-08-01T10:00:00+05:30": an instant written on India's clock, for structured data. */
export function indiaIso(iso: string): string {
  return `${new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
