/**
 * The live figures' feed, shared by every figure on a page: one socket to the backend's
 * landing-stats counter while anything listens, its frames merged into the figures, the REST
 * fallback when the socket brings nothing, reconnection with back-off, and no socket while the
 * page is hidden in the back-forward cache. No React: hooks/use-live-stats.ts reads it.
 */
import type { ApiAnswer } from "@/lib/api-call";
import { mergeFigures, readStatsFrame, type Figures } from "@/lib/live/stats";

/** What a figure shows: the merged figures, and whether any arrived from the backend. */
export interface FeedState {
  figures: Figures;
  live: boolean;
}

/** The part of a browser WebSocket the feed uses. */
export type SocketLike = Pick<WebSocket, "onmessage" | "onclose" | "close">;

export interface FeedDeps {
  /** Opens the socket (the browser's `new WebSocket(url)`). */
  openSocket: () => SocketLike;
  /** Asks the REST fallback once (lib/live/stats.ts `fetchGlobalCount`). */
  fetchFallback: () => Promise<ApiAnswer<Figures>>;
  /** The window whose pagehide and pageshow pause and resume the feed; none in tests. */
  target?: Pick<Window, "addEventListener" | "removeEventListener">;
}

export interface StatsFeed {
  /** Adds a listener; the first one opens the socket, the last one to leave closes it. */
  subscribe: (listener: () => void) => () => void;
  getState: () => FeedState;
}

/** How long a new socket may stay silent before the feed gives up on it and asks REST. */
export const firstFrameTimeoutMs = 10_000;

/**
 * The wait before reconnecting after the n-th failure in a row (from 0): 5 s, doubling, at most
 * 5 minutes. The backend leaves closed sockets in its broadcast group, so retries must be few.
 */
export const retryDelayMs = (failures: number) => Math.min(5_000 * 2 ** failures, 300_000);

/** A socket that stayed this long counts as healthy: the next failure waits the shortest time. */
const healthyAfterMs = 60_000;

/** The state before anything arrives: the page's own (snapshot or published) figures stand. */
export const notLive: FeedState = { figures: {}, live: false };

export function createStatsFeed({ openSocket, fetchFallback, target }: FeedDeps): StatsFeed {
  let state = notLive;
  const listeners = new Set<() => void>();
  let running = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Closes the current socket quietly; undefined while none is open. */
  let closeCurrent: (() => void) | undefined;

  const apply = (figures: Figures) => {
    if (Object.keys(figures).length === 0) return;
    state = { figures: mergeFigures(state.figures, figures), live: true };
    for (const listener of listeners) listener();
  };

  const askFallback = async () => {
    const result = await fetchFallback();
    if (result.ok && running) apply(result.data);
  };

  const connect = () => {
    retryTimer = undefined;
    const socket = openSocket();
    const openedAt = Date.now();
    let heard = false;
    const silence = setTimeout(() => fail(), firstFrameTimeoutMs);
    const close = () => {
      clearTimeout(silence);
      socket.onmessage = null;
      socket.onclose = null;
      socket.close();
      closeCurrent = undefined;
    };
    const fail = () => {
      close();
      if (Date.now() - openedAt >= healthyAfterMs) failures = 0;
      if (!heard) void askFallback();
      retryTimer = setTimeout(connect, retryDelayMs(failures));
      failures += 1;
    };
    socket.onmessage = (event) => {
      heard = true;
      clearTimeout(silence);
      apply(readStatsFrame(event.data));
    };
    // A failed handshake fires error, then close: close alone is enough.
    socket.onclose = fail;
    closeCurrent = close;
  };

  const pause = () => {
    running = false;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    closeCurrent?.();
  };

  const resume = () => {
    if (running || listeners.size === 0) return;
    running = true;
    connect();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) {
        target?.addEventListener("pagehide", pause);
        target?.addEventListener("pageshow", resume);
        resume();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        target?.removeEventListener("pagehide", pause);
        target?.removeEventListener("pageshow", resume);
        pause();
      };
    },
    getState: () => state,
  };
}
