import { handOffPaths } from "@/data/hand-off-paths";

/**
 * When a lazily loaded script fails (usually a deploy replaced the hashed chunks), the page
 * reloads itself once to pick up the new build. A second failure on the same page is left to the
 * error page, so a broken deploy never turns into a reload loop.
 */
const CHUNK_ERROR_PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w/.-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Failed to load chunk/i,
];

export const RELOAD_KEY_PREFIX = "chunk-reload:";

/** True when an error (or rejection reason) is a failed chunk or module-script load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  const candidate = reason as { name?: unknown; message?: unknown };
  const text =
    typeof reason === "string"
      ? reason
      : `${typeof candidate.name === "string" ? candidate.name : ""} ${
          typeof candidate.message === "string" ? candidate.message : ""
        }`;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

/** The marker's key: a hand-off page's value (an id or a token) never goes into storage. */
function markerKey(path: string): string {
  const handOff = Object.values(handOffPaths).find(({ prefix }) => path.startsWith(prefix));
  return RELOAD_KEY_PREFIX + (handOff ? handOff.shellPath : path);
}

/** True while this page has not reloaded yet and session storage can remember that it does. */
export function canReload(path: string, storage: () => Storage): boolean {
  try {
    return storage().getItem(markerKey(path)) === null;
  } catch {
    return false;
  }
}

/**
 * Reloads once per page per tab. Returns true when it reloaded. When session storage is blocked
 * there is no way to remember the first try, so it does not reload at all.
 */
export function reloadOnce(path: string, storage: () => Storage, reload: () => void): boolean {
  if (!canReload(path, storage)) return false;
  try {
    storage().setItem(markerKey(path), String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Reloads the page shown, once (reloadOnce). Every link loads its page as a document, so the page
 * whose scripts failed is always the one in the address bar.
 */
export const reloadAfterChunkError = (storage: () => Storage, location: Location): boolean =>
  reloadOnce(location.pathname, storage, () => location.reload());
