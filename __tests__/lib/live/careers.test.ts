import { httpsHref } from "@/lib/links";
import {
  matchesQuery,
  readCareersSnapshot,
  readHiringCall,
  readHiringCallPage,
} from "@/lib/live/careers";
import { ongoingCall, pagination, staffFields } from "../../fixtures/career-lab";

const ongoingItem = ongoingCall;

const previousItem = {
  id: "p1",
  role: "Backend Developer",
  organization: "Example Labs",
  title: "Backend Developer",
  location: "Kochi",
  lastdate: "2024-05-10",
  remuneration: "₹25,000/month",
  vacancies: 1,
  duration: "6 months",
  extracontent: "<b>3 learners</b> were hired.",
  ...staffFields,
};

const firstOfThree = pagination(1, 3, 30);

test("a paginated page keeps its calls and the next page's number", () => {
  const page = readHiringCallPage({ data: [ongoingItem], pagination: firstOfThree });
  expect(page.nextPage).toBe(2);
  expect(page.calls).toEqual([
    {
      id: "h1",
      role: "Intern",
      title: "Frontend Intern",
      organization: "Acme",
      location: "Remote",
      duration: "3 months",
      remuneration: "₹10k",
      vacancies: 2,
      lastDate: "2099-02-01",
      applyUrl: "https://acme.example/apply",
      jdUrl: "https://acme.example/jd",
      extraContent: null,
    },
  ]);
});

test("the older ongoing list without a pagination key is one complete page", () => {
  const page = readHiringCallPage({ data: [ongoingItem] });
  expect(page.nextPage).toBeNull();
  expect(page.calls.map((call) => call.id)).toEqual(["h1"]);
});

test("the last page says there is no next one", () => {
  expect(
    readHiringCallPage({ data: [previousItem], pagination: pagination(3, 3, 30) }).nextPage,
  ).toBeNull();
});

test("the old sheet's rows (a bare array, strings, day-first dates, old names) are read", () => {
  const page = readHiringCallPage([
    {
      role: "Frontend Intern",
      company: "Example Labs",
      remumeration: "₹10,000/month",
      vacancies: "3",
      location: "Remote",
      lastdate: "30-06-2026",
      applylink: "https://forms.example/apply",
      jdlink: "",
      duration: "3 months",
    },
  ]);
  expect(page.calls).toEqual([
    {
      id: "Example Labs|Frontend Intern|2026-06-30",
      role: "Frontend Intern",
      title: null,
      organization: "Example Labs",
      location: "Remote",
      duration: "3 months",
      remuneration: "₹10,000/month",
      vacancies: 3,
      lastDate: "2026-06-30",
      applyUrl: "https://forms.example/apply",
      jdUrl: null,
      extraContent: null,
    },
  ]);
});

test("a previous call keeps its extra content as the same plain text", () => {
  expect(readHiringCall(previousItem)?.extraContent).toBe("<b>3 learners</b> were hired.");
});

test("a bad item is dropped and the rest of the list kept", () => {
  const page = readHiringCallPage({
    data: [
      { ...ongoingItem, id: "no-role", role: "", title: null },
      { ...ongoingItem, id: "no-date", lastdate: "next week" },
      { ...ongoingItem, id: "no-org", organization: null },
      "not a call",
      null,
      previousItem,
    ],
    pagination: firstOfThree,
  });
  expect(page.calls.map((call) => call.id)).toEqual(["p1"]);
});

test("a call listed twice is kept once", () => {
  expect(readHiringCallPage({ data: [previousItem, previousItem] }).calls).toHaveLength(1);
});

test("http: and javascript: links are refused, the call kept without them", () => {
  const call = readHiringCall({
    ...ongoingItem,
    applylink: "javascript:alert(1)",
    jdlink: "http://acme.example/jd",
  });
  expect(call?.applyUrl).toBeNull();
  expect(call?.jdUrl).toBeNull();
  expect(call?.role).toBe("Intern");
  expect(httpsHref("data:text/html,hi")).toBeNull();
  expect(httpsHref("/relative/path")).toBeNull();
  expect(httpsHref("https://acme.example/apply")).toBe("https://acme.example/apply");
});

test("staff names and timestamps never reach the output", () => {
  const page = readHiringCallPage({ data: [ongoingItem, previousItem], pagination: firstOfThree });
  const written = JSON.stringify(page);
  expect(written).not.toContain("Staff Name");
  expect(written).not.toContain("Other Staff");
  expect(written).not.toContain("created_at");
  expect(written).not.toContain("updated");
});

test("vacancies that are not a whole number are left out, not guessed", () => {
  expect(readHiringCall({ ...ongoingItem, vacancies: "a few" })?.vacancies).toBeNull();
  expect(readHiringCall({ ...ongoingItem, vacancies: -1 })?.vacancies).toBeNull();
});

test.each([
  ["a data value that is not a list", { data: "oops" }],
  ["no data at all", { pagination: firstOfThree }],
  ["an empty payload", {}],
  ["nothing", null],
])("%s is an unreadable answer", (_, payload) => {
  expect(() => readHiringCallPage(payload)).toThrow("A hiring-call list has no data array.");
});

test("the empty committed snapshot reads as empty, with no date", () => {
  expect(
    readCareersSnapshot({ source: "careers", fetchedAt: null, ongoing: [], previous: [] }),
  ).toEqual({ source: "careers", fetchedAt: null, ongoing: [], previous: [] });
});

test("a hand-edited snapshot cannot slip in a bad link", () => {
  const snapshot = readCareersSnapshot({
    source: "careers",
    fetchedAt: "2026-11-25T09:00:00.000Z",
    ongoing: [{ ...ongoingItem, applylink: "javascript:alert(1)" }],
    previous: "nope",
  });
  expect(snapshot.fetchedAt).toBe("2026-11-25T09:00:00.000Z");
  expect(snapshot.ongoing[0]?.applyUrl).toBeNull();
  expect(snapshot.previous).toEqual([]);
});

test("a search matches role, name, organisation or location, every word, in any case", () => {
  const call = readHiringCall(ongoingItem)!;
  expect(matchesQuery(call, "acme")).toBe(true);
  expect(matchesQuery(call, "FRONTEND remote")).toBe(true);
  expect(matchesQuery(call, "intern kochi")).toBe(false);
  expect(matchesQuery(call, "3 months")).toBe(false);
});
