import { readWeeklyEventsPage, weeklyEventsMore } from "@/data/events";
import { scratchContentFolder } from "@/__tests__/helpers/content-folder";

test("the weekly page's links come from content/weekly-events-page.json", () => {
  expect(weeklyEventsMore.links.map((link) => link.href)).toEqual([
    "/events",
    "/events/office-hour",
    "/events/grab-your-superpowers",
  ]);
});

test("a link over http, or a note naming an unknown value, fails naming file, entry and field", () => {
  const { write } = scratchContentFolder("weekly-events-page-");
  const file = write("weekly-events-page.json", {
    note: "Write to {org.mail}.",
    more: {
      heading: "More events",
      links: [{ label: "Our calendar", href: "http://calendar.example.org/" }],
    },
  });
  expect(() => readWeeklyEventsPage(file)).toThrow(
    `Invalid data in ${file}:\n` +
      '  - field "note": names "{org.mail}", which is not a value content files can use (docs/editing.md lists them)\n' +
      '  - entry more.links[0] › field "href": must be a path starting with "/", "#anchor", an https address, mailto:, tel: or a {name}',
  );
});
