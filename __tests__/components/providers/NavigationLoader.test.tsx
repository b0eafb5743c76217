import { act, render, screen } from "@testing-library/react";
import { NavigationLoader } from "@/components/providers/NavigationLoader";

/** Clicks a link to `href` as a visitor would; jsdom loads no document, so it is stopped last. */
function clickLink(
  href: string,
  init: MouseEventInit = {},
  attributes: Record<string, string> = {},
) {
  const link = document.createElement("a");
  link.href = href;
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.body.appendChild(link);
  const stop = (event: Event) => event.preventDefault();
  window.addEventListener("click", stop);
  act(() => {
    link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  });
  window.removeEventListener("click", stop);
  link.remove();
}

const loader = () => screen.queryByRole("img", { name: "Loading..." });

describe("the loading screen", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("covers the page when a link inside the site is slow to bring its page, until the page is left", () => {
    render(<NavigationLoader label="Loading..." />);
    clickLink("/team");
    act(() => jest.advanceTimersByTime(149));
    expect(loader()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(loader()).toBeInTheDocument();
    expect(screen.getByRole("status")).toContainElement(loader());
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(loader()).not.toBeInTheDocument();
  });

  test("is gone when Back brings the page out of the back-forward cache", () => {
    render(<NavigationLoader label="Loading..." />);
    clickLink("/about?from=home");
    act(() => jest.advanceTimersByTime(200));
    expect(loader()).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event("pageshow"));
    });
    expect(loader()).not.toBeInTheDocument();
  });

  test("gives up when no page comes", () => {
    render(<NavigationLoader label="Loading..." />);
    clickLink("/donation");
    act(() => jest.advanceTimersByTime(150));
    expect(loader()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(15_000));
    expect(loader()).not.toBeInTheDocument();
  });

  test("never shows for links the browser opens elsewhere or does not load here", () => {
    render(<NavigationLoader label="Loading..." />);
    clickLink("https://app.mulearn.org/login");
    clickLink("/team", { ctrlKey: true });
    clickLink("/team", { button: 1 });
    clickLink("/team", {}, { target: "_blank" });
    clickLink("/team", {}, { download: "" });
    clickLink("/#main");
    act(() => jest.advanceTimersByTime(1_000));
    expect(loader()).not.toBeInTheDocument();
  });

  test("never shows for a link a script handled", () => {
    render(<NavigationLoader label="Loading..." />);
    const link = document.createElement("a");
    link.href = "/team";
    link.addEventListener("click", (event) => event.preventDefault());
    document.body.appendChild(link);
    act(() => {
      link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    });
    link.remove();
    act(() => jest.advanceTimersByTime(1_000));
    expect(loader()).not.toBeInTheDocument();
  });
});
