import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False in the static HTML and during hydration, true afterwards: for values only the browser knows. */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
