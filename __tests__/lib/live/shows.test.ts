import {
  formatSessionTime,
  nextSession,
  readShowPage,
  readShowSession,
  readShowsSnapshot,
  sessionJsonLd,
  sessionStatus,
  splitSessions,
  type ShowSession,
} from "@/lib/live/shows";

/** An Office Hour session as the newer backend sends it. */
const officeHour = {
  id: "oh-1",
  title: "Intro to REST APIs",
  performer: "A. Speaker",
  designation: "Engineer",
  description: null,
  date: "2099-01-10",
  time: "19:00:00",
  link: "https://meet.google.com/abc-defg-hij",
  interest_groups: ["Web Development"],
  poster_thumbnail: "https://mulearn.org/muback-media/media_content/posters/x.png",
  status: "upcoming",
  created_at: "2098-12-01T06:30:00Z",
  updated_at: "2098-12-01T06:30:00Z",
};

/** A Salt Mango Tree session from an older backend: `topic`, an uppercase zone, no `time`. */
const saltMangoTree = {
  id: "smt-1",
  topic: "Talking about films",
  campus: "College of Engineering Trivandrum",
  zone: "SOUTH",
  date: "2099-01-14",
  description: "Bring a film you liked.",
  link: "http://insecure.example/join",
  status: "upcoming",
};

const session = (overrides: Partial<ShowSession>): ShowSession => ({
  ...readShowSession(officeHour)!,
  ...overrides,
});

test("an Office Hour session keeps its title, speaker, time, https link and poster", () => {
  expect(readShowSession(officeHour)).toEqual({
    id: "oh-1",
    title: "Intro to REST APIs",
    speaker: "A. Speaker",
    designation: "Engineer",
    campus: null,
    zone: null,
    date: "2099-01-10",
    time: "19:00",
    link: "https://meet.google.com/abc-defg-hij",
    poster: "https://mulearn.org/muback-media/media_content/posters/x.png",
    interestGroups: ["Web Development"],
  });
});

test("a Salt Mango Tree session reads `topic`, any zone case, and no time; http: is dropped", () => {
  expect(readShowSession(saltMangoTree)).toMatchObject({
    title: "Talking about films",
    campus: "College of Engineering Trivandrum",
    zone: "south",
    time: null,
    link: null,
  });
});

test("javascript: links and http: posters never survive", () => {
  expect(
    readShowSession({
      ...officeHour,
      link: "javascript:alert(1)",
      poster_thumbnail: "http://x.test/p.png",
    }),
  ).toMatchObject({ link: null, poster: null });
});

test("a bad session is dropped, not the list; both list shapes are read", () => {
  const items = [
    { ...officeHour, id: "no-date", date: "10-01-2099" },
    { title: "no id" },
    officeHour,
  ];
  expect(readShowPage(items).map((s) => s.id)).toEqual(["oh-1"]);
  expect(readShowPage({ data: items, pagination: { isNext: false } }).map((s) => s.id)).toEqual([
    "oh-1",
  ]);
  expect(() => readShowPage({})).toThrow("A session list has no data array.");
});

describe("status on India's clock", () => {
  const at7pm = session({ date: "2099-01-10", time: "19:00" });
  const allDay = session({ date: "2099-01-10", time: null });

  test("a 7 pm session is upcoming before 13:30 UTC, on for an hour, then over", () => {
    expect(sessionStatus(at7pm, new Date("2099-01-10T13:29:00Z"))).toBe("upcoming");
    expect(sessionStatus(at7pm, new Date("2099-01-10T13:30:00Z"))).toBe("ongoing");
    expect(sessionStatus(at7pm, new Date("2099-01-10T14:30:00Z"))).toBe("completed");
  });

  test("without a time, the session is on for the whole day in India, not the UTC day", () => {
    // 19:00 UTC on the 9th is 00:30 on the 10th in India: the server still says "upcoming".
    expect(sessionStatus(allDay, new Date("2099-01-09T18:29:00Z"))).toBe("upcoming");
    expect(sessionStatus(allDay, new Date("2099-01-09T19:00:00Z"))).toBe("ongoing");
    // 18:30 UTC on the 10th is midnight in India: the day is over, though UTC's is not.
    expect(sessionStatus(allDay, new Date("2099-01-10T18:30:00Z"))).toBe("completed");
  });
});

test("the next session is the nearest to come, not the furthest the backend sends first", () => {
  const sessions = [
    session({ id: "far", date: "2099-03-01" }),
    session({ id: "near", date: "2099-01-17" }),
    session({ id: "past", date: "2099-01-03" }),
  ];
  expect(nextSession(sessions, new Date("2099-01-12T00:00:00Z"))?.id).toBe("near");
});

test("a session that ended tonight in India moves to the previous list across midnight", () => {
  const tonight = session({ id: "tonight", date: "2099-01-10", time: "22:30" });
  const lists = splitSessions([tonight], new Date("2099-01-10T18:31:00Z"));
  expect(lists.upcoming).toEqual([]);
  expect(lists.previous.map((s) => s.id)).toEqual(["tonight"]);
});

test("times are said on India's clock, with or without a start time", () => {
  expect(formatSessionTime(session({ date: "2099-01-10", time: "19:00" }))).toBe(
    "Sat, 10 Jan, 2099, 7:00 pm",
  );
  expect(formatSessionTime(session({ date: "2099-01-10", time: null }))).toBe("Sat, 10 Jan, 2099");
});

test("the committed empty snapshot has both lists of all four shows", () => {
  const snapshot = readShowsSnapshot({ source: "shows", fetchedAt: null, shows: {} });
  expect(Object.keys(snapshot.shows)).toEqual([
    "office-hours",
    "salt-mango-tree",
    "inspiration-station",
    "grab-your-superpowers",
  ]);
  expect(snapshot.shows["office-hours"]).toEqual({ upcoming: [], previous: [] });
});

describe("sessionJsonLd: a session as schema.org's Event", () => {
  const show = { name: "Office Hour", url: "https://mulearn.org/events/office-hour" };
  const organizer = { name: "µLearn Foundation", url: "https://mulearn.org" };

  test("a timed session: its hour at +05:30, online at its Join link, with its speaker", () => {
    const session = readShowSession(officeHour)!;
    expect(sessionJsonLd(session, show, organizer)).toEqual({
      "@context": "https://schema.org",
      "@type": "Event",
      name: "Office Hour: Intro to REST APIs",
      startDate: "2099-01-10T19:00:00+05:30",
      endDate: "2099-01-10T20:00:00+05:30",
      eventAttendanceMode: "https://schema.org/OnlineEventAttendanceMode",
      location: { "@type": "VirtualLocation", url: "https://meet.google.com/abc-defg-hij" },
      organizer: { "@type": "Organization", name: "µLearn Foundation", url: "https://mulearn.org" },
      performer: { "@type": "Person", name: "A. Speaker" },
      url: "https://mulearn.org/events/office-hour",
    });
  });

  test("a session with no time and no https link: its day, and the show's page as its place", () => {
    const session = readShowSession(saltMangoTree)!;
    const data = sessionJsonLd(
      session,
      { name: "Salt Mango Tree", url: "https://mulearn.org/events/saltmangotree" },
      organizer,
    );
    expect(data.startDate).toBe("2099-01-14");
    expect(data).not.toHaveProperty("endDate");
    expect(data.location).toEqual({
      "@type": "VirtualLocation",
      url: "https://mulearn.org/events/saltmangotree",
    });
  });
});
