"use client";

import { useId, type ReactNode } from "react";
import { FieldError } from "@/components/forms/FieldError";
import { describedBy, hintClass } from "@/components/forms/field-styles";

export interface RadioOption<T extends string = string> {
  value: T;
  label: string;
  /** A CSS colour or gradient shown as a dot before the label (a logo's colours). */
  swatch?: string;
  /** A second, lighter line under the label (a tier's name); part of the radio's name. */
  note?: string;
}

/** A card's look: in a grid of columns at least 9rem wide. */
const cards = {
  legend: "font-semibold text-slate-900 dark:text-slate-100",
  options: "mt-2 grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3",
  option:
    "flex cursor-pointer items-center gap-2 rounded-lg border border-slate-400 px-3 py-3 font-semibold text-slate-900 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600 has-focus-visible:outline-3 has-focus-visible:outline-brand-500 dark:border-slate-500 dark:text-white dark:has-checked:border-brand-300 dark:has-checked:bg-brand-950 dark:has-checked:ring-brand-300",
  radio: "size-4 accent-brand-600 focus-visible:outline-none dark:accent-brand-300",
};

/**
 * Cards in a grid for a few weighty choices (amounts); wider cards for choices whose labels are
 * phrases (how often to give: "എല്ലാ മാസവും" broke over two lines in a 9rem card); pills that
 * wrap for many light ones.
 */
const looks = {
  cards,
  wideCards: {
    ...cards,
    options: "mt-2 grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] gap-3",
  },
  pills: {
    legend: "font-semibold text-slate-950 dark:text-white",
    options: "mt-2 flex flex-wrap gap-2",
    option:
      "flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-100 dark:has-checked:border-brand-400 dark:has-checked:bg-slate-800",
    radio: "accent-brand-600",
  },
} as const;

/**
 * A choice of one among a few options, drawn as cards or pills: native radios in a fieldset, so
 * arrow keys move between them and the legend names the group.
 */
export function RadioCards<T extends string>({
  legend,
  name,
  options,
  value,
  onValueChange,
  look = "cards",
  hint,
  error,
  describedByIds,
  children,
}: {
  legend: string;
  name: string;
  options: readonly RadioOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  look?: keyof typeof looks;
  hint?: ReactNode;
  error?: string;
  /** Ids of text outside the group that also describes it (a message two groups share). */
  describedByIds?: string;
  /** More content inside the group, after the cards (a custom amount field). */
  children?: ReactNode;
}) {
  const id = useId();
  const classes = looks[look];
  const description = [describedBy(id, hint, error), describedByIds].filter(Boolean).join(" ");
  return (
    <fieldset aria-describedby={description || undefined} data-invalid={error ? true : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      <div className={classes.options}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className={classes.radio}
            />
            {option.swatch ? (
              <span
                aria-hidden="true"
                className="size-5 rounded-full border border-slate-400"
                style={{ background: option.swatch }}
              />
            ) : null}
            {option.note ? (
              <span className="flex flex-col">
                <span>{option.label}</span>
                <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
                  {option.note}
                </span>
              </span>
            ) : (
              option.label
            )}
          </label>
        ))}
      </div>
      {children}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
