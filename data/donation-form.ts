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

/**
 * The donation form's words before it is used: its heading, labels and hints. The page passes them
 * to the form as props, so they come with the HTML rather than in the page's script.
 */
export const donationFormText = {
  heading: "Make a donation",
  frequencyLegend: "How often",
  once: "Once",
  monthly: "Every month",
  monthlyNote: "as an individual",
  yearly: "Every year",
  yearlyNote: "as an organisation",
  perMonth: "a month",
  perYear: "a year",
  repeatingHint:
    "You approve the repeating payment in Razorpay's window. To change or stop it later, write to us with the subscription id the next page shows.",
  organisationLegend: "Your organisation",
  amountLegend: "Amount",
  otherAmount: "Other amount",
  otherAmountLabel: "Your amount in rupees",
  detailsLegend: "Your details",
  nameLabel: "Full name",
  emailLabel: "Email address",
  emailHint: "Razorpay sends your payment confirmation here.",
  phoneLabel: "Mobile number",
  phoneHint: "10 digits. Razorpay may use it to confirm the payment.",
  panLabel: "PAN",
  panHint: "Give it if you want a receipt to claim an income-tax deduction (section 80G).",
  organisationLabel: "I am paying for an organisation",
  companyLabel: "Organisation name",
  addressLabel: "Organisation address",
  addressHint: "Street, city and PIN code, as the receipt should show it.",
  submit: "Donate",
  securityNote:
    "Payments are handled by Razorpay. Your card, UPI and bank details go to Razorpay, never to this website.",
  noScript:
    "The donation form needs JavaScript, because the payment window runs in your browser. Turn JavaScript on and reload this page, or write to us and we will tell you other ways to give.",
} as const;

/**
 * What each step and outcome of a donation tells the donor. Only a donor who uses the form reads
 * them: they load with the form's rules on its first use (lib/donation-checkout.ts).
 */
export const donationOutcomeText = {
  creating: "Starting your donation…",
  paying: "Payment window open…",
  verifying: "Confirming your payment…",
  tooFast: "Please take a moment to check your details, then press Donate again.",
  orderFailed: "Your donation has not started",
  nothingTaken: "No money was taken.",
  checkoutFailed: "The payment window could not open",
  checkoutFailedText:
    "Check your internet connection and try again. If you use a script or ad blocker, allow checkout.razorpay.com for this page. No money was taken.",
  dismissed: "Payment window closed",
  dismissedText:
    "No money was taken. Your details are still here: press Donate when you want to try again.",
  paymentFailed: "Your payment did not go through",
  paymentFailedText:
    "You can try again in the payment window, or close it and choose another way to pay.",
  verifyFailed: "We could not confirm your donation",
  verifyFailedText:
    "Your payment may have gone through even so, and money may have been taken from your account. Keep the payment id below and write to us: we will check it, then confirm your donation or refund it.",
  paymentIdLabel: "Payment id",
  subscriptionIdLabel: "Subscription id",
  retryVerify: "Try confirming again",
} as const;

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
