import { apiOrigin } from "@/data/api-origin";
import type { LiveStatusWords } from "@/data/i18n";
import { liveStatusText } from "@/data/live-status";
import { formatIndiaDate } from "@/lib/format";

/**
 * What a live block's status line says besides its own source sentence: the snapshot's date, the
 * backend's host and the page's words for which copy is on screen. A page's server component makes
 * it and hands it to its board; a board imports only the type, so no language file travels in its
 * script (docs/performance.md, "The scripts every page loads").
 */
export interface LiveNote {
  /** The snapshot's date, formatted at build, or null when the snapshot is empty. */
  asOf: string | null;
  /** Where the data comes from: the backend's host. */
  sourceHost: string;
  /** The page's words for the status (content/i18n/<lang>.json, `liveStatus`). */
  words: LiveStatusWords;
}

/** The note for a snapshot fetched at `fetchedAt` (null: empty), in English unless told. */
export function liveNote(
  fetchedAt: string | null,
  { words = liveStatusText, locale }: { words?: LiveStatusWords; locale?: string } = {},
): LiveNote {
  return {
    asOf: fetchedAt ? formatIndiaDate(fetchedAt, locale) : null,
    sourceHost: new URL(apiOrigin).host,
    words,
  };
}
