import type { ContentPage, Section } from "@/data/content-types";
import { donationAmounts } from "@/data/donation-form";
import { donationAmountsSchema, donationTiersSchema, parseDataFile } from "@/data/schema";
import { contacts, mailtoHref, org, razorpayKeyId } from "@/data/site";

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
 * form's own one-time choices stay the presets above. Ids appear in links: keep them stable.
 */
const donationTiers = {
  individual: {
    "one-time": [
      { id: "brick", name: "Brick", amount: 1_500 },
      { id: "beam", name: "Beam", amount: 5_000 },
      { id: "pillar", name: "Pillar", amount: 7_500 },
      { id: "cornerstone", name: "Cornerstone", amount: 15_000 },
    ],
    subscription: [
      { id: "friend", name: "Friend", amount: 500 },
      { id: "supporter", name: "Supporter", amount: 1_250 },
      { id: "patron", name: "Patron", amount: 2_500 },
      { id: "contributor", name: "Contributor", amount: 5_000 },
      { id: "champion", name: "Champion", amount: 10_000 },
    ],
  },
  org: {
    "one-time": [
      { id: "community-partner", name: "Community Partner", amount: 1_25_000 },
      { id: "catalyst-partner", name: "Catalyst Partner", amount: 2_75_000 },
      { id: "growth-partner", name: "Growth Partner", amount: 5_00_000 },
      { id: "anchor-partner", name: "Anchor Partner", amount: 10_00_000 },
    ],
    subscription: [
      { id: "community-partner", name: "Community Partner", amount: 50_000 },
      { id: "catalyst-partner", name: "Catalyst Partner", amount: 1_00_000 },
      { id: "growth-partner", name: "Growth Partner", amount: 2_50_000 },
      { id: "anchor-partner", name: "Anchor Partner", amount: 5_00_000 },
    ],
  },
};

/** The tiers, checked when the site builds: slugs, rising amounts within the form's limits. */
export const checkedDonationTiers = parseDataFile(
  "data/donation.ts",
  donationTiersSchema(checkedDonationAmounts.minimum, checkedDonationAmounts.maximum),
  donationTiers,
);

/** The smallest repeating tier of a donor, as Indians write it: "₹500". */
const lowestTier = (donor: "individual" | "org") =>
  `₹${checkedDonationTiers[donor].subscription[0]!.amount.toLocaleString("en-IN")}`;

/** True when the build has a Razorpay key, so /donation takes payments online. */
export const onlineGiving = razorpayKeyId !== undefined;

/** The subject a donor's email to the foundation starts with. */
export const donationSubject = "A donation to µLearn Foundation";

const whereItGoes: Section = {
  kind: "list",
  id: "where-it-goes",
  heading: "Where your money goes",
  items: [
    "Events and meet-ups: the weekly sessions, district meet-ups and hackathons.",
    "Tools: the servers, bots and software the community learns on.",
    "Scholarships: certifications, kits and travel for learners who could not afford them.",
    "Outreach: bringing µLearn to campuses that have never had a learning community.",
  ],
};

const taxQuestion = {
  question: "Can I claim a tax deduction?",
  answer: `µLearn Foundation is registered under section 80G of the Income Tax Act (registration no. AAQCM8688KF20231, valid from 1 December 2023). For a receipt you can claim with, give your PAN and write to ${org.email} with your payment id.`,
};

const refundQuestion = {
  question: "What if I made a mistake?",
  answer: `See the refund policy: write to ${contacts.refundsEmail} within 7 days of your donation.`,
};

/** The questions section, with the questions each version of /donation answers. */
const questions = (...items: { question: string; answer: string }[]): Section => ({
  kind: "faq",
  id: "questions",
  heading: "Questions about donating",
  items,
});

/** /donation when the build takes payments online: the form, then these sections. */
const onlineSections: Section[] = [
  whereItGoes,
  questions(
    taxQuestion,
    {
      question: "Who handles my payment?",
      answer:
        "Razorpay, a payment company regulated in India. You pay by card, UPI, net banking or wallet in Razorpay's window; your payment details never reach this website.",
    },
    {
      question: "My payment failed or I closed the window. Was I charged?",
      answer: `No donation is made until the page confirms it. If money left your account but the page did not confirm your donation, write to ${contacts.refundsEmail} with the payment id the page showed.`,
    },
    {
      question: "Can I give every month or every year?",
      answer: `Yes. Choose "Every month" to give as an individual, from ${lowestTier("individual")} a month, or "Every year" to give for an organisation, from ${lowestTier("org")} a year; or type your own amount. You approve the repeating payment in Razorpay's window. To change or stop it, write to ${org.email} with the subscription id shown after you give.`,
    },
    {
      question: "Can my company donate or sponsor an event?",
      answer: `Yes. Tick "I am paying for an organisation" in the form, or choose "Every year" to give yearly, or write to ${org.partnersEmail} to agree a partnership, a bank transfer or a larger gift.`,
    },
    refundQuestion,
  ),
];

/** /donation when the build has no Razorpay key: how to give by writing to the foundation. */
const offlineSections: Section[] = [
  {
    kind: "steps",
    id: "how-to-donate",
    heading: "How to give",
    steps: [
      {
        title: "Choose an amount",
        text: `Any amount helps; earlier donors have given ${donationAmounts.presets.map((amount) => `₹${amount.toLocaleString("en-IN")}`).join(", ")}.`,
      },
      {
        title: "Write to us",
        text: `Email ${org.email} with the amount and whether you give yourself or for an organisation. Online payment is not open on this copy of the website; we reply with how to pay.`,
        action: { label: "Write to us", href: mailtoHref(donationSubject) },
      },
      {
        title: "Get your receipt",
        text: "Ask for a receipt in the same email, with the name it should carry and your PAN if you want to claim a tax deduction.",
      },
    ],
  },
  whereItGoes,
  questions(
    taxQuestion,
    {
      question: "Can my company donate or sponsor an event?",
      answer: `Yes. Write to ${org.partnersEmail} and we will agree the details and paperwork with you.`,
    },
    refundQuestion,
  ),
];

/** Text sections of /donation (after the form), /donation/success and /donation/refund. */
export const donationPages = {
  "/donation": {
    actions: [
      onlineGiving
        ? { label: "Donate now", href: "#donate" }
        : { label: "How to give", href: "#how-to-donate" },
      { label: "Refund policy", href: "/donation/refund" },
    ],
    sections: onlineGiving ? onlineSections : offlineSections,
  },
  "/donation/success": {
    sections: [
      {
        kind: "steps",
        heading: "What happens next",
        steps: [
          {
            title: "Keep this record",
            text: "Print this page or save it as a PDF. It stays only in this browser tab and is gone once you close it.",
          },
          {
            title: "Ask for your tax receipt",
            text: `This page is a record of your payment, not a tax receipt. For an 80G receipt, write to ${org.email} with the payment id above and your PAN.`,
            action: { label: "Ask for a receipt", href: mailtoHref("80G receipt for my donation") },
          },
          {
            title: "See what your gift supports",
            text: "Events, tools and scholarships for learners, as the donation page describes.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "If something is not right",
        items: [
          {
            question: "The details on this page are wrong.",
            answer: `Write to ${org.email} with the payment id and the details you need, and we will correct our record.`,
          },
          {
            question: "I donated by mistake or paid twice.",
            answer: `See the refund policy: write to ${contacts.refundsEmail} within 7 days of your donation, with the payment id.`,
          },
        ],
      },
      {
        kind: "cta",
        heading: "Tell a friend",
        text: "The best way to multiply your gift is to bring one more learner into the community.",
        actions: [
          { label: "Refund policy", href: "/donation/refund" },
          { label: "About µLearn", href: "/about" },
        ],
      },
    ],
  },
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
