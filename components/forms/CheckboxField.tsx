"use client";

import { useId, type ReactNode } from "react";
import { FieldError } from "@/components/forms/FieldError";
import { describedBy } from "@/components/forms/field-styles";

/** A checkbox with its label (which may hold links) and its message beside it. */
export function CheckboxField({
  name,
  checked,
  onCheckedChange,
  onBlur,
  error,
  required = false,
  children,
}: {
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, false, error)}
          className="mt-1 size-5 shrink-0 accent-brand-600 dark:accent-brand-400"
        />
        <label htmlFor={id} className="text-slate-800 dark:text-slate-200">
          {children}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
