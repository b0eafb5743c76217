"use client";

import { useState, type ReactNode } from "react";
import { LazyMotion, m, type Variants } from "framer-motion";

const loadFeatures = () => import("@/lib/motion-features").then((module) => module.default);

// §9: a group fades and slides up over 0.6s; its cards follow (CSS in globals.css: 0.5s each,
// 0.1s apart) once the group is shown.
const variants: Variants = {
  hidden: { opacity: 0, y: 32 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.6, ease: "easeOut" } },
};

/**
 * A team group that reveals itself the first time it comes within 100px of the viewport, once.
 * Content is in the static HTML: globals.css keeps it visible without JavaScript, and with
 * prefers-reduced-motion everything is visible at once and nothing moves.
 */
export function RevealGroup({
  id,
  labelledBy,
  children,
}: {
  id: string;
  labelledBy: string;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.section
        id={id}
        aria-labelledby={labelledBy}
        className="team-group"
        data-reveal={shown ? "shown" : "pending"}
        variants={variants}
        initial="hidden"
        whileInView="shown"
        viewport={{ once: true, margin: "100px" }}
        onViewportEnter={() => setShown(true)}
      >
        {children}
      </m.section>
    </LazyMotion>
  );
}
