"use client";

import { useEffect } from "react";
import { usePathname, useRouter } from "next/navigation";
import {
  Field,
  Label,
  Listbox,
  ListboxButton,
  ListboxOption,
  ListboxOptions,
} from "@headlessui/react";
import { TEAM_YEARS, type TeamYearNumber } from "@/data/schema";
import { DEFAULT_TEAM_YEAR, parseTeamYear, teamYearPath } from "@/lib/team";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";

/** The year a team address shows: /team is 2025, /team/2023 is 2023. */
function yearFromPath(pathname: string): TeamYearNumber {
  return parseTeamYear(pathname.match(/^\/team\/(\d{4})$/)?.[1]);
}

/**
 * §2 year dropdown: 2025 to 2022, default 2025, not searchable, 200px wide. Each year is its own
 * address (/team, /team/2024…), so a view can be shared and Back returns to the previous year;
 * /team?year=2023 from older links is sent to /team/2023 and an invalid year stays on 2025.
 */
export function YearSelect() {
  const pathname = usePathname();
  const router = useRouter();
  const year = yearFromPath(pathname);

  useEffect(() => {
    if (pathname !== "/team") return;
    const requested = parseTeamYear(new URLSearchParams(window.location.search).get("year"));
    if (requested !== DEFAULT_TEAM_YEAR) router.replace(teamYearPath(requested), { scroll: false });
  }, [pathname, router]);

  return (
    <Field className="flex flex-col gap-2">
      <Label className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Team of the year
      </Label>
      <Listbox
        value={year}
        onChange={(next: TeamYearNumber) => {
          if (next !== year) router.push(teamYearPath(next), { scroll: false });
        }}
      >
        <div className="relative w-[200px]">
          <ListboxButton className="flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-left font-semibold text-slate-900 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white">
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
