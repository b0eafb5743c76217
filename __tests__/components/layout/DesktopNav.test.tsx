import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DesktopNav } from "@/components/layout/DesktopNav";
import { MobileMenu } from "@/components/layout/MobileMenu";

type Listener = (event: { matches: boolean }) => void;

/** A controllable matchMedia: `resize(width)` fires change events like a real window. */
function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<{ query: string; listener: Listener }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    addEventListener: (_: string, listener: Listener) => listeners.add({ query, listener }),
    removeEventListener: (_: string, listener: Listener) => {
      for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
    },
  })) as unknown as typeof window.matchMedia;
  return (next: number) => {
    width = next;
    act(() => listeners.forEach(({ query, listener }) => listener({ matches: matches(query) })));
  };
}

describe("§4 desktop submenus", () => {
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

/** Headless UI plays the leave transition before it unmounts the dialog. */
const expectMenuClosed = () =>
  waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

describe("§4 mobile menu", () => {
  test("opens, drills into a submenu, goes Back, and closes with the close button", async () => {
    mockViewport(375);
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Site menu" });
    await user.click(within(dialog).getByRole("button", { name: "Be A Part of Us" }));
    expect(within(dialog).getByRole("link", { name: "Campus" })).toHaveAttribute(
      "href",
      "/be-a-part/campus",
    );
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByRole("button", { name: "About" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close menu" }));
    await expectMenuClosed();
  });

  test("Escape closes it", async () => {
    mockViewport(375);
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    await user.keyboard("{Escape}");
    await expectMenuClosed();
  });

  test("choosing an item closes it", async () => {
    mockViewport(375);
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const dialog = await screen.findByRole("dialog");
    const mentorship = within(dialog).getByRole("link", { name: /Mentorship/ });
    mentorship.addEventListener("click", (event) => event.preventDefault());
    await user.click(mentorship);
    await expectMenuClosed();
  });

  test("growing the window beyond 1024px closes it", async () => {
    const resize = mockViewport(1024);
    const user = userEvent.setup();
    render(<MobileMenu />);
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await screen.findByRole("dialog");
    resize(1024);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    resize(1025);
    await expectMenuClosed();
  });
});
