import type { ReactNode } from "react";
import { ColourModeScript } from "./ColourModeScript";
import { COLOUR_MODE_ID, colourModeSyncScript } from "./colour-mode-markers";

/**
 * The dark-mode switch: a native checkbox (role switch; on means dark) that the page's colours
 * follow through CSS alone (globals.css, the `dark` variant), so it answers from the first paint,
 * before and while the scripts take over. It is server markup that hydration leaves as it is; the
 * script only remembers the choice (next-themes, localStorage) and follows changes from elsewhere.
 * The icons come from the server and follow the switch through the same variant.
 */
export function ColourModeToggle({ icons }: { icons: ReactNode }) {
  return (
    <>
      <label className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
        <input
          id={COLOUR_MODE_ID}
          type="checkbox"
          role="switch"
          // The browser must not restore an old state over the saved choice on back or reload.
          autoComplete="off"
          className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
        />
        <span className="sr-only">Dark mode</span>
        {icons}
      </label>
      <script dangerouslySetInnerHTML={{ __html: colourModeSyncScript }} />
      <ColourModeScript />
    </>
  );
}
