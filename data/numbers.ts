import type { Lang } from "@/data/i18n";

/**
 * The locale that numbers, dates and amounts are written in. Here, beside the formatter, so the
 * search's words (read in the browser, without data/i18n.ts's checks) use the same map.
 */
export const locale: Record<Lang, string> = { en: "en-IN", ml: "ml-IN" };

/**
 * A count as Indians write it, grouped in lakhs and crores: 1,00,000 and 12,34,56,789 (digits
 * 0–9), in `locale`'s own grouping ("ml-IN" groups the same). Here, in data/, so the data files
 * that write their own counts and amounts (the search's, the donation page's) and lib/format.ts
 * share one.
 */
export const formatCount = (count: number, locale = "en-IN") =>
  new Intl.NumberFormat(locale, { numberingSystem: "latn" }).format(count);
