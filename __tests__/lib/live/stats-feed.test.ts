import type { ApiAnswer } from "@/lib/api-call";
import type { Figures } from "@/lib/live/stats";
import { createStatsFeed, type SocketLike } from "@/lib/live/stats-feed";

/** A stand-in for the browser's WebSocket: the test plays the server. */
class FakeSocket implements SocketLike {
  onmessage: SocketLike["onmessage"] = null;
  onclose: SocketLike["onclose"] = null;
  closed = false;
  close = () => {
    this.closed = true;
  };
  send(data: unknown) {
    this.onmessage?.call(this as unknown as WebSocket, { data } as MessageEvent);
  }
  drop() {
    this.onclose?.call(this as unknown as WebSocket, {} as CloseEvent);
  }
}

const restDown: ApiAnswer<Figures> = {
  ok: false,
  kind: "server",
  fieldErrors: {},
  status: 500,
  said: "",
  wording: "server",
};

function setUp(fallback: ApiAnswer<Figures> = restDown) {
  const sockets: FakeSocket[] = [];
  const fetchFallback = jest.fn(async () => fallback);
  const target = new EventTarget();
  const feed = createStatsFeed({
    openSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    fetchFallback,
    target: target as unknown as Window,
  });
  return { feed, sockets, fetchFallback, target };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("the first listener opens one socket; frames are merged into the figures", () => {
  const { feed, sockets } = setUp();
  const listener = jest.fn();
  feed.subscribe(listener);
  feed.subscribe(jest.fn());
  expect(sockets).toHaveLength(1);
  expect(feed.getState()).toEqual({ figures: {}, live: false });

  sockets[0]!.send(
    '{"members": 68000, "ig_count": 34, "karma_pow_count": {"karma_count": 9000000, "pow_count": 250000}}',
  );
  sockets[0]!.send('{"members": 68001}');
  expect(feed.getState()).toEqual({
    figures: { members: 68001, interestGroups: 34, karma: 9000000, proofsOfWork: 250000 },
    live: true,
  });
  expect(listener).toHaveBeenCalledTimes(2);
});

test("a frame with nothing readable changes nothing", () => {
  const { feed, sockets } = setUp();
  const listener = jest.fn();
  feed.subscribe(listener);
  sockets[0]!.send("not json");
  sockets[0]!.send('{"members": -1}');
  expect(listener).not.toHaveBeenCalled();
  expect(feed.getState().live).toBe(false);
});

test("the socket closes when the last listener leaves, and no retry follows", () => {
  const { feed, sockets } = setUp();
  const leaveFirst = feed.subscribe(jest.fn());
  const leaveSecond = feed.subscribe(jest.fn());
  leaveFirst();
  expect(sockets[0]!.closed).toBe(false);
  leaveSecond();
  expect(sockets[0]!.closed).toBe(true);
  jest.advanceTimersByTime(600_000);
  expect(sockets).toHaveLength(1);
});

test("a failing socket is retried after 5 s, then 10, 20, 40 … at most 5 minutes apart", () => {
  const { feed, sockets } = setUp();
  feed.subscribe(jest.fn());
  const waits = [5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000];
  waits.forEach((wait, failure) => {
    sockets[failure]!.drop();
    jest.advanceTimersByTime(wait - 1);
    expect(sockets).toHaveLength(failure + 1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(failure + 2);
  });
});

test("a socket that stayed up a minute fails back to the shortest wait", () => {
  const { feed, sockets } = setUp();
  feed.subscribe(jest.fn());
  sockets[0]!.drop();
  jest.advanceTimersByTime(5_000);
  sockets[1]!.drop();
  jest.advanceTimersByTime(10_000);
  sockets[2]!.send('{"members": 68000}');
  jest.advanceTimersByTime(60_000);
  sockets[2]!.drop();
  jest.advanceTimersByTime(5_000);
  expect(sockets).toHaveLength(4);
});

test("a socket silent for 10 s is closed, REST is asked, and its figures are used", async () => {
  const { feed, sockets, fetchFallback } = setUp({
    ok: true,
    data: { members: 68000, learningCircles: 1500 },
    messages: [],
  });
  feed.subscribe(jest.fn());
  await jest.advanceTimersByTimeAsync(9_999);
  expect(fetchFallback).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(sockets[0]!.closed).toBe(true);
  expect(fetchFallback).toHaveBeenCalledTimes(1);
  expect(feed.getState()).toEqual({
    figures: { members: 68000, learningCircles: 1500 },
    live: true,
  });
});

test("with the socket and REST both down the figures stay as they were", async () => {
  const { feed, sockets, fetchFallback } = setUp();
  feed.subscribe(jest.fn());
  sockets[0]!.drop();
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchFallback).toHaveBeenCalledTimes(1);
  expect(feed.getState()).toEqual({ figures: {}, live: false });
});

test("a socket that has spoken and then drops does not ask REST", async () => {
  const { feed, sockets, fetchFallback } = setUp();
  feed.subscribe(jest.fn());
  sockets[0]!.send('{"members": 68000}');
  sockets[0]!.drop();
  await jest.advanceTimersByTimeAsync(0);
  expect(fetchFallback).not.toHaveBeenCalled();
  expect(feed.getState().figures).toEqual({ members: 68000 });
});

test("pagehide closes the socket and pageshow opens a new one", () => {
  const { feed, sockets, target } = setUp();
  feed.subscribe(jest.fn());
  target.dispatchEvent(new Event("pagehide"));
  expect(sockets[0]!.closed).toBe(true);
  jest.advanceTimersByTime(600_000);
  expect(sockets).toHaveLength(1);
  target.dispatchEvent(new Event("pageshow"));
  expect(sockets).toHaveLength(2);
  expect(sockets[1]!.closed).toBe(false);
});
