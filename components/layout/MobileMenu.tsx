"use client";

import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { MenuIcon } from "@/components/ui/icons";

const loadDialog = () => import("./MobileMenuDialog");
// React's lazy, not next/dynamic: the same code split without 1.8 KB gzip of loader on every page.
const MobileMenuDialog = lazy(loadDialog);

/**
 * The hamburger button (1024px or less). The dialog's code starts loading as soon as a visitor
 * points at, touches or focuses the button, so pages do not ship it to everyone up front.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // Headless UI returns focus to the element focused before its code loaded, which it never saw
  // (this button): the button takes focus back itself once the closing dialog lifts `inert`.
  const close = useCallback(() => {
    setOpen(false);
    const target = button.current;
    if (!target) return;
    const focusWhenFree = () => !target.closest("[inert]") && (target.focus(), true);
    if (focusWhenFree()) return;
    const observer = new MutationObserver(() => focusWhenFree() && observer.disconnect());
    observer.observe(document.body, {
      attributes: true,
      attributeFilter: ["inert"],
      subtree: true,
    });
  }, []);
  // Only a head start: a failure here is handled when the menu renders (error page, one reload).
  const preload = () => void loadDialog().catch(() => {});

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-800 hover:bg-slate-100 nav:hidden dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <span className="sr-only">Open menu</span>
        <MenuIcon size={24} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
