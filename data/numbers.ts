/**
 * A count as Indians write it, grouped in lakhs and crores: 1,00,000 and 12,34,56,789 (digits
 * 0–9), in `locale`'s own grouping ("ml-IN" groups the same). Here, in data/, so the data files
 * that write their own counts and amounts (the search's, the donation page's) and lib/format.ts
 * share one.
 */
export const formatCount = (count: number, locale = "en-IN") =>
  new Intl.NumberFormat(locale, { numberingSystem: "latn" }).format(count);
