import type { SearchLang } from "@/data/search";
import { searchTexts } from "@/data/search-text";
import { SearchDialogBody } from "./SearchDialogBody";
import { SEARCH_BODY_ID, SEARCH_DIALOG_ID } from "./search-markers";

/** The search dialog's markup, rendered on the server only (SiteSearch.tsx). */
export function SearchDialog({ lang = "en" }: { lang?: SearchLang }) {
  return (
    <dialog
      id={SEARCH_DIALOG_ID}
      aria-label={searchTexts[lang].dialogTitle}
      closedby="any"
      className="fixed inset-x-0 top-0 mx-auto mt-0 max-h-dvh w-full max-w-2xl overflow-y-auto border-0 bg-white p-4 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 sm:mt-20 sm:max-h-[80dvh] sm:w-[calc(100%-2rem)] sm:rounded-2xl sm:p-6 dark:bg-slate-900 dark:text-slate-100"
    >
      <div id={SEARCH_BODY_ID}>
        <SearchDialogBody lang={lang} />
      </div>
    </dialog>
  );
}
