import { render, screen, within } from "@testing-library/react";
import { OpenRoles } from "@/components/sections/OpenRoles";
import type { OpenRole } from "@/data/schema";

const applyHref = (title: string) => `mailto:jobs@example.org?subject=${encodeURIComponent(title)}`;
const role: OpenRole = {
  id: "community-intern",
  title: "Community Intern",
  team: "Community",
  kind: "Internship",
  location: "Thiruvananthapuram",
  summary: "Help campus chapters run their first events.",
  responsibilities: ["Plan meet-ups", "Support campus leads"],
};

describe("careers: open roles", () => {
  test("no roles: an honest empty state with a way to apply anyway", () => {
    render(<OpenRoles roles={[]} email="jobs@example.org" applyHref={applyHref} />);
    expect(screen.getByRole("heading", { level: 2, name: "Open roles" })).toBeVisible();
    expect(screen.getByText("We have no open roles right now.")).toBeVisible();
    expect(screen.getByRole("link", { name: "jobs@example.org" })).toHaveAttribute(
      "href",
      "mailto:jobs@example.org?subject=Speculative%20application",
    );
    expect(screen.queryByRole("list")).toBeNull();
  });

  test("each role shows its details and its own apply link", () => {
    render(<OpenRoles roles={[role]} email="jobs@example.org" applyHref={applyHref} />);
    expect(screen.queryByText("We have no open roles right now.")).toBeNull();
    const item = screen.getByRole("heading", { level: 3, name: "Community Intern" }).closest("li")!;
    expect(within(item).getByText("Community · Internship · Thiruvananthapuram")).toBeVisible();
    expect(
      within(item)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Plan meet-ups", "Support campus leads"]);
    expect(within(item).getByRole("link", { name: "Apply for Community Intern" })).toHaveAttribute(
      "href",
      "mailto:jobs@example.org?subject=Community%20Intern",
    );
  });
});
