import type { LiveStatus } from "@/hooks/use-live";
import type { LiveBlockText } from "@/data/learning-circles";
import { cx } from "@/lib/cx";

/**
 * A live block's note: where its data comes from, then which copy is on screen. Every message
 * the block can show is stacked in one grid cell with only the current one visible, so the line
 * is as tall as the longest at any width and changing it moves nothing below.
 */
export function LiveStatusLine({
  source,
  sourceHost,
  text,
  asOf,
  status,
  className,
}: {
  /** "… come from … on µLearn's server", completed with the host. */
  source: string;
  sourceHost: string;
  text: LiveBlockText;
  /** The snapshot's date, formatted at build, or null when the snapshot is empty. */
  asOf: string | null;
  status: LiveStatus;
  className?: string;
}) {
  const messages: Record<LiveStatus, string> =
    asOf !== null
      ? { snapshot: text.asOf(asOf), live: text.live, failed: text.failedWithSnapshot(asOf) }
      : { snapshot: text.emptySnapshot, live: text.live, failed: text.failedEmpty };
  return (
    <div className={cx("max-w-3xl text-sm text-slate-700 dark:text-slate-300", className)}>
      <p>
        {source} ({sourceHost}).
      </p>
      <div role="status" className="mt-1 grid">
        {(Object.keys(messages) as LiveStatus[]).map((key) => (
          <p
            key={key}
            aria-hidden={key !== status}
            className={cx("col-start-1 row-start-1", key !== status && "invisible")}
          >
            {messages[key]}
          </p>
        ))}
      </div>
    </div>
  );
}
