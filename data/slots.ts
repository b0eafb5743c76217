/**
 * Words with "{name}" slots filled: fillSlots("About {name}", { name: "Web" }) is "About Web". A
 * slot without a value stays as written. Here, in data/, so the data files that fill their own
 * words (the search's, the donation page's) and lib/format.ts share one.
 */
export const fillSlots = (words: string, values: Record<string, string>) =>
  words.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
