import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { careerBoardText } from "@/data/career-board";
import { eventsHubText, readEventsHubWords } from "@/data/events-hub";
import { interestGroupText } from "@/data/interest-groups";
import { showSessionsText } from "@/data/shows";
import { careerBoardWords } from "@/data/page-words/career-board";
import { eventsHubWords } from "@/data/page-words/events-hub";
import { interestGroupsWords } from "@/data/page-words/interest-groups";
import { showSessionsWords } from "@/data/page-words/shows";
import { careerBoardWordsSchema, parseDataFile } from "@/data/schema";

const raw = (file: string) => JSON.parse(readFileSync(file, "utf8"));

test("the boards' browser code reads the very words the build checked", () => {
  expect(careerBoardWords).toEqual(careerBoardText);
  expect(careerBoardText).toEqual(raw("content/career-board.json"));
  expect(showSessionsWords).toEqual(showSessionsText);
  expect(showSessionsText).toEqual(raw("content/shows.json").sessions);
  expect(interestGroupsWords).toEqual(interestGroupText);
  expect(interestGroupText).toEqual(raw("content/interest-group-words.json"));
  expect(eventsHubWords).toEqual(eventsHubText);
  expect(eventsHubText).toEqual(raw("content/events-hub.json"));
});

test("the events list's page count keeps both of its places, or the build stops naming them", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "events-hub-"));
  const file = path.join(dir, "events-hub.json");
  writeFileSync(file, JSON.stringify({ ...raw("content/events-hub.json"), pageOf: "Page {page}" }));
  expect(() => readEventsHubWords(file)).toThrow(
    `Invalid data in ${file}:\n  - field "pageOf": must keep "{total}", the place of the number of pages`,
  );
});

test("a word with a space around it is refused, not trimmed, so both readers agree", () => {
  const words = raw("content/career-board.json");
  expect(() =>
    parseDataFile("content/career-board.json", careerBoardWordsSchema, {
      ...words,
      apply: "Apply ",
    }),
  ).toThrow(
    'Invalid data in content/career-board.json:\n  - field "apply": must not start or end with a space',
  );
});
