import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DesktopNav } from "@/components/layout/DesktopNav";

describe("desktop submenus", () => {
  test("hover opens a submenu and leaving closes it", async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    const about = screen.getByRole("button", { name: "About" });
    expect(about).toHaveAttribute("aria-expanded", "false");
    await user.hover(about);
    expect(about).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Manifesto" })).toHaveAttribute("href", "/manifesto");
    await user.unhover(about.parentElement!);
    expect(about).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Manifesto" })).not.toBeInTheDocument();
  });

  test("keyboard: Enter opens, Escape closes and returns focus, Enter again toggles", async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    const learning = screen.getByRole("button", { name: "Learning" });
    learning.focus();
    await user.keyboard("{Enter}");
    expect(learning).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(screen.getByRole("link", { name: /Interest Groups/ })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(learning).toHaveAttribute("aria-expanded", "false");
    expect(learning).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(learning).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Enter}");
    expect(learning).toHaveAttribute("aria-expanded", "false");
  });

  test("choosing an entry closes the submenu", async () => {
    const user = userEvent.setup();
    render(<DesktopNav />);
    await user.click(screen.getByRole("button", { name: "Learning" }));
    const link = screen.getByRole("link", { name: /Learning Paths/ });
    expect(link).toHaveAttribute("href", "https://app.mulearn.org/dashboard/mujourney");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    link.addEventListener("click", (event) => event.preventDefault());
    await user.click(link);
    expect(screen.getByRole("button", { name: "Learning" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});
