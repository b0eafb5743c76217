import type { ReactNode } from "react";
import type { LiveStatus } from "@/hooks/use-live";
import type { LiveNote } from "@/components/live/live-note";
import { fillSlots } from "@/lib/format";
import { cx } from "@/lib/cx";

/**
 * Every live block's note: where its data comes from, then which copy is on screen, in the one
 * set of words of the page's language (content/i18n/<lang>.json, `liveStatus`). Every message is stacked in one grid cell with only the
 * current one visible, so the line is as tall as the longest at any width and changing it moves
 * nothing below. Where the data comes from and which copy is on screen are no subject of the page:
 * the site search leaves both out.
 */
export function LiveStatusLine({
  source,
  sourceHost,
  asOf,
  status,
  children,
  className,
  words: text,
}: LiveNote & {
  /** Where the data comes from: "Hiring calls come from … on µLearn's server", then the host. */
  source: string;
  status: LiveStatus;
  /** More about the data (its time zone, its window), said after where it comes from. */
  children?: ReactNode;
  className?: string;
}) {
  const messages: Record<LiveStatus, string> =
    asOf !== null
      ? {
          snapshot: fillSlots(text.asOf, { date: asOf }),
          live: text.live,
          failed: fillSlots(text.failedWithSnapshot, { date: asOf }),
        }
      : { snapshot: text.emptySnapshot, live: text.live, failed: text.failedEmpty };
  return (
    <div
      className={cx(
        "mt-4 max-w-3xl space-y-1 text-sm text-slate-700 dark:text-slate-300",
        className,
      )}
    >
      <p data-pagefind-ignore="">
        {source} ({sourceHost}).
      </p>
      {children}
      <div role="status" className="grid" data-pagefind-ignore="">
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
