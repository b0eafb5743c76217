/** The looks every form control shares, so fields, checkboxes and radios line up. */
export const controlClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-950 placeholder:text-slate-500 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-invalid:border-red-400";
export const labelClass = "block font-semibold text-slate-900 dark:text-slate-100";
export const hintClass = "mt-1 text-sm text-slate-600 dark:text-slate-400";
export const errorClass = "mt-1 text-sm font-semibold text-red-700 dark:text-red-300";

/** The ids a control's aria-describedby lists: its hint and its message, when present. */
export const describedBy = (id: string, hint: unknown, error: unknown) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
