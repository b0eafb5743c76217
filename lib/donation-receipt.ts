/**
 * The record of this tab's donation, as the success page shows it: kept by the donation form once
 * verify has answered (lib/donation-checkout.ts), read by /donation/success and its Malayalam
 * twin. This module imports no schema library: the success page loads it on its own, and a check
 * of the few fields this site itself wrote costs less than zod/mini's core (about 20 KB gzip).
 */

/** What the success page shows: verify's answer, the PAN already masked, and when it came. */
export interface DonationReceipt {
  amount: number;
  currency: string;
  paymentId: string;
  method: string;
  name?: string;
  email?: string;
  company?: string;
  maskedPan?: string;
  /** When verify answered, as an ISO 8601 date and time in UTC. */
  confirmedAt: string;
  /** For a repeating gift: how often, and the Razorpay subscription it belongs to. */
  frequency?: "monthly" | "yearly";
  subscriptionId?: string;
}

/** The sessionStorage key of the record (also read by the success page's first-paint script). */
export const RECEIPT_KEY = "mulearn-donation-receipt";

const required = ["currency", "paymentId", "method"] as const;
const optional = ["name", "email", "company", "maskedPan", "subscriptionId"] as const;
/** What `Date.prototype.toISOString` writes, the only form keepReceipt stores. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** `value` as a receipt when it has a receipt's fields and types, else undefined. */
export function asReceipt(value: unknown): DonationReceipt | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const record = value as Record<string, unknown>;
  const valid =
    typeof record.amount === "number" &&
    Number.isFinite(record.amount) &&
    required.every((key) => typeof record[key] === "string") &&
    optional.every((key) => record[key] === undefined || typeof record[key] === "string") &&
    typeof record.confirmedAt === "string" &&
    isoDateTime.test(record.confirmedAt) &&
    !Number.isNaN(Date.parse(record.confirmedAt)) &&
    (record.frequency === undefined ||
      record.frequency === "monthly" ||
      record.frequency === "yearly");
  return valid ? (record as unknown as DonationReceipt) : undefined;
}

let receiptInMemory: DonationReceipt | undefined;

/**
 * Keeps the receipt for this tab only (sessionStorage), and in memory for the page change that
 * follows, so a browser that blocks storage still shows it once.
 */
export function keepReceipt(receipt: DonationReceipt): void {
  receiptInMemory = receipt;
  try {
    sessionStorage.setItem(RECEIPT_KEY, JSON.stringify(receipt));
  } catch {
    // Storage blocked or full: the in-memory copy serves this visit.
  }
}

/** This tab's receipt, or undefined when this tab has made no donation (or its copy is damaged). */
export function readReceipt(): DonationReceipt | undefined {
  if (receiptInMemory) return receiptInMemory;
  try {
    const stored = sessionStorage.getItem(RECEIPT_KEY);
    return stored ? asReceipt(JSON.parse(stored)) : undefined;
  } catch {
    return undefined;
  }
}
