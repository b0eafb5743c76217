import { z } from "zod";
import type { ContentPage, Section } from "@/data/content-types";
import { readContentFile } from "@/data/content-files";
import { donationAmounts } from "@/data/donation-form";
import { locale, pageHeaderSchema, template, words, type Lang } from "@/data/i18n";
import { pathIn } from "@/data/ml-paths";
import { donationAmountsSchema, donationTiersSchema, parseDataFile } from "@/data/schema";
import { contacts, mailtoHref, org, razorpayKeyId } from "@/data/site";
import { fillSlots } from "@/data/slots";
import { formatCount } from "@/data/numbers";

/** The donation form's amounts, checked when the site builds. */
export const checkedDonationAmounts = parseDataFile(
  "data/donation-form.ts",
  donationAmountsSchema,
  donationAmounts,
);

/**
 * The foundation's newer donation page's tiers, in rupees: individuals give once or every month,
 * organisations once or every year. The monthly and yearly ones are the form's choices when it
 * repeats; the one-time ones answer links that name them (`?mode=one-time&tier=brick`), while the
 * form's own one-time choices stay the presets above. Ids appear in links: keep them stable. Their
 * names are words of content/donation/<lang>.json (`tiers`).
 */
const donationTiers = {
  individual: {
    "one-time": [
      { id: "brick", amount: 1_500 },
      { id: "beam", amount: 5_000 },
      { id: "pillar", amount: 7_500 },
      { id: "cornerstone", amount: 15_000 },
    ],
    subscription: [
      { id: "friend", amount: 500 },
      { id: "supporter", amount: 1_250 },
      { id: "patron", amount: 2_500 },
      { id: "contributor", amount: 5_000 },
      { id: "champion", amount: 10_000 },
    ],
  },
  org: {
    "one-time": [
      { id: "community-partner", amount: 1_25_000 },
      { id: "catalyst-partner", amount: 2_75_000 },
      { id: "growth-partner", amount: 5_00_000 },
      { id: "anchor-partner", amount: 10_00_000 },
    ],
    subscription: [
      { id: "community-partner", amount: 50_000 },
      { id: "catalyst-partner", amount: 1_00_000 },
      { id: "growth-partner", amount: 2_50_000 },
      { id: "anchor-partner", amount: 5_00_000 },
    ],
  },
};

/** The tiers, checked when the site builds: slugs, rising amounts within the form's limits. */
export const checkedDonationTiers = parseDataFile(
  "data/donation.ts",
  donationTiersSchema(checkedDonationAmounts.minimum, checkedDonationAmounts.maximum),
  donationTiers,
);

/** Every tier id, once: each needs a name in each language. */
const tierIds = [
  ...new Set(
    Object.values(checkedDonationTiers).flatMap((modes) =>
      Object.values(modes).flatMap((list) => list.map((tier) => tier.id)),
    ),
  ),
];

/** The folder of /donation's words, one file a language (edited from /admin). */
export const DONATION_DIR = "content/donation";

/** The payment methods verify names (Razorpay's `method`); the record shows any other as given. */
const paymentMethods = [
  "card",
  "upi",
  "netbanking",
  "wallet",
  "emi",
  "paylater",
  "cardless_emi",
  "bank_transfer",
] as const;

/**
 * content/donation/<lang>.json: /donation's words (its sections in both payment settings, the
 * form, its errors and outcomes, the tiers' names) and /donation/success's (its sections and the
 * record of a donation), the same fields in each language. "{name}" holes are filled by the build
 * (addresses, amounts), by the form (the amount typed) or by the record (the donor's name).
 */
export const donationWordsSchema = z.strictObject({
  /** The page's header: what data/routes.ts says of /donation and /ml/donation. */
  page: pageHeaderSchema,
  actions: z.strictObject({
    donate: words,
    howToGive: words,
    refundPolicy: words,
    writeToUs: words,
  }),
  whereItGoes: z.strictObject({
    heading: words,
    events: words,
    tools: words,
    scholarships: words,
    outreach: words,
  }),
  questions: z.strictObject({
    heading: words,
    taxQuestion: words,
    taxAnswer: template("email"),
    handlerQuestion: words,
    handlerAnswer: words,
    failedQuestion: words,
    failedAnswer: template("refundsEmail"),
    repeatingQuestion: words,
    repeatingAnswer: template("lowestMonthly", "lowestYearly", "email"),
    companyQuestion: words,
    companyOnlineAnswer: template("partnersEmail"),
    companyOfflineAnswer: template("partnersEmail"),
    refundQuestion: words,
    refundAnswer: template("refundsEmail"),
  }),
  howToGive: z.strictObject({
    heading: words,
    amountTitle: words,
    amountText: template("presets"),
    writeTitle: words,
    writeText: template("email"),
    receiptTitle: words,
    receiptText: words,
  }),
  /** The form's words before it is used: the page passes them as props, in its HTML. */
  form: z.strictObject({
    heading: words,
    frequencyLegend: words,
    once: words,
    monthly: words,
    monthlyNote: words,
    yearly: words,
    yearlyNote: words,
    repeatingHint: words,
    organisationLegend: words,
    amountLegend: words,
    otherAmount: words,
    otherAmountLabel: words,
    amountRange: template("minimum", "maximum"),
    detailsLegend: words,
    nameLabel: words,
    emailLabel: words,
    emailHint: words,
    phoneLabel: words,
    phoneHint: words,
    panLabel: words,
    panHint: words,
    organisationLabel: words,
    companyLabel: words,
    addressLabel: words,
    addressHint: words,
    submit: words,
    submitAmount: template("amount"),
    submitMonthly: template("amount"),
    submitYearly: template("amount"),
    consent: template("terms", "privacy", "refund"),
    terms: words,
    privacy: words,
    refund: words,
    securityNote: words,
    noScript: words,
  }),
  /** The form's messages beside a field (lib/donation.ts). */
  errors: z.strictObject({
    amountRequired: words,
    amountRange: template("minimum", "maximum"),
    nameShort: words,
    nameLong: words,
    nameChars: words,
    emailLong: words,
    email: words,
    phone: words,
    pan: words,
    companyLong: words,
    addressLong: words,
    consent: words,
    company: words,
    address: words,
  }),
  /** What each step and outcome of a donation tells the donor. */
  outcome: z.strictObject({
    creating: words,
    paying: words,
    verifying: words,
    tooFast: words,
    orderFailed: words,
    nothingTaken: words,
    checkoutFailed: words,
    checkoutFailedText: words,
    dismissed: words,
    dismissedText: words,
    paymentFailed: words,
    paymentFailedText: words,
    verifyFailed: words,
    verifyFailedText: words,
    paymentIdLabel: words,
    subscriptionIdLabel: words,
    retryVerify: words,
    writeWithId: template("email"),
  }),
  /** Each tier's name, by its id (data/donation.ts). */
  tiers: z.strictObject(Object.fromEntries(tierIds.map((id) => [id, words]))),
  /** /donation/success's header and its sections below the record. */
  success: z.strictObject({
    page: pageHeaderSchema,
    nextHeading: words,
    keepTitle: words,
    keepText: words,
    receiptTitle: words,
    receiptText: template("email"),
    receiptAction: words,
    supportsTitle: words,
    supportsText: words,
    wrongHeading: words,
    detailsQuestion: words,
    detailsAnswer: template("email"),
    mistakeQuestion: words,
    mistakeAnswer: template("refundsEmail"),
    tellHeading: words,
    tellText: words,
    aboutAction: words,
  }),
  /** The record of a donation on /donation/success, drawn in the browser from what verify returned. */
  record: z.strictObject({
    thanks: words,
    thanksName: template("name"),
    missingHeading: words,
    missing: words,
    backToDonation: words,
    notTaxReceipt: words,
    print: words,
    amountMonthly: template("amount"),
    amountYearly: template("amount"),
    /** Before and after the foundation's address, which is a link. */
    repeating: words,
    repeatingEnd: words,
    noScript: words,
    labels: z.strictObject({
      amount: words,
      subscriptionId: words,
      paymentId: words,
      method: words,
      date: words,
      name: words,
      email: words,
      organisation: words,
      pan: words,
      paidTo: words,
    }),
    /** Razorpay's payment methods, by the name verify gives them. */
    methods: z.strictObject(Object.fromEntries(paymentMethods.map((method) => [method, words]))),
  }),
});
export type DonationWords = z.output<typeof donationWordsSchema>;
export type DonationRecordWords = DonationWords["record"];

/** /donation's words in each language. */
export const donationWords: Record<Lang, DonationWords> = {
  en: readContentFile(`${DONATION_DIR}/en.json`, donationWordsSchema),
  ml: readContentFile(`${DONATION_DIR}/ml.json`, donationWordsSchema),
};

/** The tiers with their names in a language. */
export const namedDonationTiers = (lang: Lang) => {
  const named = (list: readonly { id: string; amount: number }[]) =>
    list.map((tier) => ({ ...tier, name: donationWords[lang].tiers[tier.id]! }));
  const modes = (donor: "individual" | "org") => ({
    "one-time": named(checkedDonationTiers[donor]["one-time"]),
    subscription: named(checkedDonationTiers[donor].subscription),
  });
  return { individual: modes("individual"), org: modes("org") };
};

/** True when the build has a Razorpay key, so /donation takes payments online. */
export const onlineGiving = razorpayKeyId !== undefined;

/** The subject a donor's email to the foundation starts with. */
export const donationSubject = "A donation to µLearn Foundation";

/** Rupees as a language writes them, digits 0–9: "₹500", "₹10,000". */
const rupees = (lang: Lang, amount: number) => `₹${formatCount(amount, locale[lang])}`;

/**
 * /donation in a language: its header's buttons and its sections, which follow the build's payment
 * setting (the form, or how to give by writing to the foundation), with addresses and amounts filled in.
 */
export function donationPage(lang: Lang): ContentPage {
  const { actions, whereItGoes, questions: ask, howToGive } = donationWords[lang];
  const values = {
    email: org.email,
    refundsEmail: contacts.refundsEmail,
    partnersEmail: org.partnersEmail,
    lowestMonthly: rupees(lang, checkedDonationTiers.individual.subscription[0]!.amount),
    lowestYearly: rupees(lang, checkedDonationTiers.org.subscription[0]!.amount),
    presets: donationAmounts.presets.map((amount) => rupees(lang, amount)).join(", "),
  };
  const question = (question: string, answer: string) => ({
    question,
    answer: fillSlots(answer, values),
  });
  const whereItGoesSection: Section = {
    kind: "list",
    id: "where-it-goes",
    heading: whereItGoes.heading,
    items: [whereItGoes.events, whereItGoes.tools, whereItGoes.scholarships, whereItGoes.outreach],
  };
  const questions = (...items: { question: string; answer: string }[]): Section => ({
    kind: "faq",
    id: "questions",
    heading: ask.heading,
    items: [
      question(ask.taxQuestion, ask.taxAnswer),
      ...items,
      question(ask.refundQuestion, ask.refundAnswer),
    ],
  });
  const refundPolicy = { label: actions.refundPolicy, href: "/donation/refund" };
  if (onlineGiving) {
    return {
      actions: [{ label: actions.donate, href: "#donate" }, refundPolicy],
      sections: [
        whereItGoesSection,
        questions(
          question(ask.handlerQuestion, ask.handlerAnswer),
          question(ask.failedQuestion, ask.failedAnswer),
          question(ask.repeatingQuestion, ask.repeatingAnswer),
          question(ask.companyQuestion, ask.companyOnlineAnswer),
        ),
      ],
    };
  }
  return {
    actions: [{ label: actions.howToGive, href: "#how-to-donate" }, refundPolicy],
    sections: [
      {
        kind: "steps",
        id: "how-to-donate",
        heading: howToGive.heading,
        steps: [
          { title: howToGive.amountTitle, text: fillSlots(howToGive.amountText, values) },
          {
            title: howToGive.writeTitle,
            text: fillSlots(howToGive.writeText, values),
            action: { label: actions.writeToUs, href: mailtoHref(donationSubject) },
          },
          { title: howToGive.receiptTitle, text: howToGive.receiptText },
        ],
      },
      whereItGoesSection,
      questions(question(ask.companyQuestion, ask.companyOfflineAnswer)),
    ],
  };
}

/** /donation/success in a language: what follows the record (the record is drawn in the browser). */
export function donationSuccessPage(lang: Lang): ContentPage {
  const { success, actions } = donationWords[lang];
  const values = { email: org.email, refundsEmail: contacts.refundsEmail };
  return {
    sections: [
      {
        kind: "steps",
        heading: success.nextHeading,
        steps: [
          { title: success.keepTitle, text: success.keepText },
          {
            title: success.receiptTitle,
            text: fillSlots(success.receiptText, values),
            // The foundation reads the subject: it stays in English.
            action: {
              label: success.receiptAction,
              href: mailtoHref("80G receipt for my donation"),
            },
          },
          { title: success.supportsTitle, text: success.supportsText },
        ],
      },
      {
        kind: "faq",
        heading: success.wrongHeading,
        items: [
          {
            question: success.detailsQuestion,
            answer: fillSlots(success.detailsAnswer, values),
          },
          {
            question: success.mistakeQuestion,
            answer: fillSlots(success.mistakeAnswer, values),
          },
        ],
      },
      {
        kind: "cta",
        heading: success.tellHeading,
        text: success.tellText,
        actions: [
          { label: actions.refundPolicy, href: "/donation/refund" },
          { label: success.aboutAction, href: pathIn(lang, "/about") },
        ],
      },
    ],
  };
}

/** Text sections of /donation (after the form), /donation/success and /donation/refund (English only). */
export const donationPages = {
  "/donation": donationPage("en"),
  "/donation/success": donationSuccessPage("en"),
  "/donation/refund": {
    note: "Last updated: 15 May 2024",
    actions: [{ label: `Email ${contacts.refundsEmail}`, href: contacts.refundsMailto }],
    sections: [
      {
        kind: "prose",
        id: "policy",
        heading: "Our policy",
        paragraphs: [
          "Donations to µLearn Foundation are not usually refunded. We do consider a refund when something went wrong, if you ask within 7 days of making the donation.",
          "Whether a refund is approved is at the foundation's discretion. An approved refund goes back to the payment method you used to donate.",
        ],
      },
      {
        kind: "list",
        id: "valid-reasons",
        heading: "When we consider a refund",
        items: [
          "The payment was made without your permission, or was fraudulent.",
          "The wrong amount was charged.",
          "You are not satisfied with a subscription-based (recurring) donation.",
        ],
      },
      {
        kind: "prose",
        id: "subscriptions",
        heading: "Recurring donations",
        paragraphs: [
          "You can cancel a recurring donation at any time. Donations already made before you cancel are generally not refunded.",
        ],
      },
      {
        kind: "steps",
        id: "how-to-ask",
        heading: "How to ask for a refund",
        steps: [
          {
            title: "Write within 7 days",
            text: `Email ${contacts.refundsEmail} within 7 days of your donation.`,
          },
          {
            title: "Tell us the details",
            text: "Include the details of your donation, why you are asking for a refund, and a copy of your receipt.",
          },
          {
            title: "We decide and refund",
            text: "We review your request. If it is approved, the money goes back to your original payment method.",
          },
        ],
      },
      {
        kind: "prose",
        id: "contact",
        heading: "Contact for refunds",
        paragraphs: [`${contacts.refundsEmail}`, contacts.refundsAddress],
      },
    ],
  },
} satisfies Record<string, ContentPage>;
