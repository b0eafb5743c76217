"use client";

import { useId, type ComponentPropsWithoutRef, type ReactNode } from "react";
import { cx } from "@/lib/cx";
import { FieldError } from "@/components/forms/FieldError";
import { controlClass, describedBy, hintClass, labelClass } from "@/components/forms/field-styles";

type InputProps = Omit<ComponentPropsWithoutRef<"input">, "value" | "onChange" | "id" | "prefix">;

/** A labelled text input with an optional hint and its message beside it. */
export function TextField({
  label,
  hint,
  error,
  value,
  onValueChange,
  optional = false,
  prefix,
  className,
  ...input
}: InputProps & {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Says "(optional)" after the label; fields are required unless marked. */
  optional?: boolean;
  /** A fixed sign before the text, such as "₹". */
  prefix?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? (
          <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>
        ) : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="relative mt-1.5">
        {prefix ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-700 dark:text-slate-300"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-required={optional ? undefined : true}
          aria-describedby={describedBy(id, hint, error)}
          className={cx(controlClass, prefix && "pl-8")}
          {...input}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
