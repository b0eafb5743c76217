/** Shared by the year button before and after the list loads, so nothing moves when it swaps. */
export const yearLabelClass = "text-sm font-semibold text-slate-700 dark:text-slate-300";
export const yearButtonClass =
  "flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-left font-semibold text-slate-900 shadow-sm hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white";
