import { act, render, screen } from "@testing-library/react";
import { LiveStatsView } from "@/components/sections/views/LiveStatsView";

/** The browser's WebSocket, played by the test: every socket the page opens, in order. */
class FakeWebSocket {
  static opened: FakeWebSocket[] = [];
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeWebSocket.opened.push(this);
  }
  close() {
    this.closed = true;
  }
}

beforeAll(() => {
  global.WebSocket = FakeWebSocket as unknown as typeof WebSocket;
});

const renderFigures = () =>
  render(
    <LiveStatsView
      section={{
        kind: "stats",
        heading: "µLearn in numbers",
        items: [
          { value: "60,000+", label: "Community members", live: "members" },
          { value: "200", label: "Events" },
        ],
        source: "As published on µLearn's website in 2025.",
      }}
    />,
  );

/** A figure's value and the line under it, by its label. */
const figure = (label: string) =>
  Array.from(
    screen.getByText(label).parentElement!.querySelectorAll("dd"),
    (dd) => dd.firstChild?.textContent ?? "",
  );

test("the published figure stands until the socket speaks, then its live count replaces it", () => {
  const { unmount } = renderFigures();
  expect(FakeWebSocket.opened.map((socket) => socket.url)).toEqual([
    "wss://mulearn.org/ws/v1/public/landing-stats/",
  ]);
  expect(figure("Community members")).toEqual(["60,000+", "Published figure"]);
  expect(screen.getByText("As published on µLearn's website in 2025.")).toBeInTheDocument();

  act(() => FakeWebSocket.opened[0]!.onmessage?.({ data: '{"members": 12345678}' }));
  expect(figure("Community members")).toEqual(["1,23,45,678", "Live count"]);
  expect(figure("Events")).toEqual(["200"]);
  unmount();
});

test("leaving the page closes its socket", () => {
  const { unmount } = renderFigures();
  const socket = FakeWebSocket.opened.at(-1)!;
  expect(socket.closed).toBe(false);
  unmount();
  expect(socket.closed).toBe(true);
});
