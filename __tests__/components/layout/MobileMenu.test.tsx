import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { MobileMenuDialog } from "@/components/layout/MobileMenuDialog";
import { MobileMenuScript } from "@/components/layout/MobileMenuScript";
import { MobileMenuButton } from "@/components/layout/MobileMenuButton";
import { mockViewport } from "@/__tests__/helpers/match-media";
import { stubDialogMethods } from "@/__tests__/helpers/dialog";

beforeAll(stubDialogMethods);
// The static-markup test writes the body itself: clear it for the next test.
afterEach(() => document.body.replaceChildren());

const hamburger = () => screen.getByRole("button", { name: "Open menu" });
const siteMenu = () => document.querySelector("dialog")!;

/**
 * Renders the header's button and the menu (the server's markup and its script, as the page has
 * them) in a window `width` pixels wide, and opens it.
 */
function openMenu(width: number) {
  const resize = mockViewport(width);
  const user = userEvent.setup();
  render(
    <>
      <MobileMenuButton />
      <MobileMenuDialog />
      <MobileMenuScript />
    </>,
  );
  // jsdom runs no invoker commands: open the dialog the way the hamburger's command does.
  act(() => siteMenu().showModal());
  return { user, resize, dialog: screen.getByRole("dialog", { name: "Site menu" }) };
}

describe("mobile menu", () => {
  test("the hamburger opens the site menu's dialog by an invoker command, without script", () => {
    openMenu(375);
    expect(hamburger()).toHaveAttribute("command", "show-modal");
    expect(hamburger()).toHaveAttribute("commandfor", "site-menu");
    expect(screen.getByRole("dialog", { name: "Site menu" })).toHaveAttribute("id", "site-menu");
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("command", "close");
  });

  test("before its script runs, every submenu's entries are links in place, under its name", () => {
    document.body.innerHTML = renderToStaticMarkup(<MobileMenuDialog />);
    siteMenu().setAttribute("open", "");
    const dialog = screen.getByRole("dialog", { name: "Site menu" });
    expect(within(dialog).getByRole("link", { name: "Campus" })).toHaveAttribute(
      "href",
      "/be-a-part/campus",
    );
    expect(within(dialog).getByRole("link", { name: "Weekly events" })).toBeVisible();
    expect(within(dialog).getByText("Be A Part of Us", { selector: "p" })).toBeVisible();
    expect(within(dialog).queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: /About/ })).not.toBeInTheDocument();
  });

  test("drills into a submenu, and Back returns focus to the button it came from", async () => {
    const { user, dialog } = openMenu(375);
    expect(within(dialog).queryByRole("link", { name: "Campus" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Be A Part of Us" }));
    expect(within(dialog).getByRole("link", { name: "Campus" })).toHaveAttribute(
      "href",
      "/be-a-part/campus",
    );
    expect(within(dialog).queryByRole("button", { name: "About" })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Back" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Back" }));
    expect(within(dialog).getByRole("button", { name: "Be A Part of Us" })).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "About" })).toBeVisible();
  });

  test("the hamburger says whether it is open; an entry closes the menu and the browser follows it", async () => {
    // What reaches the document: the link followed, and whether a script stopped the browser.
    const followed: [string | null, boolean][] = [];
    const follow = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a") : null;
      if (!link) return;
      followed.push([link.getAttribute("href"), event.defaultPrevented]);
      event.preventDefault(); // jsdom does not load documents
    };
    document.addEventListener("click", follow);
    const { user, dialog } = openMenu(375);
    expect(hamburger()).toHaveAttribute("aria-expanded", "true");
    await user.click(within(dialog).getByRole("button", { name: "About" }));
    await user.click(within(dialog).getByRole("link", { name: "Manifesto" }));
    document.removeEventListener("click", follow);
    expect(followed).toEqual([["/manifesto", false]]);
    expect(siteMenu()).not.toHaveAttribute("open");
    expect(hamburger()).toHaveAttribute("aria-expanded", "false");
    // Opened again, it starts at the top level.
    act(() => siteMenu().showModal());
    expect(screen.getByRole("button", { name: "About" })).toBeVisible();
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
  });

  test("growing the window beyond 1024px closes it", () => {
    const { resize } = openMenu(1024);
    resize(1024);
    expect(siteMenu()).toHaveAttribute("open");
    resize(1025);
    expect(siteMenu()).not.toHaveAttribute("open");
  });
});
