import { impactGallerySchema, parseDataFile } from "@/data/schema";
import { impactGallery } from "@/data/impact-stories";

const story = {
  id: "sample-win",
  title: "A Sample Win",
  category: "events",
  summary: "A sample team won a sample contest.",
};
const categories = [
  { id: "events", label: "Events" },
  { id: "students", label: "Students" },
];
const parse = (data: unknown) => parseDataFile("data/impact-stories.ts", impactGallerySchema, data);

describe("bad impact gallery entries fail the build, naming file, entry and field", () => {
  test("a story in a category the filter does not have", () => {
    expect(() => parse({ categories, stories: [{ ...story, category: "sponsors" }] })).toThrow(
      'Invalid data in data/impact-stories.ts:\n  - entry "A Sample Win" (stories[0]) › field "category": must be one of "events", "students"',
    );
  });

  test("two stories with one id, and a category named like the filter's own choice", () => {
    expect(() =>
      parse({
        categories: [...categories, { id: "all", label: "Everything" }],
        stories: [story, { ...story, title: "Another Win" }],
      }),
    ).toThrow(
      /entry categories\[2\] › field "id": "all" is the filter's own choice\n {2}- entry "Another Win" \(stories\[1\]\) › field "id": is used twice/,
    );
  });

  test("a story without a summary", () => {
    expect(() => parse({ categories, stories: [{ ...story, summary: " " }] })).toThrow(
      /field "summary": is required/,
    );
  });
});

describe("the shipped impact gallery", () => {
  test("has the five categories of the filter, in order", () => {
    expect(impactGallery.categories.map((category) => category.label)).toEqual([
      "Events",
      "Students",
      "Companies",
      "Mentors",
      "Impact Stories",
    ]);
  });

  test("has the six stories, each in its category", () => {
    expect(impactGallery.stories.map(({ title, category }) => `${category}: ${title}`)).toEqual([
      "students: Victory Unlocked at ExploitX!",
      "mentors: Rising Beyond Limits",
      "impact-stories: Won 18 Lakhs by Students in Meta's Global Hackathon!",
      "events: Open Source Champions Rise!",
      "companies: One Step Closer to Open-Source Greatness!",
      "impact-stories: Rising to the Global Stage!",
    ]);
  });
});
