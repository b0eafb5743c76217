import { buildIcs, escapeText, foldLine } from "@/lib/ics";
import { weeklyEvents } from "@/data/events";
import { eventCalendar } from "@/lib/event-calendar";

/** Unfolds and splits an .ics into its properties, as a calendar app reads it. */
function parseIcs(text: string) {
  expect(text.endsWith("\r\n")).toBe(true);
  expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  const lines = text.replace(/\r\n /g, "").split("\r\n").filter(Boolean);
  return lines.map((line) => {
    const colon = line.indexOf(":");
    return { name: line.slice(0, colon), value: line.slice(colon + 1) };
  });
}

const stamp = new Date("2026-11-22T10:00:00Z");

test("each weekly event with a time gets a calendar file; Salt Mango Tree, without one, does not", () => {
  const files = weeklyEvents.map((event) => [event.id, eventCalendar(event, stamp) !== null]);
  expect(files).toEqual([
    ["isr", true],
    ["openmic", true],
    ["mentorconnect", true],
    ["saltmangotree", false],
  ]);
});

test.each([
  ["isr", "TU", "T200000", "Inspiration Station Radio (µLearn)", "https://mulearn.org/isr"],
  ["openmic", "TH", "T200000", "Open Mic (µLearn)", "https://mulearn.org/events/openmic"],
  [
    "mentorconnect",
    "FR",
    "T190000",
    "Mentor Connect (µLearn)",
    "https://mulearn.org/events/mentorconnect",
  ],
])("%s: DTSTART in Asia/Kolkata, weekly RRULE on %s", (id, byday, time, summary, url) => {
  const event = weeklyEvents.find((e) => e.id === id);
  if (!event) throw new Error(id);
  const props = parseIcs(eventCalendar(event, stamp) ?? "");
  const get = (name: string) => props.filter((p) => p.name === name).map((p) => p.value);
  expect(get("BEGIN")).toEqual(["VCALENDAR", "VTIMEZONE", "STANDARD", "VEVENT"]);
  expect(get("TZID")).toEqual(["Asia/Kolkata"]);
  expect(get("TZOFFSETTO")).toEqual(["+0530"]);
  expect(get("DTSTART;TZID=Asia/Kolkata")[0]).toMatch(new RegExp(`^\\d{8}${time}$`));
  expect(get("RRULE")).toEqual([`FREQ=WEEKLY;BYDAY=${byday}`]);
  expect(get("DURATION")).toEqual(["PT60M"]);
  expect(get("DTSTAMP")).toEqual(["20261122T100000Z"]);
  expect(get("SUMMARY")[0]).toBe(summary);
  expect(get("URL")).toEqual([url]);
});

test("text is escaped and long lines are folded at 75 octets", () => {
  expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  const folded = foldLine(`DESCRIPTION:${"µ".repeat(60)}`);
  for (const line of folded.split("\r\n")) {
    expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  }
  expect(folded.replace(/\r\n /g, "")).toBe(`DESCRIPTION:${"µ".repeat(60)}`);
});

test("a first date that is not on the event's weekday is refused", () => {
  const slot = { weekday: 2, hour: 20, minute: 0, durationMinutes: 60 };
  const event = {
    uid: "x",
    summary: "x",
    description: "",
    location: "",
    url: "https://x.test",
    slot,
  };
  expect(() => buildIcs({ ...event, firstDate: "2025-01-08" }, stamp)).toThrow(/not a TU/);
});
