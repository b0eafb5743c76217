/**
 * A figure's looks, shared by the server's cards and the live figure that replaces their text.
 * The value is one line sized by its card (10% of the card's width, at most text-3xl), so the
 * longest count the feed accepts ("9,99,99,99,999") fits from a 320 px screen up, and a live value
 * of any length never changes the card's height.
 */
export const figureValueClass =
  "mt-1 whitespace-nowrap text-[length:min(1.875rem,10cqi)] leading-[2.25rem] font-extrabold tabular-nums text-slate-950 dark:text-white";

/** The line under a value: its note, or where the value comes from. */
export const figureNoteClass = "mt-1 text-sm text-slate-600 dark:text-slate-400";
