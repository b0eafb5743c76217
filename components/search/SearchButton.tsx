import { SearchIcon } from "@/components/ui/icons";
import { uiText, type Lang } from "@/data/i18n";
import { cx } from "@/lib/cx";
import { SEARCH_DIALOG_ID } from "./search-markers";

/**
 * The header's search button. An invoker command opens the search dialog from the first paint,
 * before any script has arrived; "/" and Ctrl+K (Cmd+K) open it too once the scripts run.
 */
export function SearchButton({ lang = "en" }: { lang?: Lang }) {
  return (
    <button
      type="button"
      command="show-modal"
      commandfor={SEARCH_DIALOG_ID}
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      className="inline-flex size-10 items-center justify-center gap-2 rounded-full text-slate-700 hover:bg-slate-100 lg:w-auto lg:border lg:border-slate-300 lg:px-3 dark:text-slate-200 dark:hover:bg-slate-800 lg:dark:border-slate-700"
    >
      <SearchIcon size={20} />
      <span
        className={cx(
          "sr-only lg:not-sr-only lg:text-sm lg:font-medium",
          lang === "ml" && "lg:whitespace-nowrap",
        )}
      >
        {uiText[lang].search.open}
      </span>
      <kbd
        aria-hidden="true"
        className="hidden rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 lg:inline dark:border-slate-600 dark:text-slate-300"
      >
        /
      </kbd>
    </button>
  );
}
