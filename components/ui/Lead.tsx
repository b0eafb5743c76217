import type { ReactNode } from "react";
import { cx } from "@/lib/cx";

/** A section's introductory paragraph, in the large reading size; nothing when it is empty. */
export function Lead({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p className={cx("max-w-3xl text-lg text-slate-700 dark:text-slate-300", className ?? "mt-4")}>
      {children}
    </p>
  );
}
