"use client";

import { useEffect } from "react";
import { SEARCH_BODY_ID, SEARCH_DIALOG_ID } from "./search-markers";

/** True when a key press belongs to a field the visitor is typing in. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));

/** The search's language: the page's (<html lang>), as the server drew the dialog in. */
const pageLang = () => (document.documentElement.lang === "ml" ? { lang: "ml" as const } : {});

/**
 * The search dialog's start-up script, kept small: "/" and Ctrl+K (Cmd+K) open the dialog, and its
 * first opening (or one made before this script ran) loads the live search and hydrates it into the
 * server's markup in place. Each opening puts the focus in the box with its text selected.
 */
export function SiteSearchScript() {
  useEffect(() => {
    const dialog = document.getElementById(SEARCH_DIALOG_ID);
    const body = document.getElementById(SEARCH_BODY_ID);
    if (!(dialog instanceof HTMLDialogElement) || !body) return;
    let live = false;
    const onToggle = () => {
      if (!dialog.open) return;
      const box = body.querySelector("input");
      box?.focus();
      box?.select();
      if (live) return;
      live = true;
      Promise.all([import("react-dom/client"), import("./SearchDialogBody")]).then(
        ([{ hydrateRoot }, { SearchDialogBody }]) =>
          hydrateRoot(body, <SearchDialogBody {...pageLang()} />),
        // Not loaded (offline, a new deploy): the form still searches on the search page.
        () => {
          live = false;
        },
      );
    };
    const onKey = (event: KeyboardEvent) => {
      if (dialog.open || event.defaultPrevented || event.altKey) return;
      const modifier = event.ctrlKey || event.metaKey;
      const shortcut = modifier
        ? event.key.toLowerCase() === "k" && !event.shiftKey
        : event.key === "/" && !isTyping(event.target);
      // Another modal dialog (the menu) keeps the keys.
      if (!shortcut || document.querySelector("dialog:modal")) return;
      event.preventDefault();
      dialog.showModal();
    };
    dialog.addEventListener("toggle", onToggle);
    document.addEventListener("keydown", onKey);
    onToggle();
    return () => {
      dialog.removeEventListener("toggle", onToggle);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
  return null;
}
