/**
 * The donation form's values as typed, the amount they mean, and the order body's shape: what the
 * form needs to draw itself, without zod (the rules are in lib/donation.ts, loaded on first use).
 */

/** The amount radio's value for "another amount". */
export const customAmount = "custom";

/**
 * How often a gift is made: once, or as a Razorpay subscription, every month (individuals) or
 * every year (organisations).
 */
export type DonationFrequency = "one-time" | "monthly" | "yearly";
export const donationFrequencies: readonly DonationFrequency[] = ["one-time", "monthly", "yearly"];

/** What the donation form holds, as typed. */
export type DonationFormValues = {
  frequency: DonationFrequency;
  amountChoice: string;
  customAmount: string;
  name: string;
  email: string;
  phone_number: string;
  pan_number: string;
  forOrganisation: boolean;
  company: string;
  address: string;
  consent: boolean;
};

export const emptyDonationForm: DonationFormValues = {
  frequency: "one-time",
  amountChoice: "",
  customAmount: "",
  name: "",
  email: "",
  phone_number: "",
  pan_number: "",
  forOrganisation: false,
  company: "",
  address: "",
  consent: false,
};

/** The order request body, with the backend's field names; empty optional fields are left out. */
export interface DonationOrderRequest {
  amount: number;
  currency: "INR";
  name: string;
  email: string;
  phone_number: string;
  pan_number?: string;
  company?: string;
  address?: string;
}

/**
 * The subscription request body: the order's, plus how often and whether an organisation gives
 * (the newer backend's `donation_type` and `is_organisation`).
 */
export interface DonationSubscriptionRequest extends DonationOrderRequest {
  donation_type: Exclude<DonationFrequency, "one-time">;
  is_organisation: boolean;
}

/** What the form's rules give: an order body for a gift made once, else a subscription body. */
export type DonationRequest = DonationOrderRequest | DonationSubscriptionRequest;

export const isSubscriptionRequest = (body: DonationRequest): body is DonationSubscriptionRequest =>
  "donation_type" in body;

/** Whether the form's values give for an organisation: yearly gifts always, monthly never. */
export const givesForOrganisation = ({
  frequency = "one-time",
  forOrganisation,
}: {
  frequency?: DonationFrequency;
  forOrganisation: boolean;
}) => frequency === "yearly" || (frequency === "one-time" && forOrganisation);

/** The amount in rupees the form's choice means, or NaN when it is not a number. */
export const chosenAmount = ({
  amountChoice,
  customAmount: typed,
}: Pick<DonationFormValues, "amountChoice" | "customAmount">) =>
  Number(amountChoice === customAmount ? typed.replace(/[,\s₹]/g, "") || "x" : amountChoice);

/** The backend's field names mapped to the form's, for its validation messages. */
export const orderFieldOfForm = (field: string, values: DonationFormValues) =>
  field === "amount"
    ? values.amountChoice === customAmount
      ? "customAmount"
      : "amountChoice"
    : field;

/** An amount in rupees with its paise when it has any: "₹10,000", "₹500.50". */
export const formatDonationAmount = (amount: number, currency = "INR") =>
  new Intl.NumberFormat("en-IN", {
    style: "currency",
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

/**
 * The form's amounts as it shows them, written when the page is built: the first money format a
 * browser makes loads the locale's number rules, which took ~45 ms of a 4× slower CPU inside the
 * page's hydration. The form formats only an amount the visitor types.
 */
export const donationAmountWords = (amounts: {
  presets: readonly number[];
  minimum: number;
  maximum: number;
}) => ({
  presets: amounts.presets.map((amount) => ({
    value: String(amount),
    label: formatDonationAmount(amount),
  })),
  range: `From ${formatDonationAmount(amounts.minimum)} to ${formatDonationAmount(amounts.maximum)}, in whole rupees.`,
});

export type DonationAmountWords = ReturnType<typeof donationAmountWords>;

/** A named amount: one of the newer site's tiers (data/donation.ts). */
export interface DonationTier {
  id: string;
  name: string;
  amount: number;
}

/** The tiers by donor (`?type=`) and mode (`?mode=`), as data/donation.ts lists them. */
export type DonationTiers = Record<
  "individual" | "org",
  Record<"one-time" | "subscription", readonly DonationTier[]>
>;

/**
 * The repeating gifts' choices as the form shows them, written when the page is built (as
 * donationAmountWords): each tier's amount, its name as a note, for each frequency.
 */
export const donationTierWords = (tiers: DonationTiers) => {
  const choices = (list: readonly DonationTier[]) =>
    list.map((tier) => ({
      value: String(tier.amount),
      label: formatDonationAmount(tier.amount),
      note: tier.name,
    }));
  return {
    monthly: choices(tiers.individual.subscription),
    yearly: choices(tiers.org.subscription),
  };
};

export type DonationTierWords = ReturnType<typeof donationTierWords>;
