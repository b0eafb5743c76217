import {
  calendarWindow,
  eventJsonLd,
  eventStatus,
  fetchEventsHub,
  formatEventTimes,
  readEventList,
  readEventsSnapshot,
  readHubEvent,
} from "@/lib/live/events";

/** A row of the calendar view: the only events view open to anyone. */
const calendarRow = {
  id: "ev-1",
  title: "Web Dev Bootcamp",
  slug: "web-dev-bootcamp",
  status: "PUBLISHED",
  start: "2099-08-01T04:30:00Z",
  end: "2099-08-02T11:30:00Z",
  venue_type: "ONLINE",
  organiser_name: "Web Development",
  category_name: "Workshop",
  is_featured: false,
};

/** A featured item in the backend's own spelling (`venue.type`, `organizer.ig`). */
const backendItem = {
  id: "ev-2",
  title: "Campus Maker Day",
  slug: "campus-maker-day",
  cover_image: null,
  status: "PUBLISHED",
  scope: "GLOBAL",
  start_datetime: "2099-09-05T03:30:00Z",
  end_datetime: "2099-09-05T10:30:00Z",
  is_featured: true,
  category_name: "Meet-up",
  venue: { type: "PHYSICAL", address: "Block A", city: "Kochi", maps_url: null },
  organizer: { type: "CAMPUS", ig: null, campus: { id: "c1", title: "Model Engineering College" } },
};

/** The same kind of item as mulearnhome typed it (`venue.venue_type`, `organizer.organiser_ig`). */
const homeItem = {
  id: "ev-3",
  title: "Design Sprint",
  start_datetime: "2099-10-01T12:30:00Z",
  end_datetime: "2099-10-01T14:30:00Z",
  event_type: "workshop",
  is_featured: true,
  venue: { venue_type: "hybrid", venue_city: "Thrissur" },
  organizer: { organiser_type: "global_ig", organiser_ig: { id: "ig", name: "UI/UX", code: "UX" } },
};

test("a calendar row becomes an online workshop by its interest group", () => {
  expect(readHubEvent(calendarRow)).toEqual({
    id: "ev-1",
    title: "Web Dev Bootcamp",
    start: "2099-08-01T04:30:00Z",
    end: "2099-08-02T11:30:00Z",
    type: "Workshop",
    organiser: "Web Development",
    attendance: "online",
    city: null,
    featured: false,
  });
});

test("a featured item in the backend's spelling names its campus and city", () => {
  expect(readHubEvent(backendItem)).toMatchObject({
    organiser: "Model Engineering College",
    attendance: "in-person",
    city: "Kochi",
    type: "Meet-up",
    featured: true,
  });
});

test("a featured item in mulearnhome's spelling names its interest group", () => {
  expect(readHubEvent(homeItem)).toMatchObject({
    organiser: "UI/UX",
    attendance: "hybrid",
    city: "Thrissur",
    type: "workshop",
  });
});

test("the list reads both shapes: a bare array and {data, pagination}", () => {
  const paged = { data: [homeItem, calendarRow], pagination: { count: 2, isNext: false } };
  expect(readEventList([homeItem, calendarRow]).map((event) => event.id)).toEqual(["ev-1", "ev-3"]);
  expect(readEventList(paged).map((event) => event.id)).toEqual(["ev-1", "ev-3"]);
});

test("a bad item is dropped and the rest of the list kept", () => {
  const list = readEventList([
    { ...calendarRow, id: "no-title", title: "  " },
    { ...calendarRow, id: "local-time", start: "2099-08-01 10:00" },
    { ...calendarRow, id: "backwards", end: "2099-07-01T00:00:00Z" },
    "not an event",
    calendarRow,
  ]);
  expect(list.map((event) => event.id)).toEqual(["ev-1"]);
});

test("an answer without a data list is unreadable", () => {
  expect(() => readEventList({ events: [] })).toThrow("An event list has no data array.");
});

test("the calendar window starts on today's date in India, even before 05:30 IST in UTC", () => {
  // 20:00 UTC on 31 December is 01:30 on 1 January in India.
  expect(calendarWindow(new Date("2098-12-31T20:00:00Z"))).toEqual({
    start_date: "2099-01-01",
    end_date: "2099-04-03",
  });
});

test("an event is on now between its start and end, and over at its end", () => {
  const event = readHubEvent(calendarRow)!;
  expect(eventStatus(event, new Date("2099-08-01T04:29:59Z"))).toBe("upcoming");
  expect(eventStatus(event, new Date("2099-08-01T04:30:00Z"))).toBe("ongoing");
  expect(eventStatus(event, new Date("2099-08-02T11:30:00Z"))).toBe("past");
});

test("times are said on India's clock", () => {
  expect(formatEventTimes(readHubEvent(calendarRow)!)).toBe(
    "Sat, 1 Aug, 2099, 10:00 am – Sun, 2 Aug, 2099, 5:00 pm",
  );
});

test("an online event's structured data has its times at +05:30 and a virtual location", () => {
  expect(eventJsonLd(readHubEvent(calendarRow)!)).toEqual({
    "@context": "https://schema.org",
    "@type": "Event",
    name: "Web Dev Bootcamp",
    startDate: "2099-08-01T10:00:00+05:30",
    endDate: "2099-08-02T17:00:00+05:30",
    eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
    location: { "@type": "VirtualLocation", url: "https://app.mulearn.org/dashboard/events/ev-1" },
    organizer: { "@type": "Organization", name: "Web Development" },
    url: "https://app.mulearn.org/dashboard/events/ev-1",
  });
});

test("an in-person event's structured data has a Place in its city", () => {
  expect(eventJsonLd(readHubEvent(backendItem)!)).toMatchObject({
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: "Kochi", address: "Kochi" },
    organizer: { "@type": "Organization", name: "Model Engineering College" },
  });
});

test("an event without a way to attend gets no structured data", () => {
  expect(eventJsonLd(readHubEvent({ ...calendarRow, venue_type: null })!)).toBeNull();
});

test("the committed empty snapshot reads as empty", () => {
  expect(
    readEventsSnapshot({ source: "events", fetchedAt: null, events: [], featured: null }),
  ).toEqual({
    source: "events",
    fetchedAt: null,
    events: [],
    featured: null,
  });
});

describe("the live hub", () => {
  const envelope = (response: unknown) =>
    JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });
  const refused = JSON.stringify({
    hasError: true,
    message: { general: ["Invalid token header"] },
    statusCode: 1000,
  });

  function fakeBackend(answers: Record<string, { status: number; body: string }>) {
    const asked: string[] = [];
    global.fetch = jest.fn(async (url: string) => {
      asked.push(url);
      const { status, body } = answers[new URL(url).pathname]!;
      return { status, text: async () => body };
    }) as unknown as typeof fetch;
    return asked;
  }

  beforeEach(() => jest.useFakeTimers({ now: new Date("2099-07-31T20:00:00Z") }));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  test("a refused featured view (403) still gives the calendar's events", async () => {
    const asked = fakeBackend({
      "/api/v1/dashboard/events/calendar/": { status: 200, body: envelope([calendarRow]) },
      "/api/v1/dashboard/events/featured/": { status: 403, body: refused },
    });
    const result = await fetchEventsHub();
    expect(result.ok && result.data.events.map((event) => event.id)).toEqual(["ev-1"]);
    expect(result.ok && result.data.featured).toBeNull();
    expect(asked).toContain(
      "https://mulearn.org/api/v1/dashboard/events/calendar/?start_date=2099-08-01&end_date=2099-11-01",
    );
  });

  test("told the featured view refused at the last refresh, the hub does not ask it", async () => {
    const asked = fakeBackend({
      "/api/v1/dashboard/events/calendar/": { status: 200, body: envelope([calendarRow]) },
    });
    const result = await fetchEventsHub(undefined, false);
    expect(result.ok && result.data.events.map((event) => event.id)).toEqual(["ev-1"]);
    expect(result.ok && result.data.featured).toBeNull();
    expect(asked).toEqual([
      "https://mulearn.org/api/v1/dashboard/events/calendar/?start_date=2099-08-01&end_date=2099-11-01",
    ]);
  });

  test("a calendar that answers an error page fails the whole", async () => {
    fakeBackend({
      "/api/v1/dashboard/events/calendar/": { status: 500, body: "<h1>Server Error (500)</h1>" },
      "/api/v1/dashboard/events/featured/": { status: 200, body: envelope([backendItem]) },
    });
    expect(await fetchEventsHub()).toMatchObject({ ok: false, kind: "server", status: 500 });
  });
});
