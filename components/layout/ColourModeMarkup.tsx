import { uiText, type Lang } from "@/data/i18n";
import { MoonIcon, SunIcon } from "@/components/ui/icons";
import { COLOUR_MODE_ID, colourModeSyncScript } from "./colour-mode-markers";

/**
 * The dark-mode switch's markup, rendered on the server only (ColourModeToggle): a native checkbox
 * (role switch; on means dark) that the page's colours follow (globals.css, the `dark` variant):
 * through the inline script right after it, which moves <html>'s class at each press, or through
 * CSS alone where scripts do not run. So it answers from the first paint, before and while the
 * page's scripts take over. ColourModeScript only remembers the choice (next-themes,
 * localStorage) and follows changes from elsewhere. The icons follow the switch itself (`peer`),
 * so a press is shown in its own frame, before the page's colours turn in the next.
 */
export function ColourModeMarkup({ lang = "en" }: { lang?: Lang }) {
  return (
    <>
      <label className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        <input
          id={COLOUR_MODE_ID}
          type="checkbox"
          role="switch"
          // The browser must not restore an old state over the saved choice on back or reload.
          autoComplete="off"
          className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
        />
        <span className="sr-only">{uiText[lang].header.darkMode}</span>
        <MoonIcon className="peer-checked:hidden" />
        <SunIcon className="hidden peer-checked:block" />
      </label>
      <script dangerouslySetInnerHTML={{ __html: colourModeSyncScript }} />
    </>
  );
}
