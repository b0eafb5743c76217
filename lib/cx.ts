/** Joins class names, leaving out the false, null and undefined ones a condition produced. */
export function cx(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
