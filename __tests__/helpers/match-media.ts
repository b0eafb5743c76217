import { act } from "@testing-library/react";

type Listener = (event: { matches: boolean }) => void;

/**
 * Replaces jsdom's missing window.matchMedia: each query matches when `matches(query)` is true.
 * The returned function fires a change event to every listener, as a real window does.
 */
export function stubMatchMedia(matches: (query: string) => boolean) {
  const listeners = new Set<{ query: string; listener: Listener }>();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: Listener) => listeners.add({ query, listener }),
    removeEventListener: (_: string, listener: Listener) => {
      for (const entry of listeners) if (entry.listener === listener) listeners.delete(entry);
    },
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return () =>
    act(() => listeners.forEach(({ query, listener }) => listener({ matches: matches(query) })));
}

/** A system colour preference of dark: `prefers-color-scheme: dark` matches. */
export const preferDarkSystem = () => stubMatchMedia((query) => query.includes("dark"));

/** A window `initialWidth` pixels wide; `resize(width)` fires change events like a real window. */
export function mockViewport(initialWidth: number) {
  let width = initialWidth;
  const notify = stubMatchMedia((query) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return min ? width >= Number(min[1]) : false;
  });
  return (next: number) => {
    width = next;
    notify();
  };
}
