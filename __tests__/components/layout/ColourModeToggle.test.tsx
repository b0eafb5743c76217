import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ThemeProvider } from "@/components/providers/ThemeProvider";
import { ColourModeMarkup } from "@/components/layout/ColourModeMarkup";
import { ColourModeScript } from "@/components/layout/ColourModeScript";
import { colourModeSyncScript } from "@/components/layout/colour-mode-markers";
import { preferDarkSystem } from "@/__tests__/helpers/match-media";
import { afterNextPaint } from "@/lib/after-next-paint";

/** Resolves once what a press put off until after the next frame has run (it was queued first). */
const pressesSettled = () => new Promise<void>((resolve) => afterNextPaint(resolve));

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ColourModeMarkup />
      <ColourModeScript />
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
    document.body.innerHTML = "";
  });

  const theSwitch = () => screen.getByRole("switch", { name: "Dark mode" });

  test("starts light even when the system prefers dark", () => {
    preferDarkSystem();
    renderToggle();
    expect(theSwitch()).not.toBeChecked();
    expect(document.documentElement).toHaveClass("light");
    expect(document.documentElement).not.toHaveClass("dark");
  });

  test("switching to dark saves the choice, and switching back saves light", async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(theSwitch());
    // The press's own frame shows the switch moved; the page turns in the next one.
    expect(theSwitch()).toBeChecked();
    expect(document.documentElement).not.toHaveClass("dark");
    await waitFor(() => expect(document.documentElement).toHaveClass("dark"));
    expect(localStorage.getItem("theme")).toBe("dark");
    await user.click(theSwitch());
    expect(theSwitch()).not.toBeChecked();
    await waitFor(() => expect(document.documentElement).not.toHaveClass("dark"));
    expect(localStorage.getItem("theme")).toBe("light");
  });

  /** Every class <html> takes from now on, in order. */
  const classesTaken = () => {
    const taken: string[] = [];
    new MutationObserver(() => taken.push(document.documentElement.className)).observe(
      document.documentElement,
      { attributeFilter: ["class"] },
    );
    return taken;
  };

  test("pressed twice before the next frame, the page never turns dark", async () => {
    renderToggle();
    const taken = classesTaken();
    theSwitch().click();
    theSwitch().click();
    expect(theSwitch()).not.toBeChecked();
    await pressesSettled();
    expect(localStorage.getItem("theme")).toBe("light");
    // The switch ended where it started, so the page was never turned (never dark for a moment).
    expect(taken).toEqual([]);
  });

  test("a press right after the last one is saved still counts", async () => {
    const user = userEvent.setup();
    renderToggle();
    await user.click(theSwitch());
    await user.click(theSwitch());
    expect(theSwitch()).not.toBeChecked();
    await pressesSettled();
    expect(theSwitch()).not.toBeChecked();
    expect(localStorage.getItem("theme")).toBe("light");
    expect(document.documentElement).toHaveClass("light");
  });

  test("a press made before the script ran is saved when it arrives", () => {
    // The server's markup, pressed by a visitor while the page's scripts were still loading; the
    // inline script has already moved <html>'s class.
    document.body.innerHTML = '<input id="colour-mode" type="checkbox" role="switch" checked>';
    document.documentElement.className = "dark";
    render(
      <ThemeProvider>
        <ColourModeScript />
      </ThemeProvider>,
    );
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(document.documentElement).toHaveClass("dark");
    expect(document.getElementById("colour-mode")).toBeChecked();
  });

  test("its label holds a moon and a sun, one shown as the switch is off or on", () => {
    renderToggle();
    const icons = theSwitch().closest("label")!.querySelectorAll("svg");
    // They follow the switch itself, not the page's mode: a press shows in its own frame.
    expect(theSwitch()).toHaveClass("peer");
    expect([...icons].map((icon) => icon.getAttribute("class"))).toEqual([
      expect.stringContaining("peer-checked:hidden"),
      expect.stringContaining("hidden peer-checked:block"),
    ]);
  });

  test("the inline script starts the switch in the mode saved on an earlier visit", () => {
    renderToggle();
    // next-themes' own script has put the saved mode on <html> before this one runs.
    document.documentElement.className = "dark";
    new Function(colourModeSyncScript)();
    expect(theSwitch()).toBeChecked();
  });

  test("the inline script turns <html> dark and back at a press, before the page's scripts", async () => {
    // Only the server's markup and next-themes' class from its first-paint script: no React yet.
    document.body.innerHTML = '<input id="colour-mode" type="checkbox" role="switch">';
    document.documentElement.className = "light";
    new Function(colourModeSyncScript)();
    const box = document.getElementById("colour-mode") as HTMLInputElement;
    expect(box).not.toBeChecked();
    box.click();
    // The switch moves in the press's own frame, the page's colours in the next.
    expect(box).toBeChecked();
    expect(document.documentElement.className).toBe("light");
    await waitFor(() => expect(document.documentElement.className).toBe("dark"));
    expect(document.documentElement.style.colorScheme).toBe("dark");
    box.click();
    await waitFor(() => expect(document.documentElement.className).toBe("light"));
    expect(document.documentElement.style.colorScheme).toBe("light");

    // Pressed twice before the next frame: the page stays as the switch shows, with no dark flash.
    const taken = classesTaken();
    box.click();
    box.click();
    await pressesSettled();
    expect(taken).toEqual(["light"]);
    expect(document.documentElement.style.colorScheme).toBe("light");
  });

  test("a choice made in another tab moves the switch", () => {
    renderToggle();
    act(() => {
      localStorage.setItem("theme", "dark");
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    });
    expect(theSwitch()).toBeChecked();
    expect(document.documentElement).toHaveClass("dark");
  });
});
