"use client";

import { useEffect, useRef, useState, type KeyboardEvent, type ToggleEvent } from "react";
import { usePathname } from "next/navigation";
import { TEAM_YEARS, type TeamYearNumber } from "@/data/team-years";
import { DEFAULT_TEAM_YEAR, parseTeamYear, teamYearPath } from "@/lib/team";
import { CheckIcon, ChevronDownIcon } from "@/components/ui/icons";
import {
  YEAR_BUTTON_ID as BUTTON_ID,
  YEAR_CHOSEN_KEY,
  type YearChosen,
} from "./year-select-markers";

const LABEL_ID = "team-year-label";
const LIST_ID = "team-year-list";

/** The year a team address shows: /team is 2025, /team/2023 is 2023. */
function yearFromPath(pathname: string): TeamYearNumber {
  return parseTeamYear(pathname.match(/^\/team\/(\d{4})$/)?.[1]);
}

/** The year chosen here, from session storage: its page puts the visitor back on the button. */
function chosen(): YearChosen | null {
  try {
    return JSON.parse(session()?.getItem(YEAR_CHOSEN_KEY) ?? "null") as YearChosen | null;
  } catch {
    return null;
  }
}

/** Session storage, or nothing where the browser refuses it (private modes, blocked cookies). */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const options = (list: HTMLElement | null) => [
  ...(list?.querySelectorAll<HTMLAnchorElement>('[role="option"]') ?? []),
];

/**
 * The year dropdown (2025 to 2022, default 2025, 200px wide): a button that opens a popover list
 * of links, one per year's address, so it works from the first paint and without JavaScript (the
 * browser opens, closes on Escape or a click outside, and follows a link). The script only adds
 * to the same elements: the list's state on the button, the focus on the chosen year when the
 * list opens, arrow keys, Home and End, and the visitor back on the button in the year's page: at
 * the same place in the window (yearPlaceScript, before the first frame) and focused. A year is a
 * document of its own (TeamCards), and /team?year=2023 from older links goes to /team/2023.
 */
export function YearSelect() {
  const year = yearFromPath(usePathname());
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // Unset in the HTML: the browser tells assistive technology itself whether a popover is open.
  const [open, setOpen] = useState<boolean>();

  const focusOption = (index: number) => {
    const all = options(list.current);
    all.forEach((option, at) => (option.tabIndex = at === index ? 0 : -1));
    all[index]?.focus();
  };
  const focusChosen = () =>
    focusOption(
      options(list.current).findIndex((option) => option.getAttribute("aria-selected") === "true"),
    );

  useEffect(() => {
    if (window.location.pathname === "/team") {
      const requested = new URLSearchParams(window.location.search).get("year");
      const parsed = parseTeamYear(requested);
      if (parsed !== DEFAULT_TEAM_YEAR) window.location.replace(teamYearPath(parsed));
    }
    if (chosen()?.path === window.location.pathname) {
      button.current?.focus({ preventScroll: true });
    }
    session()?.removeItem(YEAR_CHOSEN_KEY);
    // A list opened before the script ran: take it over as it is, focus and all.
    if (list.current?.matches(":popover-open")) {
      setOpen(true);
      if (document.activeElement === button.current) focusChosen();
    }
    // Once, for the document: each year is a page of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const opened = event.newState === "open";
    setOpen(opened);
    if (opened) focusChosen();
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = options(list.current);
    const at = all.findIndex((option) => option === document.activeElement);
    const target = {
      ArrowDown: Math.min(at + 1, all.length - 1),
      ArrowUp: Math.max(at - 1, 0),
      Home: 0,
      End: all.length - 1,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusOption(target);
    } else if (event.key === " " && at >= 0) {
      // A link follows Enter by itself; a listbox option also takes Space.
      event.preventDefault();
      all[at]?.click();
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <span id={LABEL_ID} className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        Team of the year
      </span>
      <button
        ref={button}
        id={BUTTON_ID}
        type="button"
        popoverTarget={LIST_ID}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${LABEL_ID} ${BUTTON_ID}`}
        className="year-button flex w-[200px] items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-left font-semibold text-slate-900 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
          event.preventDefault();
          if (list.current?.matches(":popover-open")) focusChosen();
          else list.current?.showPopover();
        }}
      >
        {year}
        <ChevronDownIcon className="text-slate-500 dark:text-slate-400" />
      </button>
      <div
        ref={list}
        id={LIST_ID}
        popover="auto"
        role="listbox"
        aria-labelledby={LABEL_ID}
        className="year-list w-[200px] rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        onToggle={onToggle}
        onKeyDown={onListKeyDown}
        onBlur={(event) => {
          // Tabbing out of the list closes it, as a select's list does.
          const next = event.relatedTarget;
          if (next instanceof Node && !list.current?.contains(next) && next !== button.current) {
            list.current?.hidePopover();
          }
        }}
        onClick={(event) => {
          const option =
            event.target instanceof Element ? event.target.closest('[role="option"]') : null;
          const plain = !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
          if (!option || !plain) return;
          // The list closes at once; the year's page follows (the year shown stays as it is).
          list.current?.hidePopover();
          if (option.getAttribute("aria-selected") === "true") event.preventDefault();
          else {
            const place: YearChosen = {
              path: option.getAttribute("href") ?? "",
              top: button.current?.getBoundingClientRect().top ?? 0,
            };
            session()?.setItem(YEAR_CHOSEN_KEY, JSON.stringify(place));
          }
        }}
      >
        {TEAM_YEARS.map((option) => (
          <a
            key={option}
            href={teamYearPath(option)}
            role="option"
            aria-selected={option === year}
            className="flex items-center justify-between px-4 py-2 text-slate-800 select-none hover:bg-brand-50 hover:text-brand-800 focus:bg-brand-50 focus:text-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 aria-selected:font-semibold dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:focus:bg-slate-800 dark:focus:text-white"
          >
            {option}
            <CheckIcon size={16} className={option === year ? undefined : "invisible"} />
          </a>
        ))}
      </div>
    </div>
  );
}
