"use client";

import { useEffect } from "react";
import { DESKTOP_QUERY } from "./desktop-nav-styles";

/**
 * What the desktop submenus' HTML cannot do alone (they open as popovers, DesktopNav): open on
 * hover and close when the pointer leaves both button and panel, stay open when a hover-opened
 * menu's button is then clicked, close on a chosen entry (the browser then follows it, and Back
 * finds the menu closed), when focus moves elsewhere and when the window narrows to
 * the mobile menu, and keep the buttons' `aria-expanded` in step. It adds listeners to the
 * server's markup and renders nothing.
 */
export function DesktopNavScript() {
  useEffect(() => {
    const buttons = [
      ...document.querySelectorAll<HTMLButtonElement>("header nav button[popovertarget]"),
    ];
    const pairs = buttons.flatMap((button) => {
      const panel = document.getElementById(button.getAttribute("popovertarget")!);
      return panel ? [{ button, panel, item: button.parentElement! }] : [];
    });
    const isOpen = (panel: HTMLElement) => panel.matches(":popover-open");
    const cleanups: (() => void)[] = [];
    const listen = <K extends keyof HTMLElementEventMap>(
      target: HTMLElement,
      type: K,
      listener: (event: HTMLElementEventMap[K]) => void,
    ) => {
      target.addEventListener(type, listener);
      cleanups.push(() => target.removeEventListener(type, listener));
    };

    for (const { button, panel, item } of pairs) {
      const within = (node: EventTarget | null) =>
        node instanceof Node && (item.contains(node) || panel.contains(node));
      const close = () => {
        if (isOpen(panel)) panel.hidePopover();
      };
      const expanded = () => button.setAttribute("aria-expanded", String(isOpen(panel)));
      expanded();
      listen(panel, "toggle", expanded);

      listen(item, "pointerenter", (event) => {
        if (event.pointerType === "mouse" && !isOpen(panel)) panel.showPopover();
      });
      const onLeave = (event: PointerEvent) => {
        if (event.pointerType === "mouse" && !within(event.relatedTarget)) close();
      };
      listen(item, "pointerleave", onLeave);
      listen(panel, "pointerleave", onLeave);
      // A mouse click on a menu the pointer has already opened keeps it open; keyboard presses
      // (detail 0) and taps on a closed menu toggle it, as the browser does without this script.
      listen(button, "click", (event) => {
        if (event.detail > 0 && isOpen(panel)) event.preventDefault();
      });
      // Focus moving to somewhere else on the page closes it (a click on the menu's own text
      // moves focus nowhere, and keeps it open).
      const onFocusOut = (event: FocusEvent) => {
        if (event.relatedTarget && !within(event.relatedTarget)) close();
      };
      listen(item, "focusout", onFocusOut);
      listen(panel, "focusout", onFocusOut);
      listen(panel, "click", (event) => {
        const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
        if (link) close();
      });
    }

    const wide = window.matchMedia(DESKTOP_QUERY);
    const onNarrow = () => {
      if (!wide.matches) for (const { panel } of pairs) if (isOpen(panel)) panel.hidePopover();
    };
    wide.addEventListener("change", onNarrow);
    cleanups.push(() => wide.removeEventListener("change", onNarrow));
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);
  return null;
}
