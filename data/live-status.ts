/**
 * The words of every live block's status line (components/live/LiveStatusLine.tsx): which copy of
 * the data is on screen. Each block says where its data comes from in its own `source` sentence;
 * these say the rest, the same way on every page.
 */
export const liveStatusText = {
  /** A dated snapshot, before the live answer (and without JavaScript). */
  asOf: (date: string) =>
    `This copy is as of ${date}; the page checks µLearn's server for a newer one when it opens.`,
  /** The committed snapshot is empty until a refresh runs (docs/live-data.md). */
  emptySnapshot:
    "This copy of the page holds no live data: it loads from µLearn's server when the page opens in a browser with JavaScript.",
  live: "Live: this is what µLearn's server holds right now.",
  failedWithSnapshot: (date: string) =>
    `µLearn's server could not be reached just now, so this is the copy as of ${date}. Reload the page later to try again.`,
  failedEmpty: "µLearn's server could not be reached just now. Reload the page later to try again.",
} as const;
