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

/** The success page's words around the donation's details. */
export const donationRecordText = {
  thanks: "Thank you",
  missingHeading: "No donation to show",
  missing:
    "This page shows a donation's details only in the browser tab the donation was made in, and this tab has none. If you have just donated and see this, your payment id is in Razorpay's confirmation email.",
  backToDonation: "Go to the donation page",
  notTaxReceipt:
    "This is a record of your payment, not a tax receipt. Keep the payment id: it identifies your donation.",
  print: "Print or save as PDF",
  perMonth: "a month",
  perYear: "a year",
  repeating:
    "Razorpay takes this amount again each time it falls due, on the payment method you approved. To change or stop your gift, write to",
  repeatingEnd: "with the subscription id.",
  noScript:
    "This page shows your donation's details with JavaScript on, in the tab you donated from. Your payment id is also in Razorpay's confirmation email.",
} as const;
