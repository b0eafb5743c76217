import { choiceFromSearch, isShownUnder, searchForChoice } from "@/lib/impact-filter";

const ids = ["events", "students", "impact-stories"];

describe("the impact gallery filter's address", () => {
  test("reads a known category from ?category=", () => {
    expect(choiceFromSearch("?category=impact-stories", ids)).toBe("impact-stories");
  });

  test("falls back to all for a missing, empty or unknown category", () => {
    expect(choiceFromSearch("", ids)).toBe("all");
    expect(choiceFromSearch("?category=", ids)).toBe("all");
    expect(choiceFromSearch("?category=sponsors", ids)).toBe("all");
  });

  test("writes the choice, keeping other parameters, and drops it for all", () => {
    expect(searchForChoice("", "students")).toBe("?category=students");
    expect(searchForChoice("?utm_source=poster&category=events", "students")).toBe(
      "?utm_source=poster&category=students",
    );
    expect(searchForChoice("?category=events", "all")).toBe("");
    expect(searchForChoice("?utm_source=poster&category=events", "all")).toBe("?utm_source=poster");
  });

  test("all shows every story; a category shows only its own", () => {
    expect(isShownUnder("all", "events")).toBe(true);
    expect(isShownUnder("students", "students")).toBe(true);
    expect(isShownUnder("students", "events")).toBe(false);
  });
});
