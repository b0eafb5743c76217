"use client";

import { useId, type ReactNode } from "react";
import { FieldError } from "@/components/forms/FieldError";
import { describedBy, hintClass } from "@/components/forms/field-styles";

export interface RadioOption {
  value: string;
  label: string;
}

/**
 * A choice of one among a few options (amounts), drawn as cards: native radios in a fieldset, so
 * arrow keys move between them and the legend names the group.
 */
export function RadioCards({
  legend,
  name,
  options,
  value,
  onValueChange,
  hint,
  error,
  children,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption[];
  value: string;
  onValueChange: (value: string) => void;
  hint?: ReactNode;
  error?: string;
  /** More content inside the group, after the cards (a custom amount field). */
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={describedBy(id, hint, error)}
      data-invalid={error ? true : undefined}
    >
      <legend className="font-semibold text-slate-900 dark:text-slate-100">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-3 font-semibold text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 dark:border-slate-500 dark:text-white dark:has-checked:border-brand-300 dark:has-checked:bg-brand-950 dark:has-checked:ring-brand-300"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="size-4 accent-brand-600 focus-visible:outline-none dark:accent-brand-300"
            />
            {option.label}
          </label>
        ))}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
