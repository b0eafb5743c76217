"use client";

import { useEffect } from "react";
import { inView } from "framer-motion/dom";
import { teamSelectors } from "./team-markers";

/** §9: a group reveals itself once it comes within 100px of the viewport. */
const MARGIN_PX = 100;

/**
 * §9 scroll-in reveal for one year's view. The groups arrive visible in the HTML; after hydration
 * this hides only those still more than 100px below the viewport, then framer-motion's `inView`
 * marks each one shown, once, as it nears (globals.css animates the group and its cards). So a
 * script that never loads hides nothing, and nothing already on screen blinks out. One observer
 * for the whole view instead of a motion component per group keeps the page's JavaScript small.
 */
export function TeamReveal({ year }: { year: number }) {
  useEffect(() => {
    const view = document.querySelector(teamSelectors.view(year));
    if (!view) return;
    const below = [...view.querySelectorAll<HTMLElement>(teamSelectors.group)].filter(
      (group) => group.getBoundingClientRect().top > window.innerHeight + MARGIN_PX,
    );
    for (const group of below) group.dataset.reveal = "pending";
    return inView(
      below,
      (group) => {
        (group as HTMLElement).dataset.reveal = "shown";
      },
      { margin: `${MARGIN_PX}px` },
    );
  }, [year]);
  return null;
}
