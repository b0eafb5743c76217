"use client";

import { useEffect } from "react";
import { inView } from "framer-motion/dom";
import { teamSelectors } from "./team-markers";

/** A group reveals itself once it comes within 100px of the viewport. */
const MARGIN_PX = 100;

/**
 * The scroll-in reveal for one year's view: after hydration, groups still far below the viewport
 * are hidden, then shown once as they near (globals.css animates them). Without script, all show.
 */
export function TeamReveal({ year }: { year: number }) {
  useEffect(() => {
    // One framer-motion observer for the whole view, not a motion component per group: less JS.
    // Only groups below the viewport are hidden, so nothing already on screen blinks out.
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
