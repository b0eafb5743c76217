import { act, render, screen } from "@testing-library/react";
import { NavigationLoader } from "@/components/providers/NavigationLoader";

let mockPath = "/";
jest.mock("next/navigation", () => ({ usePathname: () => mockPath }));

function clickLink(href: string, init: MouseEventInit = {}) {
  const link = document.createElement("a");
  link.href = href;
  link.addEventListener("click", (event) => event.preventDefault());
  document.body.appendChild(link);
  act(() => {
    link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init }),
    );
  });
  link.remove();
}

describe("loading screen during navigation", () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockPath = "/";
  });
  afterEach(() => jest.useRealTimers());

  test("a slow in-site navigation shows the full-page loader until the new page renders", () => {
    const { rerender } = render(<NavigationLoader />);
    clickLink("/team");
    expect(screen.queryByRole("img", { name: "Loading..." })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole("img", { name: "Loading..." })).toBeInTheDocument();
    mockPath = "/team";
    rerender(<NavigationLoader />);
    expect(screen.queryByRole("img", { name: "Loading..." })).not.toBeInTheDocument();
  });

  test("links the browser handles itself never show it", () => {
    render(<NavigationLoader />);
    clickLink("https://app.mulearn.org/login");
    clickLink("/team", { ctrlKey: true });
    clickLink("/#main");
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole("img", { name: "Loading..." })).not.toBeInTheDocument();
  });
});
