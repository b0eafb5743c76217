import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@/components/providers/ThemeProvider";
import { ColourModeToggle } from "@/components/layout/ColourModeToggle";
import { preferDarkSystem } from "@/__tests__/helpers/match-media";

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ColourModeToggle icons={<svg data-testid="icons" />} />
    </ThemeProvider>,
  );

describe("colour mode", () => {
  // next-themes renders its no-flash <script> for the server HTML; in a client-only render React
  // warns that such a script will not run. Only that warning is silenced.
  const consoleError = console.error;
  beforeAll(() => {
    jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (String(args[0]).startsWith("Encountered a script tag")) return;
      consoleError(...args);
    });
  });
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    localStorage.clear();
    document.documentElement.className = "";
  });

  test("starts light even when the system prefers dark", () => {
    preferDarkSystem();
    renderToggle();
    expect(screen.getByRole("button", { name: "Dark mode" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  test("toggling switches to dark, saves the choice, and toggles back", async () => {
    const user = userEvent.setup();
    renderToggle();
    const toggle = screen.getByRole("button", { name: "Dark mode" });
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(document.documentElement).toHaveClass("dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    await user.click(toggle);
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  test("shows the icons it is given", () => {
    renderToggle();
    expect(screen.getByRole("button", { name: "Dark mode" })).toContainElement(
      screen.getByTestId("icons"),
    );
  });

  test("a saved choice is used on the next visit", () => {
    localStorage.setItem("theme", "dark");
    renderToggle();
    expect(screen.getByRole("button", { name: "Dark mode" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});
