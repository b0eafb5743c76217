import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { fireEvent, within } from "@testing-library/react";
import { CircleFinder } from "@/components/learning-circles/CircleFinder";
import { liveNote } from "@/components/live/live-note";

/** A refreshed snapshot's lists, as a deploy where the backend answers would commit them. */
const snapshot = {
  districts: [
    { id: "d-ekm", name: "Ernakulam" },
    { id: "d-tvm", name: "Thiruvananthapuram" },
  ],
  interestGroups: [{ id: "ig-web", name: "Web Development" }],
};

const finder = () => (
  <CircleFinder
    snapshot={snapshot}
    note={liveNote("2026-11-20T06:00:00Z")}
    joinHref="https://app.mulearn.org/dashboard/learning-circle"
  />
);

beforeEach(() => {
  // The backend never answers here: the finder keeps its snapshot and waits for circles.
  global.fetch = jest.fn(() => new Promise(() => {})) as unknown as typeof fetch;
  window.history.replaceState(null, "", "/learning-circle");
});

afterEach(() => {
  document.body.innerHTML = "";
});

/** The finder as the static HTML draws it, in the document. */
function serveFinder() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(finder());
  document.body.append(container);
  return container;
}

/** Then the page's scripts arrive and React hydrates the finder in place. */
async function hydrateFinder(container: HTMLElement) {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, finder(), { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

const select = (container: HTMLElement, name: string) =>
  within(container).getByRole<HTMLSelectElement>("combobox", { name });

test("the HTML's district and interest-group filters take a choice before the scripts run", () => {
  const html = serveFinder();
  expect(select(html, "District")).toBeEnabled();
  expect(select(html, "Interest group")).toBeEnabled();
  // No district yet, so no college to choose.
  expect(select(html, "College")).toBeDisabled();
});

test("a district and group chosen before the scripts ran go into the address once they run", async () => {
  const html = serveFinder();
  fireEvent.change(select(html, "District"), { target: { value: "Ernakulam" } });
  fireEvent.change(select(html, "Interest group"), { target: { value: "Web Development" } });
  expect(await hydrateFinder(html)).toEqual([]);
  expect(window.location.search).toBe("?district=Ernakulam&ig=Web+Development");
  expect(select(html, "District")).toHaveValue("Ernakulam");
  expect(select(html, "Interest group")).toHaveValue("Web Development");
  expect(select(html, "College")).toBeEnabled();
});

test("an address's choice stays when nothing was chosen before the scripts ran", async () => {
  window.history.replaceState(null, "", "/learning-circle?district=Thiruvananthapuram");
  const html = serveFinder();
  const entries = window.history.length;
  expect(await hydrateFinder(html)).toEqual([]);
  expect(window.location.search).toBe("?district=Thiruvananthapuram");
  expect(window.history.length).toBe(entries);
  expect(select(html, "District")).toHaveValue("Thiruvananthapuram");
});
