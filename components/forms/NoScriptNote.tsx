import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** What a form needs when JavaScript is off, shown only then: in <noscript>, in the info look. */
export function NoScriptNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <noscript>
      <p
        className={cx(
          "rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-brand-950 dark:border-brand-300 dark:bg-brand-950 dark:text-brand-50",
          className,
        )}
      >
        {children}
      </p>
    </noscript>
  );
}
