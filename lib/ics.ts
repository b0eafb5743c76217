import { INDIA_TIME_ZONE, type WeeklySlot } from "@/lib/schedule";

/** iCalendar (RFC 5545) for a weekly event, written into out/ when the site builds. */
export interface IcsEvent {
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
  slot: WeeklySlot;
  /** The first session, yyyy-mm-dd in India; it must fall on the slot's weekday. */
  firstDate: string;
}

const BYDAY = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

/** Backslash, semicolon, comma and newlines are escaped in text. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r?\n/g, "\\n");
}

/** Octets of one character in UTF-8. */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** Lines longer than 75 octets are folded with CRLF and a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

export function buildIcs(event: IcsEvent, stamp: Date): string {
  const [year, month, day] = event.firstDate.split("-").map(Number);
  const first = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  if (Number.isNaN(first.getTime()) || first.getUTCDay() !== event.slot.weekday) {
    throw new Error(
      `${event.uid}: firstDate ${event.firstDate} is not a ${BYDAY[event.slot.weekday]}`,
    );
  }
  const { slot } = event;
  const dtstart = `${event.firstDate.replace(/-/g, "")}T${pad(slot.hour)}${pad(slot.minute)}00`;
  const dtstamp = stamp
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//µLearn Foundation//Weekly events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VTIMEZONE",
    `TZID:${INDIA_TIME_ZONE}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0530",
    "TZOFFSETTO:+0530",
    "TZNAME:IST",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${dtstamp}`,
    `DTSTART;TZID=${INDIA_TIME_ZONE}:${dtstart}`,
    `DURATION:PT${slot.durationMinutes}M`,
    `RRULE:FREQ=WEEKLY;BYDAY=${BYDAY[slot.weekday]}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
