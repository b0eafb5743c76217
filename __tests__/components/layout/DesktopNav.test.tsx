import { render, screen, within } from "@testing-library/react";
import { DesktopNavList } from "@/components/layout/DesktopNavList";
import { DesktopNavPanelList } from "@/components/layout/DesktopNavPanelList";

// What a press does (open, close, hover, Escape, focus) is the browser's popover, and the script's
// additions: e2e/nav.spec.ts tests both in Chromium. Here: that the markup wires them together.
describe("desktop submenus' markup", () => {
  const renderNav = () =>
    render(
      <>
        <DesktopNavList />
        <DesktopNavPanelList />
      </>,
    );

  test("each menu's button opens, as a popover, the panel that holds its entries", () => {
    renderNav();
    const expected = {
      About: { link: /^Manifesto$/, href: "/manifesto" },
      "Be A Part of Us": { link: /^Campus$/, href: "/be-a-part/campus" },
      Learning: { link: /^Learning Paths/, href: "https://app.mulearn.org/dashboard/mujourney" },
    };
    for (const [menu, { link, href }] of Object.entries(expected)) {
      const button = screen.getByRole("button", { name: menu });
      const panel = document.getElementById(button.getAttribute("popovertarget")!)!;
      expect(panel).toHaveAttribute("popover", "auto");
      expect(panel.tagName).toBe("NAV");
      expect(panel).toHaveAttribute("aria-label", menu);
      expect(within(panel).getByRole("link", { name: link })).toHaveAttribute("href", href);
    }
  });

  test("a panel is placed under its own button", () => {
    renderNav();
    const button = screen.getByRole("button", { name: "Learning" });
    const panel = document.getElementById(button.getAttribute("popovertarget")!)!;
    expect(button.style.getPropertyValue("anchor-name")).toBe("--nav-4");
    expect(panel.style.getPropertyValue("position-anchor")).toBe("--nav-4");
  });

  test("entries that open another site say so and keep the opener out", () => {
    renderNav();
    const link = screen.getByRole("link", { name: /Learning Paths/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });
});
