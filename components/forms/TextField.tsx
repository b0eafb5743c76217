"use client";

import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { cx } from "@/lib/cx";
import { FieldShell } from "@/components/forms/FieldShell";
import { controlClass } from "@/components/forms/field-styles";

type InputProps = Omit<ComponentPropsWithoutRef<"input">, "value" | "onChange" | "id" | "prefix">;

/** A labelled text input with an optional hint and its message beside it. */
export function TextField({
  label,
  hint,
  error,
  value,
  onValueChange,
  optional,
  prefix,
  className,
  ...input
}: InputProps & {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  optional?: boolean;
  /** A fixed sign before the text, such as "₹". */
  prefix?: string;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} className={className}>
      {(links) => (
        <>
          {prefix ? (
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-700 dark:text-slate-300"
            >
              {prefix}
            </span>
          ) : null}
          <input
            {...links}
            value={value}
            onChange={(event) => onValueChange(event.target.value)}
            className={cx(controlClass, prefix && "pl-8")}
            {...input}
          />
        </>
      )}
    </FieldShell>
  );
}
