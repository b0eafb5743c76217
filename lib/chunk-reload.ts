import { handOffRoutes } from "@/data/routes";

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

/**
 * The path a reload marker names. A route whose last segment is a value (a profile id, a KKEM
 * token) is named by its shell, so no id or token is ever written to storage.
 */
export function reloadMarkerPath(path: string): string {
  const route = Object.values(handOffRoutes).find(({ prefix }) => path.startsWith(prefix));
  return route ? route.shellPath : path;
}

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

/** True while this page has not reloaded yet and session storage can remember that it does. */
export function canReload(path: string, storage: () => Storage): boolean {
  try {
    return storage().getItem(RELOAD_KEY_PREFIX + reloadMarkerPath(path)) === null;
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
    storage().setItem(RELOAD_KEY_PREFIX + reloadMarkerPath(path), String(Date.now()));
  } catch {
    return false;
  }
  reload();
  return true;
}
