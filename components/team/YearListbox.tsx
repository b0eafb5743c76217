"use client";

import { useEffect, useRef } from "react";
import {
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from "@headlessui/react";
import { TEAM_YEARS, type TeamYearNumber } from "@/data/team-years";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";
import { yearButtonClass, yearLabelClass } from "./year-select-styles";

/**
 * The year list itself (Headless UI Listbox), loaded by YearSelect when a visitor first points at,
 * focuses or presses the year button. `focus` and `open` carry over what the visitor was doing.
 */
export function YearListbox({
  year,
  onChange,
  focus,
  open,
}: {
  year: TeamYearNumber;
  onChange: (year: TeamYearNumber) => void;
  focus: boolean;
  open: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus || open) button.current?.focus();
    if (open) button.current?.click();
    // Only what happened before this component arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Field className="flex flex-col gap-2">
      <Label className={yearLabelClass}>Team of the year</Label>
      <Listbox value={year} onChange={onChange}>
        <div className="relative w-[200px]">
          <ListboxButton ref={button} className={yearButtonClass}>
            {year}
            <ChevronDownIcon className="text-slate-500 dark:text-slate-400" />
          </ListboxButton>
          <ListboxOptions
            modal={false}
            className="absolute z-20 mt-1 max-h-[300px] w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          >
            {TEAM_YEARS.map((option) => (
              <ListboxOption
                key={option}
                value={option}
                className="group flex cursor-pointer items-center justify-between px-4 py-2 text-slate-800 select-none data-focus:bg-brand-50 data-focus:text-brand-800 data-selected:font-semibold dark:text-slate-200 dark:data-focus:bg-slate-800 dark:data-focus:text-white"
              >
                {option}
                <CheckIcon size={16} className="invisible group-data-selected:visible" />
              </ListboxOption>
            ))}
          </ListboxOptions>
        </div>
      </Listbox>
    </Field>
  );
}
