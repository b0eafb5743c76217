/**
 * The donation form's values as typed, the amount they mean, and the order body's shape: what the
 * form needs to draw itself, without zod (the rules are in lib/donation.ts, loaded on first use).
 */

/** The amount radio's value for "another amount". */
export const customAmount = "custom";

/** What the donation form holds, as typed. */
export type DonationFormValues = {
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
