import type { ReactNode } from "react";

/** One labelled detail of a card's `<dl>` (a hiring call's location, a session's speaker). */
export function CardDetail({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
