import { act, render, screen } from "@testing-library/react";
import { callApi } from "@/lib/api-call";
import { useLive } from "@/hooks/use-live";

/** Reads a list from a fake backend path; what the hook shows is rendered as text. */
const load = (signal: AbortSignal) =>
  callApi("/api/v1/public/example/", { signal, read: (payload) => payload as string[] });

function Board() {
  const live = useLive(["from the snapshot"], load, 6_000);
  return (
    <p>
      {live.status} {live.failure ?? "-"}: {live.data.join(", ")}
    </p>
  );
}

const envelope = (response: unknown) =>
  JSON.stringify({ hasError: false, statusCode: 200, message: { general: [] }, response });

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("shows the snapshot first, then the live answer in its place", async () => {
  global.fetch = jest.fn(async () => ({
    status: 200,
    text: async () => envelope(["live call"]),
  })) as unknown as typeof fetch;
  render(<Board />);
  expect(screen.getByText(/from the snapshot/)).toBeInTheDocument();
  expect(await screen.findByText("live -: live call")).toBeInTheDocument();
});

test("an HTML error page keeps the snapshot and says why", async () => {
  global.fetch = jest.fn(async () => ({
    status: 500,
    text: async () => "<h1>Server Error (500)</h1>",
  })) as unknown as typeof fetch;
  render(<Board />);
  expect(await screen.findByText("failed server: from the snapshot")).toBeInTheDocument();
});

test("no answer within the time-out keeps the snapshot", async () => {
  jest.useFakeTimers();
  // A fetch that answers only when it is aborted, as a browser's does.
  global.fetch = jest.fn(
    (_url: string, init: RequestInit) =>
      new Promise((_, reject) =>
        init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      ),
  ) as unknown as typeof fetch;
  render(<Board />);
  await act(async () => {
    jest.advanceTimersByTime(5_999);
  });
  expect(screen.getByText("snapshot -: from the snapshot")).toBeInTheDocument();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByText("failed timeout: from the snapshot")).toBeInTheDocument();
});
