"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { intentFromSearch, searchForIntent } from "@/lib/contact";
import { changedValue } from "@/lib/early-input";
import { reasonId, reasonSelector } from "./contact-markers";

/** Shows the card of the chosen reason only, or every card for "". */
function showReasons(intent: string) {
  for (const card of document.querySelectorAll<HTMLElement>(reasonSelector)) {
    card.hidden = intent !== "" && reasonId(card) !== intent;
  }
}

/**
 * "I am here to…": a select that narrows the reasons to the chosen one, kept in the address as
 * ?intent= (a link can preselect it; an unknown one is ignored). Hidden without JavaScript, when
 * every reason shows instead.
 */
export function ReasonPicker({ reasons }: { reasons: { id: string; label: string }[] }) {
  const [intent, setIntent] = useState("");
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);

  const apply = useCallback((next: string) => {
    setIntent(next);
    showReasons(next);
  }, []);

  const choose = useCallback(
    (next: string) => {
      const { pathname, search, hash } = window.location;
      window.history.pushState(null, "", `${pathname}${searchForIntent(search, next)}${hash}`);
      apply(next);
    },
    [apply],
  );

  useEffect(() => {
    const ids = reasons.map((reason) => reason.id);
    const fromAddress = () => apply(intentFromSearch(window.location.search, ids));
    // The select takes a choice from the first paint. One made before this script ran is on
    // screen but not in `intent`: choose it now, as if made now; else the address's.
    const early = select.current ? changedValue(select.current) : undefined;
    if (typeof early === "string") choose(early);
    else fromAddress();
    window.addEventListener("popstate", fromAddress);
    return () => window.removeEventListener("popstate", fromAddress);
  }, [apply, choose, reasons]);

  return (
    <div className="[@media(scripting:none)]:hidden">
      <label htmlFor={id} className="block font-semibold text-slate-900 dark:text-white">
        I am here to…
      </label>
      <select
        ref={select}
        id={id}
        value={intent}
        onChange={(event) => choose(event.target.value)}
        className="mt-2 w-full max-w-md rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        <option value="">See every reason</option>
        {reasons.map((reason) => (
          <option key={reason.id} value={reason.id}>
            {reason.label}
          </option>
        ))}
      </select>
    </div>
  );
}
