import { describeSlot, formatOccurrence, nextOccurrence } from "@/lib/schedule";

// ISR and Mentor Connect: Tuesdays at 8 PM and Fridays at 7 PM, India time.
const tuesday8pm = { weekday: 2, hour: 20, minute: 0, durationMinutes: 60 };
const friday7pm = { weekday: 5, hour: 19, minute: 0, durationMinutes: 60 };

describe("next session of a weekly event held on India time", () => {
  test("later the same day in India", () => {
    // Tue 25 Nov 2025, 19:59 IST = 14:29 UTC
    const next = nextOccurrence(tuesday8pm, new Date("2025-11-25T14:29:00Z"));
    expect(next.start.toISOString()).toBe("2025-11-25T14:30:00.000Z");
    expect(next.live).toBe(false);
  });

  test("while a session runs it is on now, until its end", () => {
    const next = nextOccurrence(tuesday8pm, new Date("2025-11-25T15:00:00Z"));
    expect(next.live).toBe(true);
    expect(next.start.toISOString()).toBe("2025-11-25T14:30:00.000Z");
    expect(next.end.toISOString()).toBe("2025-11-25T15:30:00.000Z");
  });

  test("once this week's session has ended, the next is a week on", () => {
    const next = nextOccurrence(tuesday8pm, new Date("2025-11-25T15:30:00Z"));
    expect(next.start.toISOString()).toBe("2025-12-02T14:30:00.000Z");
    expect(next.live).toBe(false);
  });

  test("the India date decides the weekday, not UTC's: Monday 23:00 UTC is Tuesday in India", () => {
    // Mon 24 Nov 23:00 UTC = Tue 25 Nov 04:30 IST: the session is that Tuesday evening.
    const next = nextOccurrence(tuesday8pm, new Date("2025-11-24T23:00:00Z"));
    expect(next.start.toISOString()).toBe("2025-11-25T14:30:00.000Z");
  });

  test("across a month and a year boundary", () => {
    // Wed 31 Dec 2025 → Fri 2 Jan 2026 19:00 IST = 13:30 UTC
    const next = nextOccurrence(friday7pm, new Date("2025-12-31T10:00:00Z"));
    expect(next.start.toISOString()).toBe("2026-01-02T13:30:00.000Z");
  });
});

describe("said in the visitor's own time zone", () => {
  const start = new Date("2026-01-02T13:30:00Z"); // Friday 7 PM IST

  test("India", () => {
    expect(formatOccurrence(start, "Asia/Kolkata", "en-GB")).toBe("Fri 2 Jan, 19:00 GMT+5:30");
  });

  test("New York sees Friday morning", () => {
    expect(formatOccurrence(start, "America/New_York", "en-US")).toBe("Fri, Jan 2, 8:30 AM EST");
  });

  test("Auckland is already on Saturday", () => {
    expect(formatOccurrence(start, "Pacific/Auckland", "en-GB")).toMatch(/^Sat 3 Jan, 02:30 /);
  });
});

test("the static page states the schedule in India time", () => {
  expect(describeSlot(tuesday8pm)).toBe("Tuesdays, 8:00 PM India time (IST)");
  expect(describeSlot(friday7pm)).toBe("Fridays, 7:00 PM India time (IST)");
  expect(describeSlot({ weekday: 0, hour: 0, minute: 5, durationMinutes: 30 })).toBe(
    "Sundays, 12:05 AM India time (IST)",
  );
});
