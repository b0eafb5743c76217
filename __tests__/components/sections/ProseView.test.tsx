import { render, screen } from "@testing-library/react";
import type { Section } from "@/data/content-types";
import { ProseView } from "@/components/sections/views/ProseView";

const section = {
  kind: "prose",
  heading: "Enablers",
  paragraphs: ["…"],
  jumpLinks: [{ id: "videos", label: "വീഡിയോകൾ" }],
} as unknown as Extract<Section, { kind: "prose" }>;

test("the row of links to the page's sections is named in the page's language", () => {
  const { unmount } = render(<ProseView section={section} lang="ml" />);
  expect(screen.getByRole("navigation", { name: "ഈ പേജിൽ" })).toBeInTheDocument();
  unmount();
  render(<ProseView section={section} />);
  expect(screen.getByRole("navigation", { name: "On this page" })).toBeInTheDocument();
});
