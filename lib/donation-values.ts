/**
 * The donation form's values as typed, the amount they mean, and the order body's shape: what the
 * form needs to draw itself, without zod (the rules are in lib/donation.ts, loaded on first use).
 */
import { fillSlots } from "@/lib/format";

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

/**
 * The form's values once its script runs: a link's preselection (`link`), then what the visitor
 * changed in the HTML before (`early`), by the rules a press follows. A frequency chosen early
 * sets who gives (yearly, an organisation; monthly, a person), and a chosen amount that is not
 * among the frequency's choices (`choicesOf`) is cleared; a typed one is kept.
 */
export function adoptEarlyDonation(
  link: Partial<DonationFormValues>,
  early: Partial<DonationFormValues>,
  choicesOf: (frequency: DonationFrequency) => readonly { value: string }[],
): Partial<DonationFormValues> {
  const next = { ...link, ...early };
  const frequency = next.frequency ?? "one-time";
  if (early.frequency !== undefined && frequency !== "one-time")
    next.forOrganisation = frequency === "yearly";
  const choice = next.amountChoice;
  if (
    choice &&
    choice !== customAmount &&
    !choicesOf(frequency).some((option) => option.value === choice)
  )
    next.amountChoice = "";
  return next;
}

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

/**
 * An amount with its paise when it has any, as the page's locale writes it (digits 0–9): "₹10,000",
 * "₹2,50,000", "₹500.50". Rupees are grouped in lakhs in both languages: Malayalam's currency
 * format groups by thousands, its plain numbers as Indians write them.
 */
export function formatDonationAmount(amount: number, currency = "INR", locale = "en-IN") {
  const digits = {
    numberingSystem: "latn",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  };
  return currency === "INR"
    ? `₹${new Intl.NumberFormat(locale, digits).format(amount)}`
    : new Intl.NumberFormat(locale, { style: "currency", currency, ...digits }).format(amount);
}

/**
 * The form's amounts as it shows them, written when the page is built: the first money format a
 * browser makes loads the locale's number rules, which took ~45 ms of a 4× slower CPU inside the
 * page's hydration. The form formats only an amount the visitor types.
 */
export const donationAmountWords = (
  amounts: { presets: readonly number[]; minimum: number; maximum: number },
  /** The range's sentence, "{minimum}" and "{maximum}" to fill (content/donation/<lang>.json). */
  range: string,
  locale = "en-IN",
) => ({
  presets: amounts.presets.map((amount) => ({
    value: String(amount),
    label: formatDonationAmount(amount, "INR", locale),
  })),
  range: fillSlots(range, {
    minimum: formatDonationAmount(amounts.minimum, "INR", locale),
    maximum: formatDonationAmount(amounts.maximum, "INR", locale),
  }),
});

export type DonationAmountWords = ReturnType<typeof donationAmountWords>;

/** A named amount: one of the newer site's tiers (data/donation.ts), its name in the page's language. */
export interface DonationTier {
  id: string;
  name: string;
  amount: number;
}

/** Tiers by donor (`?type=`) and mode (`?mode=`), as data/donation.ts lists them. */
type TiersOf<T> = Record<"individual" | "org", Record<"one-time" | "subscription", readonly T[]>>;

/** The tiers' ids and amounts: what a link (`?tier=`) may name. */
export type DonationTierAmounts = TiersOf<Omit<DonationTier, "name">>;
/** The tiers with their names. */
export type DonationTiers = TiersOf<DonationTier>;

/**
 * The repeating gifts' choices as the form shows them, written when the page is built (as
 * donationAmountWords): each tier's amount, its name as a note, for each frequency.
 */
export const donationTierWords = (tiers: DonationTiers, locale = "en-IN") => {
  const choices = (list: readonly DonationTier[]) =>
    list.map((tier) => ({
      value: String(tier.amount),
      label: formatDonationAmount(tier.amount, "INR", locale),
      note: tier.name,
    }));
  return {
    monthly: choices(tiers.individual.subscription),
    yearly: choices(tiers.org.subscription),
  };
};

export type DonationTierWords = ReturnType<typeof donationTierWords>;
