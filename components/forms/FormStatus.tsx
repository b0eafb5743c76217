"use client";

import type { ReactNode, Ref } from "react";
import { cx } from "@/lib/cx";

export type FormStatusTone = "error" | "info" | "success";

const toneClass: Record<FormStatusTone, string> = {
  error:
    "border-red-700 bg-red-50 text-red-950 dark:border-red-400 dark:bg-red-950 dark:text-red-50",
  info: "border-brand-600 bg-brand-50 text-brand-950 dark:border-brand-300 dark:bg-brand-950 dark:text-brand-50",
  success:
    "border-green-700 bg-green-50 text-green-950 dark:border-green-400 dark:bg-green-950 dark:text-green-50",
};

/**
 * A form's overall message (what went wrong, what happens next). The live region is always in
 * the page so a new message is read out; `statusRef` lets the form move focus to it.
 */
export function FormStatus({
  tone = "error",
  title,
  children,
  statusRef,
}: {
  tone?: FormStatusTone;
  title?: string;
  children?: ReactNode;
  statusRef?: Ref<HTMLDivElement>;
}) {
  const shown = Boolean(title || children);
  return (
    <div role={tone === "error" ? "alert" : "status"} aria-atomic="true">
      {shown ? (
        <div
          ref={statusRef}
          tabIndex={-1}
          className={cx("rounded-lg border-l-4 px-4 py-3", toneClass[tone])}
        >
          {title ? <p className="font-bold">{title}</p> : null}
          {children ? <div className={cx(title && "mt-1", "space-y-2")}>{children}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
