import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MobileMenu } from "@/components/layout/MobileMenu";
import { mockViewport } from "@/__tests__/helpers/match-media";

/** Renders the menu in a window `width` pixels wide, opens it, and returns the open dialog. */
async function openMenu(width: number) {
  const resize = mockViewport(width);
  const user = userEvent.setup();
  render(<MobileMenu />);
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  // The dialog's code is a separate chunk: its first import can take seconds on a loaded machine.
  const dialog = await screen.findByRole("dialog", { name: "Site menu" }, { timeout: 10_000 });
  return { user, dialog, resize };
}

/** Headless UI plays the leave transition before it unmounts the dialog. */
const expectMenuClosed = () =>
  waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

describe("mobile menu", () => {
  test("opens, drills into a submenu, goes Back, and closes with the close button", async () => {
    const { user, dialog } = await openMenu(375);
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
    const { user } = await openMenu(375);
    await user.keyboard("{Escape}");
    await expectMenuClosed();
  });

  test("choosing an item closes it", async () => {
    const { user, dialog } = await openMenu(375);
    const mentorship = within(dialog).getByRole("link", { name: /Mentorship/ });
    mentorship.addEventListener("click", (event) => event.preventDefault());
    await user.click(mentorship);
    await expectMenuClosed();
  });

  test("growing the window beyond 1024px closes it", async () => {
    const { resize } = await openMenu(1024);
    resize(1024);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    resize(1025);
    await expectMenuClosed();
  });
});
