import enWords from "@/content/i18n/en.json";
import type { LiveStatusWords } from "@/data/i18n";

/**
 * The English words of every live block's status line (components/live/LiveStatusLine.tsx): which
 * copy of the data is on screen. Each block says where its data comes from in its own `source`
 * sentence; these say the rest, the same way on every page. They are content/i18n/en.json's
 * `liveStatus`, imported as they are (the boards' browser code needs them, and data/i18n.ts checks
 * the same file); a Malayalam page passes `uiText.ml.liveStatus` instead.
 */
export const liveStatusText: LiveStatusWords = enWords.liveStatus;
