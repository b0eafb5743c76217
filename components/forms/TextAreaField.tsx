"use client";

import type { ComponentPropsWithoutRef } from "react";
import { FieldShell, splitFieldProps, type FieldProps } from "@/components/forms/FieldShell";
import { controlClass } from "@/components/forms/field-styles";

type TextAreaProps = Omit<ComponentPropsWithoutRef<"textarea">, "value" | "onChange" | "id">;

/** A labelled multi-line text box (an address, a message) with its hint and message. */
export function TextAreaField({ rows = 3, ...props }: TextAreaProps & FieldProps) {
  const [field, textarea] = splitFieldProps(props);
  return (
    <FieldShell {...field}>
      {(links) => <textarea {...links} rows={rows} className={controlClass} {...textarea} />}
    </FieldShell>
  );
}
