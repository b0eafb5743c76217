"use client";

import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { FieldShell } from "@/components/forms/FieldShell";
import { controlClass } from "@/components/forms/field-styles";

type TextAreaProps = Omit<ComponentPropsWithoutRef<"textarea">, "value" | "onChange" | "id">;

/** A labelled multi-line text box (an address, a message) with its hint and message. */
export function TextAreaField({
  label,
  hint,
  error,
  value,
  onValueChange,
  optional,
  className,
  rows = 3,
  ...textarea
}: TextAreaProps & {
  label: string;
  hint?: ReactNode;
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  optional?: boolean;
}) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional} className={className}>
      {(links) => (
        <textarea
          {...links}
          rows={rows}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          className={controlClass}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
