import { useSyncExternalStore } from "react";
import { socketUrls } from "@/lib/api-paths";
import { fetchGlobalCount } from "@/lib/live/stats";
import { createStatsFeed, notLive, type FeedState, type StatsFeed } from "@/lib/live/stats-feed";

/** How long the REST fallback may take before the page keeps what it shows. */
const fallbackTimeoutMs = 8_000;

let feed: StatsFeed | undefined;

/** The page's one feed, made on first use in the browser. */
function browserFeed(): StatsFeed {
  feed ??= createStatsFeed({
    openSocket: () => new WebSocket(socketUrls.landingStats),
    fetchFallback: () => fetchGlobalCount(fallbackTimeoutMs),
    target: window,
  });
  return feed;
}

const subscribe = (listener: () => void) => browserFeed().subscribe(listener);
const getState = () => browserFeed().getState();
const getServerState = () => notLive;

/**
 * The backend's live figures, merged as they arrive. The socket opens when the first figure
 * subscribes, after hydration (so after the first paint), and closes when the last one leaves.
 */
export function useLiveStats(): FeedState {
  return useSyncExternalStore(subscribe, getState, getServerState);
}
