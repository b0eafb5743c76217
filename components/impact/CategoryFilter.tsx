"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { changedChoice } from "@/lib/early-input";
import {
  choiceFromSearch,
  isShownUnder,
  searchForChoice,
  type ImpactChoice,
} from "@/lib/impact-filter";
import { storyCategory, storySelector } from "./impact-markers";

/** Shows the story cards of the choice and hides the rest; returns how many show. */
function showStories(choice: ImpactChoice): number {
  let shown = 0;
  for (const card of document.querySelectorAll<HTMLElement>(storySelector)) {
    card.hidden = !isShownUnder(choice, storyCategory(card));
    if (!card.hidden) shown += 1;
  }
  return shown;
}

/**
 * The gallery's category filter: a radio group (arrow keys move the choice), kept in the address
 * as ?category= so a filtered view can be shared, and Back returns to the previous choice. Hidden
 * when scripts do not run, since then it could not filter; the whole list shows instead.
 */
export function CategoryFilter({
  categories,
  total,
}: {
  categories: { id: string; label: string }[];
  total: number;
}) {
  const [choice, setChoice] = useState<ImpactChoice>("all");
  const [shown, setShown] = useState(total);
  const name = useId();
  const group = useRef<HTMLFieldSetElement>(null);

  const apply = useCallback((next: ImpactChoice) => {
    setChoice(next);
    setShown(showStories(next));
  }, []);

  const choose = useCallback(
    (next: ImpactChoice) => {
      const { pathname, search, hash } = window.location;
      window.history.pushState(null, "", `${pathname}${searchForChoice(search, next)}${hash}`);
      apply(next);
    },
    [apply],
  );

  useEffect(() => {
    const ids = categories.map((category) => category.id);
    const fromAddress = () => apply(choiceFromSearch(window.location.search, ids));
    // The radios take a choice from the first paint. One made before this script ran is on
    // screen but not in `choice`: choose it now, as if made now; else the address's.
    const early = group.current
      ? changedChoice([...group.current.querySelectorAll<HTMLInputElement>("input[type=radio]")])
      : undefined;
    if (early) choose(early);
    else fromAddress();
    window.addEventListener("popstate", fromAddress);
    return () => window.removeEventListener("popstate", fromAddress);
  }, [apply, categories, choose]);

  const options = [{ id: "all", label: "All" }, ...categories];
  return (
    <div className="mt-6 [@media(scripting:none)]:hidden">
      <fieldset ref={group}>
        <legend className="text-sm font-semibold text-slate-700 dark:text-slate-300">
          Show stories about
        </legend>
        <div className="mt-3 flex flex-wrap gap-2">
          {options.map((option) => (
            <label key={option.id} className="cursor-pointer">
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={choice === option.id}
                onChange={() => choose(option.id)}
                className="peer sr-only"
              />
              <span className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:peer-checked:border-brand-300 dark:peer-checked:bg-brand-300 dark:peer-checked:text-slate-950 dark:peer-focus-visible:outline-brand-300">
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <p role="status" className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        Showing {shown} of {total} stories
      </p>
    </div>
  );
}
