"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { usePathname, useRouter } from "next/navigation";
import type { TeamYearNumber } from "@/data/team-years";
import { DEFAULT_TEAM_YEAR, parseTeamYear, teamYearPath } from "@/lib/team";
import { ChevronDownIcon } from "@/components/ui/icons";
import type { YearListbox as YearListboxType } from "./YearListbox";
import { yearButtonClass, yearLabelClass } from "./year-select-styles";

/** The year a team address shows: /team is 2025, /team/2023 is 2023. */
function yearFromPath(pathname: string): TeamYearNumber {
  return parseTeamYear(pathname.match(/^\/team\/(\d{4})$/)?.[1]);
}

const OPEN_KEYS = new Set(["Enter", " ", "ArrowDown", "ArrowUp"]);

/**
 * The year dropdown (2025 to 2022, default 2025, 200px wide): each year is its own address, and
 * /team?year=2023 from older links goes to /team/2023. The Listbox loads on first intent.
 */
export function YearSelect() {
  const pathname = usePathname();
  const router = useRouter();
  const year = yearFromPath(pathname);
  const id = useId();
  const placeholder = useRef<HTMLButtonElement>(null);
  const [Loaded, setLoaded] = useState<typeof YearListboxType | null>(null);
  const [intent, setIntent] = useState({ focus: false, open: false });
  const loading = useRef(false);

  useEffect(() => {
    if (pathname !== "/team") return;
    const requested = parseTeamYear(new URLSearchParams(window.location.search).get("year"));
    if (requested !== DEFAULT_TEAM_YEAR) router.replace(teamYearPath(requested), { scroll: false });
  }, [pathname, router]);

  // Until a visitor points at, focuses or presses the look-alike button, the Listbox and its
  // library are not downloaded; a press before they arrive opens the list once they do.
  const load = (open = false) => {
    if (open) setIntent((previous) => ({ ...previous, open: true }));
    if (loading.current) return;
    loading.current = true;
    void import("./YearListbox").then((module) => {
      setIntent((previous) => ({
        ...previous,
        focus: document.activeElement === placeholder.current,
      }));
      setLoaded(() => module.YearListbox);
    });
  };

  if (Loaded) {
    return (
      <Loaded
        year={year}
        focus={intent.focus}
        open={intent.open}
        onChange={(next) => {
          if (next !== year) router.push(teamYearPath(next), { scroll: false });
        }}
      />
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <span id={`${id}-label`} className={yearLabelClass}>
        Team of the year
      </span>
      <div className="relative w-[200px]">
        <button
          ref={placeholder}
          id={`${id}-button`}
          type="button"
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-labelledby={`${id}-label ${id}-button`}
          className={yearButtonClass}
          onPointerEnter={() => load()}
          onFocus={() => load()}
          onClick={() => load(true)}
          onKeyDown={(event: KeyboardEvent) => {
            if (!OPEN_KEYS.has(event.key)) return;
            event.preventDefault();
            load(true);
          }}
        >
          {year}
          <ChevronDownIcon className="text-slate-500 dark:text-slate-400" />
        </button>
      </div>
    </div>
  );
}
