/**
 * Donations: the form's one schema (shared by the form and its tests), the backend's order and
 * verify payloads (docs/forms.md), and the receipt made from verify's answer (kept and read by
 * lib/donation-receipt.ts, which the success page loads without zod). This module carries zod:
 * the form loads it on first use (lib/donation-checkout.ts), and what the form draws with lives
 * in lib/donation-values.ts.
 */
import * as z from "@/lib/zod";
import { donationAmounts } from "@/data/donation-form";
import type { DonationWords } from "@/data/donation";
import type { DonationReceipt } from "@/lib/donation-receipt";
import {
  chosenAmount,
  customAmount,
  givesForOrganisation,
  type DonationRequest,
} from "@/lib/donation-values";

const indianMobile = /^(?:\+?91|0)?([6-9]\d{9})$/;
const panFormat = /^[A-Z]{5}\d{4}[A-Z]$/;

const { minimum, maximum } = donationAmounts;

/**
 * The form's messages beside a field, in the page's language (content/donation/<lang>.json's
 * `errors`), the range's amounts already written in (DonationSection).
 */
export type DonationErrorWords = DonationWords["errors"];

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
const mobileNumber = (errors: DonationErrorWords) =>
  z.pipe(
    z
      .pipe(
        z.string(),
        z.transform((value: string) => value.replace(/[\s-]/g, "")),
      )
      .check(z.refine((value) => indianMobile.test(value), errors.phone)),
    z.transform((value: string) => value.replace(indianMobile, "$1")),
  );

/** A PAN without spaces, upper-cased; empty when none was given. */
const panNumber = (errors: DonationErrorWords) =>
  z
    .pipe(
      z.string(),
      z.transform((value: string) => value.replace(/\s/g, "").toUpperCase()),
    )
    .check(z.refine((value) => value === "" || panFormat.test(value), errors.pan));

/** The form's fields and their rules, with messages in `errors`. */
const donationFields = (errors: DonationErrorWords) =>
  z
    .object({
      // Missing or unknown (a payload not from the form) means once, as before gifts could repeat.
      frequency: z.withFallback(z.literal(["one-time", "monthly", "yearly"]), "one-time"),
      amountChoice: z.string().check(z.minLength(1, errors.amountRequired)),
      customAmount: z.string(),
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(2, errors.nameShort),
          z.maxLength(100, errors.nameLong),
          z.regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, errors.nameChars),
        ),
      email: z.pipe(
        z.string().check(z.trim(), z.maxLength(200, errors.emailLong)),
        z.email(errors.email),
      ),
      phone_number: mobileNumber(errors),
      pan_number: panNumber(errors),
      forOrganisation: z.boolean(),
      company: z.string().check(z.trim(), z.maxLength(100, errors.companyLong)),
      address: z.string().check(z.trim(), z.maxLength(500, errors.addressLong)),
      consent: z.literal(true, {
        error: errors.consent,
      }),
    })
    // `when`: these run even while other fields have problems, so every message shows at once.
    .check(
      z.refine(
        (values) =>
          values.amountChoice !== customAmount || isAmountAllowed(typedText(values.customAmount)),
        { path: ["customAmount"], message: errors.amountRange, when: () => true },
      ),
      z.refine(
        (values) => !givesForOrganisation(values) || typedText(values.company).trim().length >= 2,
        {
          path: ["company"],
          message: errors.company,
          when: () => true,
        },
      ),
      z.refine(
        (values) => !givesForOrganisation(values) || typedText(values.address).trim().length >= 10,
        {
          path: ["address"],
          message: errors.address,
          when: () => true,
        },
      ),
    );

type DonationFields = z.output<ReturnType<typeof donationFields>>;

/** The order or subscription request the checked values make. */
function requestOfValues(values: DonationFields): DonationRequest {
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
}

/**
 * The donation form's rules, their messages in the page's language; the output is the order
 * request for a gift made once, or the subscription request (with `donation_type` and
 * `is_organisation`) for a monthly or yearly one: the same request in every language.
 */
export const donationSchema = (errors: DonationErrorWords) =>
  z.pipe(donationFields(errors), z.transform(requestOfValues));

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
