/**
 * The donation form's amounts, in rupees. The presets are the foundation's earlier donation form's.
 * The minimum closes the ₹1 orders a published card-testing script creates (docs/forms.md); the
 * maximum is the largest gift the foundation's newer site offers (its Anchor Partner tier).
 */
export const donationAmounts = {
  presets: [10_000, 15_000, 20_000, 25_000],
  minimum: 100,
  maximum: 10_00_000,
} as const;

/** Razorpay Checkout's colour: the site's brand blue, as both earlier sites set it. */
export const checkoutTheme = "#456ff6";
