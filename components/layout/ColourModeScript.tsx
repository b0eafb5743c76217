"use client";

import { useEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { useTheme } from "next-themes";
import { afterNextPaint } from "@/lib/after-next-paint";
import { COLOUR_MODE_ID } from "./colour-mode-markers";

const theSwitch = () => document.getElementById(COLOUR_MODE_ID) as HTMLInputElement | null;

/**
 * Remembers the header switch's choice: a press saves it through next-themes (which also sets the
 * class on <html> that other parts read, such as the toasts' colours). A press made before this
 * script ran is saved when it arrives. A choice made in another tab moves the switch. Renders
 * nothing: the switch is the server's markup (ColourModeToggle).
 */
export function ColourModeScript() {
  const { resolvedTheme, setTheme } = useTheme();
  // The saved mode this page started in (<html>'s class has followed any press since).
  const saved = useRef(resolvedTheme);

  useEffect(() => {
    const box = theSwitch();
    if (!box) return;
    const remember = () => setTheme(box.checked ? "dark" : "light");
    if (box.checked !== (saved.current === "dark")) remember();
    // After the frame that shows the switch moved, as the inline script turns the page: next-themes
    // sets <html>'s class too, and at once it would restyle the page in the press's own frame. The
    // choice is rendered within its task: a press between it and a later render was undone by the
    // switch following the mode (below).
    let cancel = () => {};
    const onChange = () => {
      cancel();
      cancel = afterNextPaint(() => flushSync(remember));
    };
    box.addEventListener("change", onChange);
    return () => {
      box.removeEventListener("change", onChange);
      cancel();
    };
  }, [setTheme]);

  // Only a change after the first render: at first, the switch (perhaps already pressed) leads.
  const previous = useRef(resolvedTheme);
  useEffect(() => {
    if (previous.current === resolvedTheme) return;
    previous.current = resolvedTheme;
    const box = theSwitch();
    if (box && resolvedTheme) box.checked = resolvedTheme === "dark";
  }, [resolvedTheme]);

  return null;
}
