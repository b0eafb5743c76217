import { readFileSync } from "node:fs";
import { readShowsFile, shows, showSessionsText } from "@/data/shows";
import { scratchContentFolder } from "@/__tests__/helpers/content-folder";

const file = JSON.parse(readFileSync("content/shows.json", "utf8"));

test("a show's name comes from content/shows.json, its page and details from the code", () => {
  expect(shows["inspiration-station"]).toEqual({
    id: "inspiration-station",
    name: "Inspiration Station Radio",
    path: "/isr",
    fields: { speaker: false, campus: true, zone: true, poster: false, groups: false },
  });
  expect(showSessionsText.poster).toBe("Poster for {title}");
});

test("a show without a name, or a poster text without its slot, fails naming file and field", () => {
  const { names, sessions } = file;
  const { write } = scratchContentFolder("shows-");
  const broken = write("shows.json", {
    names: { ...names, "salt-mango-tree": undefined },
    sessions: { ...sessions, poster: "A poster" },
  });
  expect(() => readShowsFile(broken)).toThrow(
    `Invalid data in ${broken}:\n` +
      '  - field "names.salt-mango-tree": Invalid input: expected string, received undefined\n' +
      '  - field "sessions.poster": must keep "{title}", the place of the session\'s title',
  );
});
