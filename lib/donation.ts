/**
 * Donations: the form's one schema (shared by the form and its tests), the backend's order and
 * verify payloads (docs/forms.md), and the receipt the success page shows, kept in this tab only.
 * This module carries zod: the form loads it on first use (lib/donation-checkout.ts), and what the
 * form draws with lives in lib/donation-values.ts.
 */
import * as z from "@/lib/zod";
import { donationAmounts } from "@/data/donation-form";
import { formatInr } from "@/lib/format";
import { chosenAmount, customAmount, type DonationOrderRequest } from "@/lib/donation-values";

const indianMobile = /^(?:\+?91|0)?([6-9]\d{9})$/;
const panFormat = /^[A-Z]{5}\d{4}[A-Z]$/;

const { minimum, maximum } = donationAmounts;
const amountMessage = `Enter a whole number of rupees from ${formatInr(minimum)} to ${formatInr(maximum)}.`;

const isAmountAllowed = (typed: string) => {
  const rupees = chosenAmount({ amountChoice: customAmount, customAmount: typed });
  return Number.isInteger(rupees) && rupees >= minimum && rupees <= maximum;
};

/** The donation form's rules; its output is the order request. */
export const donationSchema = z
  .object({
    amountChoice: z.string().min(1, "Choose an amount, or choose Other amount and enter one."),
    customAmount: z.string(),
    name: z
      .string()
      .trim()
      .min(2, "Enter your name as it should appear on your receipt.")
      .max(100, "Your name can be at most 100 characters.")
      .regex(
        /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
        "Use letters, spaces, dots, hyphens or apostrophes.",
      ),
    email: z
      .string()
      .trim()
      .max(200, "Your email address can be at most 200 characters.")
      .pipe(z.email("Enter an email address such as asha@example.org.")),
    phone_number: z
      .string()
      .transform((value) => value.replace(/[\s-]/g, ""))
      .refine((value) => indianMobile.test(value), "Enter a 10-digit Indian mobile number.")
      .transform((value) => value.replace(indianMobile, "$1")),
    pan_number: z
      .string()
      .transform((value) => value.replace(/\s/g, "").toUpperCase())
      .refine(
        (value) => value === "" || panFormat.test(value),
        "Enter a PAN like ABCDE1234F: five letters, four digits, one letter.",
      ),
    forOrganisation: z.boolean(),
    company: z.string().trim().max(100, "The organisation's name can be at most 100 characters."),
    address: z.string().trim().max(500, "The address can be at most 500 characters."),
    consent: z.literal(true, {
      error: "Please agree to the terms, the privacy policy and the refund policy.",
    }),
  })
  // `when`: these run even while other fields have problems, so every message shows at once.
  .refine(
    (values) => values.amountChoice !== customAmount || isAmountAllowed(values.customAmount),
    {
      path: ["customAmount"],
      message: amountMessage,
      when: () => true,
    },
  )
  .refine((values) => !values.forOrganisation || values.company.trim().length >= 2, {
    path: ["company"],
    message: "Enter the name of the organisation you are paying for.",
    when: () => true,
  })
  .refine((values) => !values.forOrganisation || values.address.trim().length >= 10, {
    path: ["address"],
    message: "Enter the organisation's address: street, city and PIN code.",
    when: () => true,
  })
  .transform((values): DonationOrderRequest => ({
    amount: chosenAmount(values),
    currency: "INR",
    name: values.name,
    email: values.email,
    phone_number: values.phone_number,
    ...(values.pan_number ? { pan_number: values.pan_number } : {}),
    ...(values.forOrganisation ? { company: values.company, address: values.address } : {}),
  }));

/** The part of the raw Razorpay order the Checkout needs: its id and the amount in paise. */
export const razorpayOrderSchema = z.object({
  id: z.string().startsWith("order_"),
  amount: z.number().int().positive(),
  currency: z.string().min(1),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

/** What verify returns on success, key names exactly as the backend spells them. */
export const verifiedPaymentSchema = z.object({
  Amount: z.number(),
  Currency: z.string(),
  payment_id: z.string(),
  Payment_method: z.string(),
  Name: z.string().optional(),
  Email: z.string().optional(),
  Company: z.string().optional(),
  "PAN number": z.string().optional(),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** What the success page shows: verify's answer, the PAN already masked, and when it came. */
const receiptSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  paymentId: z.string(),
  method: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  company: z.string().optional(),
  maskedPan: z.string().optional(),
  confirmedAt: z.iso.datetime(),
});
export type DonationReceipt = z.infer<typeof receiptSchema>;

/** A PAN with only its last four characters shown: "ABCDE1234F" becomes "••••••234F". */
export const maskPan = (pan: string) =>
  `${"•".repeat(Math.max(pan.length - 4, 0))}${pan.slice(-4)}`;

/** The receipt from verify's answer; the full PAN is dropped here and never stored. */
export function receiptFromPayment(payment: VerifiedPayment, confirmedAt: Date): DonationReceipt {
  const pan = payment["PAN number"];
  return {
    amount: payment.Amount,
    currency: payment.Currency,
    paymentId: payment.payment_id,
    method: payment.Payment_method,
    name: payment.Name,
    email: payment.Email,
    company: payment.Company,
    maskedPan: pan ? maskPan(pan) : undefined,
    confirmedAt: confirmedAt.toISOString(),
  };
}

/** Razorpay's method codes as a donor reads them. */
const methodNames: Record<string, string> = {
  card: "Card",
  upi: "UPI",
  netbanking: "Net banking",
  wallet: "Wallet",
  emi: "EMI",
  paylater: "Pay later",
  cardless_emi: "Cardless EMI",
  bank_transfer: "Bank transfer",
};
export const paymentMethodName = (method: string) => methodNames[method] ?? method;

const receiptKey = "mulearn-donation-receipt";
let receiptInMemory: DonationReceipt | undefined;

/**
 * Keeps the receipt for this tab only (sessionStorage), and in memory for the page change that
 * follows, so a browser that blocks storage still shows it once.
 */
export function keepReceipt(receipt: DonationReceipt): void {
  receiptInMemory = receipt;
  try {
    sessionStorage.setItem(receiptKey, JSON.stringify(receipt));
  } catch {
    // Storage blocked or full: the in-memory copy serves this visit.
  }
}

/** This tab's receipt, or undefined when this tab has made no donation (or its copy is damaged). */
export function readReceipt(): DonationReceipt | undefined {
  if (receiptInMemory) return receiptInMemory;
  try {
    const stored = sessionStorage.getItem(receiptKey);
    if (!stored) return undefined;
    const parsed = receiptSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
