import { findTool } from "../../scripts/system-tool.cjs";

/** A program no machine has, so every place to look comes up empty. */
const missing = {
  label: "Frobnicator",
  envVar: "FROBNICATOR_PATH",
  paths: ["/nonexistent/frobnicator"],
  commands: ["frobnicator-that-does-not-exist"],
  aptPackage: "frobnicator",
  installedAt: "/usr/bin/frobnicator",
  instructions: ["Debian/Ubuntu: sudo apt-get install frobnicator"],
};

afterEach(() => {
  delete process.env.FROBNICATOR_PATH;
});

test("a program found nowhere stops the tests with how to install it", () => {
  expect(() => findTool(missing, false)).toThrow(
    [
      "The tests need Frobnicator, and none was found. Install it, then run npm test again:",
      "  Debian/Ubuntu: sudo apt-get install frobnicator",
      "or point FROBNICATOR_PATH at an existing binary.",
    ].join("\n"),
  );
});

test("the variable wins over every other place, and a wrong one is named", () => {
  process.env.FROBNICATOR_PATH = process.execPath;
  expect(findTool(missing, false)).toBe(process.execPath);
  process.env.FROBNICATOR_PATH = "/nonexistent/elsewhere";
  expect(() => findTool(missing, false)).toThrow(
    "FROBNICATOR_PATH is set to /nonexistent/elsewhere, but no file is there.",
  );
});

test("a program on PATH is found by name", () => {
  expect(findTool({ ...missing, commands: ["sh"] }, false)).toMatch(/\/sh$/);
});
