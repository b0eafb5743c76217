/**
 * Donations: the form's one schema (shared by the form and its tests), the backend's order and
 * verify payloads (docs/forms.md), and the receipt the success page shows, kept in this tab only.
 * This module carries zod: the form loads it on first use (lib/donation-checkout.ts), and what the
 * form draws with lives in lib/donation-values.ts.
 */
import * as z from "@/lib/zod";
import { donationAmounts } from "@/data/donation-form";
import { formatInr } from "@/lib/format";
import {
  chosenAmount,
  customAmount,
  givesForOrganisation,
  type DonationRequest,
} from "@/lib/donation-values";

const indianMobile = /^(?:\+?91|0)?([6-9]\d{9})$/;
const panFormat = /^[A-Z]{5}\d{4}[A-Z]$/;

const { minimum, maximum } = donationAmounts;
const amountMessage = `Enter a whole number of rupees from ${formatInr(minimum)} to ${formatInr(maximum)}.`;

/**
 * A field's text for the refinements below, which run even when a field has the wrong type (a
 * payload not from the form): they then find nothing typed instead of throwing.
 */
const typedText = (value: unknown) => (typeof value === "string" ? value : "");

const isAmountAllowed = (typed: string) => {
  const rupees = chosenAmount({ amountChoice: customAmount, customAmount: typed });
  return Number.isInteger(rupees) && rupees >= minimum && rupees <= maximum;
};

/** A mobile number without its spaces and dashes, checked, then without its +91 or 0. */
const mobileNumber = z.pipe(
  z
    .pipe(
      z.string(),
      z.transform((value: string) => value.replace(/[\s-]/g, "")),
    )
    .check(z.refine((value) => indianMobile.test(value), "Enter a 10-digit Indian mobile number.")),
  z.transform((value: string) => value.replace(indianMobile, "$1")),
);

/** A PAN without spaces, upper-cased; empty when none was given. */
const panNumber = z
  .pipe(
    z.string(),
    z.transform((value: string) => value.replace(/\s/g, "").toUpperCase()),
  )
  .check(
    z.refine(
      (value) => value === "" || panFormat.test(value),
      "Enter a PAN like ABCDE1234F: five letters, four digits, one letter.",
    ),
  );

const donationFields = z
  .object({
    // Missing or unknown (a payload not from the form) means once, as before gifts could repeat.
    frequency: z.withFallback(z.literal(["one-time", "monthly", "yearly"]), "one-time"),
    amountChoice: z
      .string()
      .check(z.minLength(1, "Choose an amount, or choose Other amount and enter one.")),
    customAmount: z.string(),
    name: z
      .string()
      .check(
        z.trim(),
        z.minLength(2, "Enter your name as it should appear on your receipt."),
        z.maxLength(100, "Your name can be at most 100 characters."),
        z.regex(
          /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
          "Use letters, spaces, dots, hyphens or apostrophes.",
        ),
      ),
    email: z.pipe(
      z
        .string()
        .check(z.trim(), z.maxLength(200, "Your email address can be at most 200 characters.")),
      z.email("Enter an email address such as asha@example.org."),
    ),
    phone_number: mobileNumber,
    pan_number: panNumber,
    forOrganisation: z.boolean(),
    company: z
      .string()
      .check(z.trim(), z.maxLength(100, "The organisation's name can be at most 100 characters.")),
    address: z
      .string()
      .check(z.trim(), z.maxLength(500, "The address can be at most 500 characters.")),
    consent: z.literal(true, {
      error: "Please agree to the terms, the privacy policy and the refund policy.",
    }),
  })
  // `when`: these run even while other fields have problems, so every message shows at once.
  .check(
    z.refine(
      (values) =>
        values.amountChoice !== customAmount || isAmountAllowed(typedText(values.customAmount)),
      { path: ["customAmount"], message: amountMessage, when: () => true },
    ),
    z.refine(
      (values) => !givesForOrganisation(values) || typedText(values.company).trim().length >= 2,
      {
        path: ["company"],
        message: "Enter the name of the organisation you are paying for.",
        when: () => true,
      },
    ),
    z.refine(
      (values) => !givesForOrganisation(values) || typedText(values.address).trim().length >= 10,
      {
        path: ["address"],
        message: "Enter the organisation's address: street, city and PIN code.",
        when: () => true,
      },
    ),
  );

/**
 * The donation form's rules; its output is the order request for a gift made once, or the
 * subscription request (with `donation_type` and `is_organisation`) for a monthly or yearly one.
 */
export const donationSchema = z.pipe(
  donationFields,
  z.transform((values: z.output<typeof donationFields>): DonationRequest => {
    const forOrganisation = givesForOrganisation(values);
    const order = {
      amount: chosenAmount(values),
      currency: "INR" as const,
      name: values.name,
      email: values.email,
      phone_number: values.phone_number,
      ...(values.pan_number ? { pan_number: values.pan_number } : {}),
      ...(forOrganisation ? { company: values.company, address: values.address } : {}),
    };
    return values.frequency === "monthly" || values.frequency === "yearly"
      ? { ...order, donation_type: values.frequency, is_organisation: forOrganisation }
      : order;
  }),
);

/** The part of the raw Razorpay order the Checkout needs: its id and the amount in paise. */
export const razorpayOrderSchema = z.object({
  id: z.string().check(z.startsWith("order_")),
  amount: z.number().check(z.int(), z.positive()),
  currency: z.string().check(z.minLength(1)),
});
export type RazorpayOrder = z.infer<typeof razorpayOrderSchema>;

/**
 * The part of the subscription the backend creates (`donate/subscription/create/`) that Checkout
 * needs: its id. The amount (paise) is checked as a sign the answer is what it claims to be.
 */
export const razorpaySubscriptionSchema = z.object({
  subscription_id: z.string().check(z.startsWith("sub_")),
  amount: z.number().check(z.int(), z.positive()),
  currency: z.string().check(z.minLength(1)),
});
export type RazorpaySubscription = z.infer<typeof razorpaySubscriptionSchema>;

/** What verify returns on success, key names exactly as the backend spells them. */
export const verifiedPaymentSchema = z.object({
  Amount: z.number(),
  Currency: z.string(),
  payment_id: z.string(),
  Payment_method: z.string(),
  Name: z.optional(z.string()),
  Email: z.optional(z.string()),
  Company: z.optional(z.string()),
  "PAN number": z.optional(z.string()),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** What the success page shows: verify's answer, the PAN already masked, and when it came. */
const receiptSchema = z.object({
  amount: z.number(),
  currency: z.string(),
  paymentId: z.string(),
  method: z.string(),
  name: z.optional(z.string()),
  email: z.optional(z.string()),
  company: z.optional(z.string()),
  maskedPan: z.optional(z.string()),
  confirmedAt: z.iso.datetime(),
  /** For a repeating gift: how often, and the Razorpay subscription it belongs to. */
  frequency: z.optional(z.literal(["monthly", "yearly"])),
  subscriptionId: z.optional(z.string()),
});
export type DonationReceipt = z.infer<typeof receiptSchema>;

/** A PAN with only its last four characters shown: "ABCDE1234F" becomes "••••••234F". */
export const maskPan = (pan: string) =>
  `${"•".repeat(Math.max(pan.length - 4, 0))}${pan.slice(-4)}`;

/** What a repeating gift adds to its receipt. */
export interface Repeating {
  frequency: "monthly" | "yearly";
  subscriptionId: string;
}

/** The receipt from verify's answer; the full PAN is dropped here and never stored. */
export function receiptFromPayment(
  payment: VerifiedPayment,
  confirmedAt: Date,
  repeating?: Repeating,
): DonationReceipt {
  const pan = payment["PAN number"];
  return {
    ...repeating,
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
