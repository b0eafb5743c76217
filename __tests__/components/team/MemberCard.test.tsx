import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { groupSchema, type MemberInput } from "@/data/schema";
import { TeamCardsFrame } from "@/components/team/TeamCardsFrame";
import { TeamSearch } from "@/components/team/TeamSearch";

/**
 * Runs the frame's inline script as the HTML parser would (jsdom does not run a script React
 * renders), with `document.currentScript` as that script.
 */
function runFrameScript(container: HTMLElement) {
  const script = container.querySelector("script")!;
  new Function("document", script.textContent!)({ currentScript: script });
}

/** One card as the page renders it: from the data file's entry, through the year's cards. */
function renderCard(input: MemberInput) {
  const rendered = render(
    <TeamCardsFrame groups={[groupSchema.parse({ title: "HQ", members: [input] })]} />,
  );
  runFrameScript(rendered.container);
  return rendered;
}

test("a card with five roles shows the first, '+3 more', and expands once for good", async () => {
  renderCard({
    name: "Asha Sample",
    team: "Program Manager, QA Tester, Graphic Designer, Content Writer, Event Coordinator",
  });
  const roles = () => within(screen.getByRole("list", { name: "Roles of Asha Sample" }));
  expect(
    roles()
      .getAllByRole("listitem")
      .map((li) => li.textContent),
  ).toEqual(["Program Manager"]);

  const more = screen.getByRole("button", { name: /\+3 more/ });
  expect(more).toHaveTextContent("+3 more");
  await userEvent.click(more);

  expect(roles().getAllByRole("listitem")).toHaveLength(5);
  expect(screen.queryByRole("button", { name: /more/ })).not.toBeInTheDocument();
  expect(screen.getByRole("list", { name: "Roles of Asha Sample" })).toHaveFocus();
});

test("two roles: the first alone, and no '+N more' button", () => {
  renderCard({ name: "Ravi Example", team: "Frontend Developer, QA Tester" });
  expect(screen.queryByRole("button")).not.toBeInTheDocument();
  const roles = within(screen.getByRole("list", { name: "Roles of Ravi Example" }));
  expect(roles.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "Frontend Developer",
  ]);
});

test("three roles: the first, and '+1 more'", () => {
  renderCard({ name: "Ravi Example", team: "Frontend Developer, QA Tester, Mentor" });
  expect(screen.getByRole("button", { name: "+1 more roles of Ravi Example" })).toHaveTextContent(
    "+1 more",
  );
});

test("lead replaces the designation, and the µ-ID shows as text", () => {
  renderCard({
    name: "Asha Sample",
    designation: "Program Manager",
    lead: "Operations",
    muid: "asha@mulearn",
  });
  expect(screen.getByText("Operations Lead")).toBeInTheDocument();
  expect(screen.queryByText("Program Manager")).not.toBeInTheDocument();
  // One word to read and to search; a narrow card may break it before the "@" only.
  expect(screen.getByText("asha@mulearn").innerHTML).toBe(
    '<span class="sr-only">µ-ID: </span>asha<wbr>@mulearn',
  );
});

test("icon links only for the profiles present, each named and opening safely", () => {
  renderCard({
    name: "Asha Sample",
    linkedin: "https://www.linkedin.com/in/sample",
    twitter: "https://x.com/sample",
  });
  const links = screen.getAllByRole("link");
  expect(links.map((a) => a.getAttribute("aria-label"))).toEqual([
    "Asha Sample on LinkedIn (opens in a new tab)",
    "Asha Sample on X (Twitter) (opens in a new tab)",
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link.querySelector("svg")).toHaveAttribute("width", "24");
  }
});

test("the default team photo when the image is empty, lazy and sized", () => {
  const { container } = renderCard({ name: "Asha Sample" });
  const img = container.querySelector("img");
  expect(img?.getAttribute("src")).toContain("/images/team/default-member.svg");
  expect(img).toHaveAttribute("loading", "lazy");
  expect(img).toHaveAttribute("width", "96");
  expect(img).toHaveAttribute("height", "96");
});

test("a photo on this site is kept, at twice the card's size", () => {
  const { container } = renderCard({ name: "Asha Sample", image: "/images/team/asha sample.webp" });
  expect(container.querySelector("img")).toHaveAttribute(
    "src",
    "/images/team/asha%20sample.webp?w=192",
  );
});

/**
 * The 2024 team's search over the cards of `members` (one group), as the page has them: returns
 * the search box and the names of the cards it leaves shown.
 */
function renderSearch(members: MemberInput[]) {
  render(
    <>
      <TeamSearch year={2024} total={members.length} />
      <div data-team-view="2024">
        <TeamCardsFrame groups={[groupSchema.parse({ title: "HQ", members })]} />
      </div>
    </>,
  );
  const shown = () =>
    screen
      .getAllByRole("listitem", { hidden: true })
      .filter((item) => item.hasAttribute("data-member") && !item.hidden)
      .map((item) => item.querySelector(".member-name")?.textContent);
  return { box: screen.getByRole("searchbox", { name: "Search the 2024 team" }), shown };
}

test("the domain shows under the designation, and the team search finds a card by anything it shows", async () => {
  const { box, shown } = renderSearch([
    {
      name: "Bijoy Sijo",
      designation: "Program Coordinator",
      domain: "Delivery Management",
      team: "Mentor, QA Tester, Scrum Master",
      muid: "bijoy@mulearn",
    },
    { name: "Ravi Example", lead: "Frontend", team: "Frontend Developer, Bot Developer" },
  ]);
  expect(screen.getByText("Delivery Management")).toHaveClass("member-domain");
  const cases = [
    ["delivery", ["Bijoy Sijo"]],
    ["BIJOY@mulearn", ["Bijoy Sijo"]],
    ["qa tester", ["Bijoy Sijo"]], // the role behind '+1 more'
    ["coordinator sijo", ["Bijoy Sijo"]],
    ["frontend lead", ["Ravi Example"]],
    ["bot developer", []], // of two roles a card shows one, and the search matches what it shows
    ["µ-ID", []], // the screen reader's label is not a word of the card
  ] as const;
  // Seventy keystrokes, each filtering the cards: without the default pause between keys, which
  // a busy machine stretches, the typing stays well inside the test's time.
  const user = userEvent.setup({ delay: null });
  for (const [query, names] of cases) {
    await user.clear(box);
    await user.type(box, query);
    // The cards follow the box a frame later: once the status names the query, they show it.
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(`match “${query}”`));
    expect([query, shown()]).toEqual([query, names]);
  }
  expect(screen.getByRole("status")).toHaveTextContent("0 of 2 people match “µ-ID”.");
});

test("the box takes a key at once, the cards and their count follow it, and Clear leaves the visitor in the box", async () => {
  const { box, shown } = renderSearch([
    { name: "Bijoy Sijo", designation: "Program Coordinator", domain: "Delivery Management" },
    { name: "Ravi Example", lead: "Frontend" },
  ]);
  const status = screen.getByRole("status");

  fireEvent.change(box, { target: { value: "delivery" } });
  // The key's own frame: the letters in the box, the cards and their count as they were.
  expect(box).toHaveValue("delivery");
  expect(shown()).toEqual(["Bijoy Sijo", "Ravi Example"]);
  expect(status).toHaveTextContent("2 people in 2024.");
  await waitFor(() => expect(status).toHaveTextContent("1 of 2 people match “delivery”."));
  expect(shown()).toEqual(["Bijoy Sijo"]);

  // Keys typed before the cards caught up: only the last query is applied.
  fireEvent.change(box, { target: { value: "f" } });
  fireEvent.change(box, { target: { value: "fr" } });
  fireEvent.change(box, { target: { value: "nobody" } });
  await waitFor(() =>
    expect(screen.getByText("No one in the 2024 team matches “nobody”.")).toBeVisible(),
  );
  expect(status).toHaveTextContent("0 of 2 people match “nobody”.");
  expect(shown()).toEqual([]);

  await userEvent.click(screen.getByRole("button", { name: "Clear the search" }));
  expect(box).toHaveFocus();
  expect(box).toHaveValue("");
  await waitFor(() => expect(status).toHaveTextContent("2 people in 2024."));
  expect(shown()).toEqual(["Bijoy Sijo", "Ravi Example"]);
  expect(screen.queryByRole("button", { name: "Clear the search" })).toBeNull();
});
