import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageErrorBoundary } from "@/components/providers/PageErrorBoundary";

let mockPath = "/team";
jest.mock("next/navigation", () => ({ usePathname: () => mockPath }));

let failWith: unknown = null;
function Page() {
  if (failWith !== null) throw failWith;
  return <h1>The Gears Behind The Machine.</h1>;
}

/** The page inside the boundary, as the layout renders it. */
const boundedPage = () => (
  <PageErrorBoundary>
    <Page />
  </PageErrorBoundary>
);

describe("the page's error boundary", () => {
  beforeEach(() => {
    mockPath = "/team";
    failWith = null;
    sessionStorage.clear();
    // React reports each caught error, and jsdom cannot navigate: neither is this test's subject.
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  test("a page that throws shows the error page, and Try again shows the page again", async () => {
    failWith = new Error("Cannot read properties of undefined");
    render(boundedPage());
    expect(
      screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

    failWith = null;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(
      screen.getByRole("heading", { level: 1, name: "The Gears Behind The Machine." }),
    ).toBeInTheDocument();
  });

  test("another page clears the error", () => {
    failWith = new Error("boom");
    const { rerender } = render(boundedPage());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Unexpected Application Error!",
    );
    failWith = null;
    mockPath = "/about";
    rerender(boundedPage());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "The Gears Behind The Machine.",
    );
  });

  test("a failed chunk reloads the page once, remembering it for this tab", () => {
    failWith = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    render(boundedPage());
    expect(screen.getByRole("status")).toHaveTextContent(
      "Loading the latest version of this page…",
    );
    expect(Object.keys(sessionStorage)).toEqual(["chunk-reload:/"]);
  });

  test("a chunk that fails again after its reload shows the error page", () => {
    sessionStorage.setItem("chunk-reload:/", "1");
    failWith = Object.assign(new Error("Loading chunk 123 failed."), { name: "ChunkLoadError" });
    render(boundedPage());
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Unexpected Application Error!",
    );
  });

  test("the framework's redirect and not-found signals pass through to its own boundaries", () => {
    failWith = Object.assign(new Error("NEXT_HTTP_ERROR_FALLBACK;404"), {
      digest: "NEXT_HTTP_ERROR_FALLBACK;404",
    });
    expect(() => render(boundedPage())).toThrow("NEXT_HTTP_ERROR_FALLBACK;404");
  });
});
