/** An amount in rupees as Indians write it: "₹1,000", no paise. */
export const formatInr = (amount: number) =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency: "INR",
    maximumFractionDigits: 0,
  }).format(amount);

/** A date from an ISO day ("2025-01-15") as "15 January 2025", or an ISO month ("2025-09") as "September 2025". */
export const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", {
    day: /^\d{4}-\d{2}$/.test(iso) ? undefined : "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(iso));

/**
 * A day or date-time as "1 February 2099" on the calendar in India (Asia/Kolkata); in "ml-IN",
 * "2099 ഫെബ്രുവരി 1", always in the digits 0–9.
 */
export const formatIndiaDate = (iso: string, locale = "en-IN") =>
  new Intl.DateTimeFormat(locale, {
    numberingSystem: "latn",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso.replace(" ", "T")));

/** A count as Indians write it, grouped in lakhs and crores: 1,00,000 and 12,34,56,789 (digits 0–9). */
export { formatCount } from "@/data/numbers";

/** Words with "{name}" slots filled: fillSlots("About {name}", { name: "Web" }) is "About Web". */
export { fillSlots } from "@/data/slots";

/** A count with its noun: sayCount(1, { one: "lead", other: "leads" }) is "1 lead", 2 gives "2 leads". */
export const sayCount = (count: number, words: { one: string; other: string }) =>
  `${count} ${count === 1 ? words.one : words.other}`;
