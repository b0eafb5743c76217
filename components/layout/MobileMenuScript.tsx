"use client";

import { useEffect } from "react";
import { DESKTOP_QUERY } from "./desktop-nav-styles";
import { MOBILE_MENU_ID, mobileMenuParts } from "./mobile-menu-markers";

const part = (name: keyof typeof mobileMenuParts) => `[${mobileMenuParts[name]}]`;

/**
 * What the mobile menu's HTML cannot do alone: submenus as a drill-down (a button opens one, Back
 * returns with focus on that button), closing on a chosen entry (the browser then follows it, and
 * Back finds the menu closed) and when the window grows beyond 1024px, and the
 * hamburger's `aria-expanded`. It finds the server's markup by id and renders nothing, so the
 * menu's links never enter the page's script.
 */
export function MobileMenuScript() {
  useEffect(() => {
    const dialog = document.getElementById(MOBILE_MENU_ID);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const hamburger = document.querySelector(
      `[commandfor="${MOBILE_MENU_ID}"][command="show-modal"]`,
    );
    const items = [...dialog.querySelectorAll<HTMLLIElement>("nav > ul > li")];
    const within = (item: Element, name: keyof typeof mobileMenuParts) =>
      item.querySelector<HTMLElement>(part(name));

    const showTopLevel = () => {
      for (const item of items) {
        item.hidden = false;
        for (const name of ["opener", "back"] as const) {
          const element = within(item, name);
          if (element) element.hidden = false;
        }
        const panel = within(item, "panel");
        if (panel) panel.hidden = true;
      }
    };
    const showSubmenu = (chosen: HTMLLIElement) => {
      for (const item of items) item.hidden = item !== chosen;
      within(chosen, "opener")!.hidden = true;
      within(chosen, "panel")!.hidden = false;
      within(chosen, "back")!.focus();
    };

    // A menu opened before this ran keeps its layout until it closes.
    let enhanced = false;
    const enhance = () => {
      if (enhanced || dialog.open) return;
      enhanced = true;
      showTopLevel();
    };
    enhance();

    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      const link = target.closest("a[href]");
      if (link) {
        dialog.close();
        return;
      }
      if (!enhanced) return;
      const item = target.closest<HTMLLIElement>("nav > ul > li");
      if (!item) return;
      if (target.closest(part("opener"))) showSubmenu(item);
      else if (target.closest(part("back"))) {
        showTopLevel();
        within(item, "opener")!.focus();
      }
    };
    const onClose = () => {
      hamburger?.setAttribute("aria-expanded", "false");
      if (enhanced) showTopLevel();
      else enhance();
    };
    // `toggle` also fires on opening; the invoker command opens the dialog without script.
    const onToggle = () => hamburger?.setAttribute("aria-expanded", String(dialog.open));
    const wide = window.matchMedia(DESKTOP_QUERY);
    const onWide = () => {
      if (wide.matches && dialog.open) dialog.close();
    };

    dialog.addEventListener("click", onClick);
    dialog.addEventListener("close", onClose);
    dialog.addEventListener("toggle", onToggle);
    wide.addEventListener("change", onWide);
    onToggle();
    onWide();
    return () => {
      dialog.removeEventListener("click", onClick);
      dialog.removeEventListener("close", onClose);
      dialog.removeEventListener("toggle", onToggle);
      wide.removeEventListener("change", onWide);
    };
  }, []);
  return null;
}
