import { render, screen, within } from "@testing-library/react";
import { ContentSections } from "@/components/sections/ContentSections";

test("a table section draws a captioned table: column heads, row heads and links in cells", () => {
  render(
    <ContentSections
      sections={[
        {
          kind: "table",
          heading: "Winners: software",
          caption: "Winners in the software domain",
          columns: ["Team", "What they built", "Link"],
          rows: [
            [
              "Team ST03",
              "A CV reader",
              { label: "Code on GitHub", href: "https://github.com/example/cv", newWindow: true },
            ],
            ["Team ST10", "Not published", "Not published"],
          ],
          note: "Figures from the event page.",
        },
      ]}
    />,
  );
  const table = screen.getByRole("table", { name: "Winners in the software domain" });
  expect(
    within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent),
  ).toEqual(["Team", "What they built", "Link"]);
  expect(
    within(table)
      .getAllByRole("rowheader")
      .map((th) => th.textContent),
  ).toEqual(["Team ST03", "Team ST10"]);
  const row = within(table).getByRole("row", { name: /Team ST03/ });
  expect(
    within(row).getByRole("link", { name: "Code on GitHub (opens in a new tab)" }),
  ).toHaveAttribute("href", "https://github.com/example/cv");
  expect(screen.getByText("Figures from the event page.")).toBeVisible();
});

test("a stats section says where its figures come from, under them", () => {
  render(
    <ContentSections
      sections={[
        {
          kind: "stats",
          heading: "In numbers",
          items: [
            { value: "600+", label: "Learners hired" },
            { value: "100+", label: "Hiring companies" },
            { value: "60+", label: "Hiring calls" },
          ],
          source: "As published on the Career Labs page.",
        },
      ]}
    />,
  );
  const region = screen.getByRole("region", { name: "In numbers" });
  expect(
    within(region)
      .getAllByRole("definition")
      .map((dd) => dd.textContent),
  ).toEqual(["600+", "100+", "60+"]);
  expect(within(region).getByText("As published on the Career Labs page.")).toBeVisible();
});
