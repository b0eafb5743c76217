import { render, screen } from "@testing-library/react";
import type { Section } from "@/data/content-types";
import { ContentSections } from "@/components/sections/ContentSections";
import { VideosView } from "@/components/sections/views/VideosView";

const videos: Section = {
  kind: "videos",
  heading: "Stories from campuses",
  videos: [{ title: "A teacher's story", youtubeId: "abcdefghijk" }],
};

test("a video section on a route that did not bring its view stops the build, naming it", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(<ContentSections sections={[videos]} />)).toThrow(
    'The "Stories from campuses" section is a videos section: its route must pass a view for it',
  );
});

test("with VideosView passed, the section draws its player button and YouTube link", () => {
  render(<ContentSections sections={[videos]} views={{ videos: VideosView }} />);
  expect(screen.getByRole("heading", { name: "Stories from campuses" })).toBeVisible();
  expect(screen.getByRole("button", { name: "Play: A teacher's story" })).toBeVisible();
  expect(screen.getByRole("link", { name: /Watch on YouTube/ })).toHaveAttribute(
    "href",
    "https://youtu.be/abcdefghijk",
  );
});

const liveStats: Section = {
  kind: "stats",
  heading: "The community in numbers",
  items: [{ value: "60,000+", label: "Community members", live: "members" }],
};

test("a live figure on a route that did not bring the live view stops the build, naming it", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  expect(() => render(<ContentSections sections={[liveStats]} />)).toThrow(
    'The "The community in numbers" section has a live figure: its route must pass LiveStatsView',
  );
});
