import { render, screen } from "@testing-library/react";
import type { Section } from "@/data/content-types";
import { CardsView } from "@/components/sections/views/CardsView";

const section = (cardActions: "link" | "button"): Extract<Section, { kind: "cards" }> => ({
  kind: "cards",
  heading: "Apply",
  cardActions,
  cards: [
    {
      title: "Launchpad",
      text: "…",
      action: { label: "അപേക്ഷിക്കുക", href: "https://launchpad.mulearn.org/", newWindow: true },
    },
  ],
});

test.each(["link", "button"] as const)(
  "a %s to a new tab on a Malayalam page tells screen readers so in Malayalam",
  (look) => {
    render(<CardsView section={section(look)} lang="ml" />);
    const name =
      look === "link" ? "അപേക്ഷിക്കുക (പുതിയ ടാബിൽ തുറക്കും)" : "അപേക്ഷിക്കുക: Launchpad (പുതിയ ടാബിൽ തുറക്കും)";
    expect(screen.getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer");
  },
);

test("on an English page the note is English, as before", () => {
  render(<CardsView section={section("button")} />);
  expect(
    screen.getByRole("link", { name: "അപേക്ഷിക്കുക: Launchpad (opens in a new tab)" }),
  ).toBeInTheDocument();
});
