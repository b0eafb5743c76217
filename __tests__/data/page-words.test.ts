import { readFileSync } from "node:fs";
import { careerBoardText } from "@/data/career-board";
import { interestGroupText } from "@/data/interest-groups";
import { showSessionsText } from "@/data/shows";
import { careerBoardWords, interestGroupsWords, showSessionsWords } from "@/data/page-words";
import { careerBoardWordsSchema, parseDataFile } from "@/data/schema";

const raw = (file: string) => JSON.parse(readFileSync(file, "utf8"));

test("the boards' browser code reads the very words the build checked", () => {
  expect(careerBoardWords).toEqual(careerBoardText);
  expect(careerBoardText).toEqual(raw("content/career-board.json"));
  expect(showSessionsWords).toEqual(showSessionsText);
  expect(showSessionsText).toEqual(raw("content/shows.json").sessions);
  expect(interestGroupsWords).toEqual(interestGroupText);
  expect(interestGroupText).toEqual(raw("content/interest-group-words.json"));
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
