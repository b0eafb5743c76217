"use client";

import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from "react";
import { navigation } from "@/data/navigation";
import { ChevronDownIcon } from "@/components/ui/icons";
import { NavLinkItem } from "./NavLinkItem";
import { NavMenuGroups } from "./NavMenuGroups";
import { desktopNavListClass } from "./desktop-nav-styles";

const topItemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

/**
 * The desktop navigation (above 1024px), as a disclosure list: a submenu opens on hover, and for
 * keyboard users on Enter or Space; it closes on leaving, on Escape, on focus moving away, on a
 * click outside, or on choosing an entry. (Headless UI's Menu and Popover open on click only.)
 */
export function DesktopNav() {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const listRef = useRef<HTMLUListElement>(null);
  const close = () => setOpenIndex(null);

  useEffect(() => {
    if (openIndex === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpenIndex(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [openIndex]);

  const onButtonClick = (index: number) => (event: MouseEvent) => {
    // A mouse click right after hover-open keeps the menu open; keyboard clicks (detail 0) toggle.
    if (event.detail === 0) setOpenIndex((current) => (current === index ? null : index));
    else setOpenIndex(index);
  };

  const onItemBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
  };

  return (
    // Fixed-height items: a half-parsed item already has its final height, so nothing jumps.
    <ul ref={listRef} className={desktopNavListClass}>
      {navigation.map((item, index) => {
        if (item.kind === "link") {
          return (
            <li key={item.label} className="flex h-9 items-center">
              <NavLinkItem link={item} className={topItemClass} />
            </li>
          );
        }
        const open = openIndex === index;
        const panelId = `nav-panel-${index}`;
        return (
          <li
            key={item.label}
            className="relative flex h-9 items-center"
            onMouseEnter={() => setOpenIndex(index)}
            onMouseLeave={close}
            onBlur={onItemBlur}
            onKeyDown={(event) => {
              if (event.key === "Escape" && open) {
                close();
                buttons.current[index]?.focus();
              }
            }}
          >
            <button
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              aria-expanded={open}
              aria-controls={open ? panelId : undefined}
              onClick={onButtonClick(index)}
              className={topItemClass}
            >
              {item.label}
              <ChevronDownIcon
                size={16}
                className={`transition-transform duration-200 ${open ? "rotate-180" : ""}`}
              />
            </button>
            {/* Rendered only while open: closed panels were 10 KB of HTML ahead of <main>, which
                pushed the page's heading and lead out of the first painted frame. The padding
                bridges the gap, so moving the pointer down does not close the panel. */}
            {open ? (
              <div id={panelId} className="absolute left-0 top-full z-50 pt-2">
                <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
                  <NavMenuGroups groups={item.groups} onChoose={close} columns />
                </div>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
