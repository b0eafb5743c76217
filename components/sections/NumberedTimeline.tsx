import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** A vertical list of steps, each behind a numbered circle. */
export function NumberedTimeline({
  items,
  className,
}: {
  items: { key: string; content: ReactNode }[];
  className?: string;
}) {
  return (
    <ol className={cx("flex flex-col", className)}>
      {items.map((item, index) => (
        <li key={item.key} className="flex gap-4">
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white dark:bg-brand-500 dark:text-slate-950"
          >
            {index + 1}
          </span>
          {item.content}
        </li>
      ))}
    </ol>
  );
}
