import { render, screen } from "@testing-library/react";
import type { Section } from "@/data/content-types";
import { VideosView } from "@/components/sections/views/VideosView";

const section: Extract<Section, { kind: "videos" }> = {
  kind: "videos",
  heading: "Videos",
  videos: [{ title: "Enablers' talk", youtubeId: "dQw4w9WgXcQ" }],
};

test("on a Malayalam page the play button and the YouTube link are in Malayalam", () => {
  render(<VideosView section={section} lang="ml" />);
  expect(screen.getByRole("button", { name: "വീഡിയോ കാണുക: Enablers' talk" })).toBeInTheDocument();
  expect(
    screen.getByRole("link", { name: "YouTube-ൽ കാണുക (പുതിയ ടാബിൽ തുറക്കും)" }),
  ).toBeInTheDocument();
});

test("on an English page they say what they said before", () => {
  render(<VideosView section={section} />);
  expect(screen.getByRole("button", { name: "Play: Enablers' talk" })).toBeInTheDocument();
  expect(
    screen.getByRole("link", { name: "Watch on YouTube (opens in a new tab)" }),
  ).toBeInTheDocument();
});
