import type { ContentPage } from "@/data/content-types";
import {
  donationTierSchema,
  parseDataFile,
  type DonationTier,
  type DonationTierInput,
} from "@/data/schema";
import { contacts, mailtoHref, org } from "@/data/site";
import { z } from "zod";

/**
 * Donation tiers (/donation). Amounts are in rupees. There is no payment page to link: until the
 * donation form arrives, a gift starts with an email to the foundation.
 */
const tiers: DonationTierInput[] = [
  {
    id: "learner",
    name: "Support a learner",
    amountInr: 500,
    supports: "Keeps one learner's tools, Discord community and weekly events running for a year.",
  },
  {
    id: "circle",
    name: "Fuel a learning circle",
    amountInr: 2000,
    supports:
      "Covers a campus learning circle's meet-ups for a semester: venue, snacks and printed material.",
    highlighted: true,
  },
  {
    id: "event",
    name: "Power an event",
    amountInr: 10000,
    supports:
      "Helps run a district meet-up or a hackathon like In50Hours, including travel for learners who need it.",
  },
  {
    id: "scholarship",
    name: "Fund a scholarship",
    amountInr: 25000,
    supports:
      "Pays for a learner's certification, hardware kit or travel to a national event they earned a place at.",
  },
];

export const donationTiers: DonationTier[] = parseDataFile(
  "data/donation.ts",
  z.array(donationTierSchema),
  tiers,
);

/** The subject a donor's email starts with; a tier adds its name and amount. */
export const donationSubject = "A donation to µLearn Foundation";

export const donateAction = { label: "How to give", href: "#how-to-donate" };

/** Text sections of /donation (after the tiers), /donation/success and /donation/refund. */
export const donationPages = {
  "/donation": {
    actions: [donateAction, { label: "Refund policy", href: "/donation/refund" }],
    sections: [
      {
        kind: "list",
        id: "where-it-goes",
        heading: "Where your money goes",
        items: [
          "Events and meet-ups: the weekly sessions, district meet-ups and hackathons.",
          "Tools: the servers, bots and software the community learns on.",
          "Scholarships: certifications, kits and travel for learners who could not afford them.",
          "Outreach: bringing µLearn to campuses that have never had a learning community.",
        ],
      },
      {
        kind: "steps",
        id: "how-to-donate",
        heading: "How donating works",
        steps: [
          {
            title: "Choose an amount",
            text: "Pick a tier above or any amount you like. Every rupee goes to the community.",
          },
          {
            title: "Write to us",
            text: `Email ${org.email} with the amount and whether you give yourself or for an organisation. Online giving is not open on this website yet; we reply with how to pay.`,
            action: { label: "Write to us", href: mailtoHref(donationSubject) },
          },
          {
            title: "Get your receipt",
            text: "Ask for a receipt in the same email, and say the name it should carry.",
          },
        ],
      },
      {
        kind: "faq",
        id: "questions",
        heading: "Questions about donating",
        items: [
          {
            question: "Can I donate a different amount?",
            answer: "Yes. Write the amount you have in mind in your email.",
          },
          {
            question: "Can my company donate or sponsor an event?",
            answer: `Yes. Write to ${org.email} and we will agree the details and paperwork with you.`,
          },
          {
            question: "What if I made a mistake?",
            answer: `See the refund policy: write to ${contacts.refundsEmail} within 7 days of your donation.`,
          },
        ],
      },
    ],
  },
  "/donation/success": {
    actions: [
      { label: "Back to the home page", href: "/" },
      { label: "See what the community is up to", href: "/events/weekly" },
    ],
    sections: [
      {
        kind: "steps",
        heading: "What happens next",
        steps: [
          {
            title: "Your receipt",
            text: "Our payment partner has emailed a receipt to the address you gave. It shows the amount, the date and a payment reference.",
          },
          {
            title: "Our thank-you",
            text: "Someone from µLearn will write to thank you within a few days.",
          },
          {
            title: "Your impact",
            text: "Your gift goes to events, tools and scholarships for learners, as described on the donation page.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "If something is not right",
        items: [
          {
            question: "I did not get a receipt.",
            answer: `Check your spam folder. If it is not there within an hour, write to ${org.email} with the date and amount, and we will send it again.`,
          },
          {
            question: "I need a receipt with different details.",
            answer: `Write to ${org.email} with the payment reference and the details you need.`,
          },
          {
            question: "I donated by mistake or paid twice.",
            answer: `See the refund policy: write to ${contacts.refundsEmail} within 7 days of your donation, with a copy of your receipt.`,
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
