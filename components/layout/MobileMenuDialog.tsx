"use client";

import { useEffect, useRef, useState } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { navigation } from "@/data/navigation";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "@/components/ui/icons";
import { NavLinkItem } from "./NavLinkItem";
import { NavMenuGroups } from "./NavMenuGroups";
import { Logo } from "./Logo";
import { DESKTOP_QUERY } from "./desktop-nav-styles";

const rowClass =
  "flex w-full items-center justify-between rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * The mobile menu: closed, open at the top level, or open on one submenu. Headless UI's Dialog
 * gives the backdrop, focus trap, Escape, outside click and page scroll lock. It is loaded on the
 * first sign that a visitor wants the menu (see MobileMenu.tsx), not with every page.
 */
export default function MobileMenuDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const [submenu, setSubmenu] = useState<number | null>(null);
  const submenuButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const backButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    onClose();
    setSubmenu(null);
  };

  // The menu closes when the window grows beyond 1024px.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) onClose();
    };
    onChange();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [open, onClose]);

  const openSubmenu = (index: number) => {
    setSubmenu(index);
    requestAnimationFrame(() => backButton.current?.focus());
  };

  const back = () => {
    const from = submenu;
    setSubmenu(null);
    requestAnimationFrame(() => {
      if (from !== null) submenuButtons.current[from]?.focus();
    });
  };

  const active = submenu === null ? null : navigation[submenu];

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50 nav:hidden">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-950/50 transition-opacity duration-300 ease-out data-closed:opacity-0"
      />
      <div className="fixed inset-y-0 right-0 flex w-[85vw] max-w-sm">
        <DialogPanel
          transition
          className="flex w-full flex-col overflow-y-auto bg-white shadow-2xl transition-transform duration-300 ease-out data-closed:translate-x-full dark:bg-slate-900"
        >
          <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-700">
            <DialogTitle className="sr-only">Site menu</DialogTitle>
            <Logo />
            <button
              type="button"
              onClick={close}
              className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
            >
              <span className="sr-only">Close menu</span>
              <CloseIcon size={24} />
            </button>
          </div>

          <nav aria-label="Mobile" className="flex-1 p-3">
            {active && active.kind === "menu" ? (
              <div>
                <button
                  ref={backButton}
                  type="button"
                  onClick={back}
                  className={`${rowClass} justify-start gap-2`}
                >
                  <ChevronLeftIcon size={20} />
                  Back
                </button>
                <p className="px-3 pb-2 pt-3 text-lg font-bold text-slate-900 dark:text-white">
                  {active.label}
                </p>
                <NavMenuGroups groups={active.groups} onChoose={close} />
              </div>
            ) : (
              <ul className="space-y-1">
                {navigation.map((item, index) => (
                  <li key={item.label}>
                    {item.kind === "menu" ? (
                      <button
                        ref={(node) => {
                          submenuButtons.current[index] = node;
                        }}
                        type="button"
                        onClick={() => openSubmenu(index)}
                        className={rowClass}
                      >
                        {item.label}
                        <ChevronRightIcon size={20} />
                      </button>
                    ) : (
                      <NavLinkItem link={item} iconSize={16} onClick={close} className={rowClass} />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </nav>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
