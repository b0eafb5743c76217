import { readFileSync } from "node:fs";
import { interestGroupText, readInterestGroupWords } from "@/data/interest-groups";
import { scratchContentFolder } from "@/__tests__/helpers/content-folder";

const words = JSON.parse(readFileSync("content/interest-group-words.json", "utf8"));

test("the groups' pages' words come from content/interest-group-words.json", () => {
  expect(interestGroupText.openInApp).toBe("{name} on the µLearn app");
  expect(interestGroupText.counts.project).toEqual({
    one: "impact project",
    other: "impact projects",
  });
});

test("a count without its plural, or an unknown word, fails naming file and field", () => {
  const { write } = scratchContentFolder("interest-group-words-");
  const file = write("interest-group-words.json", {
    ...words,
    counts: { ...words.counts, mentor: { one: "mentor" } },
    openGroup: "About {name}",
  });
  expect(() => readInterestGroupWords(file)).toThrow(
    `Invalid data in ${file}:\n` +
      '  - field "counts.mentor.other": Invalid input: expected string, received undefined\n' +
      '  - Unrecognized key: "openGroup"',
  );
});
