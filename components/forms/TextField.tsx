"use client";

import type { ComponentPropsWithoutRef } from "react";
import { cx } from "@/lib/cx";
import { FieldShell, splitFieldProps, type FieldProps } from "@/components/forms/FieldShell";
import { controlClass } from "@/components/forms/field-styles";

type InputProps = Omit<ComponentPropsWithoutRef<"input">, "value" | "onChange" | "id" | "prefix">;

/** A labelled text input with an optional hint and its message beside it. */
export function TextField({
  prefix,
  ...props
}: InputProps &
  FieldProps & {
    /** A fixed sign before the text, such as "₹". */
    prefix?: string;
  }) {
  const [field, input] = splitFieldProps(props);
  return (
    <FieldShell {...field}>
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
          <input {...links} className={cx(controlClass, prefix && "pl-8")} {...input} />
        </>
      )}
    </FieldShell>
  );
}
