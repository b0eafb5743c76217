import { readFileSync } from "node:fs";
import { careerBoardText, readCareerBoardWords } from "@/data/career-board";
import { scratchContentFolder } from "@/__tests__/helpers/content-folder";

const words = JSON.parse(readFileSync("content/career-board.json", "utf8"));

test("the board's words come from content/career-board.json", () => {
  expect(careerBoardText.noMatch).toBe("No calls match “{query}”.");
  expect(careerBoardText.labels.lastDate).toBe("Last date");
});

test("a board's words without the search's slot, or with an empty label, fail naming file and field", () => {
  const { write } = scratchContentFolder("career-board-");
  const file = write("career-board.json", {
    ...words,
    noMatch: "No calls match.",
    labels: { ...words.labels, vacancies: " " },
  });
  expect(() => readCareerBoardWords(file)).toThrow(
    `Invalid data in ${file}:\n` +
      '  - field "noMatch": must keep "{query}", the place of the words searched for\n' +
      '  - field "labels.vacancies": is required',
  );
});
