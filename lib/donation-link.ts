/**
 * The donation form's deep links: `/donation?type=individual|org&mode=one-time|subscription`
 * `&tier=<id>` or `&amount=<n>`, the parameters the foundation's newer donation page reads and
 * writes (docs/forms.md). Pure and zod-free: the form reads the address once it runs in the browser.
 */
import {
  customAmount,
  type DonationFormValues,
  type DonationFrequency,
  type DonationTierAmounts,
} from "@/lib/donation-values";

/** The form's limits and one-time presets, as data/donation-form.ts gives them. */
interface Amounts {
  presets: readonly number[];
  minimum: number;
  maximum: number;
}

const donors = ["individual", "org"] as const;
const modes = ["one-time", "subscription"] as const;

/** One of `allowed` when `value` is exactly one of them, else undefined. */
const oneOf = <T extends string>(allowed: readonly T[], value: string | null) =>
  allowed.find((item) => item === value);

/** A whole number of rupees within the limits, written in digits only; else undefined. */
function linkedAmount(value: string | null, { minimum, maximum }: Amounts) {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const amount = Number(value);
  return amount >= minimum && amount <= maximum ? amount : undefined;
}

/**
 * The values a link preselects: who gives (the organisation box), how often, and the amount, as
 * one of the form's choices when it is one, else as the other amount. A value that is missing,
 * unknown or out of range leaves its field as it was; nothing here throws.
 */
export function donationLinkValues(
  search: string,
  tiers: DonationTierAmounts,
  amounts: Amounts,
): Partial<DonationFormValues> {
  const params = new URLSearchParams(search);
  const donor = oneOf(donors, params.get("type"));
  const mode = oneOf(modes, params.get("mode"));
  const values: Partial<DonationFormValues> = {};
  if (donor) values.forOrganisation = donor === "org";
  let frequency: DonationFrequency = "one-time";
  if (mode === "subscription") frequency = donor === "org" ? "yearly" : "monthly";
  if (mode) values.frequency = frequency;

  const named = tiers[donor ?? "individual"][mode ?? "one-time"].find(
    (tier) => tier.id === params.get("tier"),
  );
  const amount = named?.amount ?? linkedAmount(params.get("amount"), amounts);
  if (amount === undefined) return values;
  const choices =
    frequency === "one-time"
      ? amounts.presets
      : tiers[frequency === "yearly" ? "org" : "individual"].subscription.map(
          (tier) => tier.amount,
        );
  return choices.includes(amount)
    ? { ...values, amountChoice: String(amount), customAmount: "" }
    : { ...values, amountChoice: customAmount, customAmount: String(amount) };
}
