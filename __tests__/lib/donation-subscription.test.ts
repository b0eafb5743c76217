import { validateWith } from "@/lib/forms";
import { donationWords } from "@/data/donation";
import { donationSchema, receiptFromPayment } from "@/lib/donation";
import { emptyDonationForm, type DonationFormValues } from "@/lib/donation-values";

// The English page's messages, the range's figures written in as the page writes them.
const englishSchema = donationSchema({
  ...donationWords.en.errors,
  amountRange: "Enter a whole number of rupees from ₹100 to ₹10,00,000.",
});

const asha: DonationFormValues = {
  ...emptyDonationForm,
  amountChoice: "1250",
  name: "Asha Menon",
  email: "asha@example.org",
  phone_number: "9876543210",
  consent: true,
};

const check = (changes: Partial<DonationFormValues>) =>
  validateWith(englishSchema, { ...asha, ...changes });

test("a monthly gift is a person's subscription request, even with organisation details typed", () => {
  expect(
    check({
      frequency: "monthly",
      forOrganisation: true,
      company: "Acme",
      address: "12 Road, City",
    }),
  ).toEqual({
    ok: true,
    data: {
      amount: 1250,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
      donation_type: "monthly",
      is_organisation: false,
    },
  });
});

test("a yearly gift is an organisation's: its name and address are required and sent", () => {
  expect(check({ frequency: "yearly", amountChoice: "100000" })).toEqual({
    ok: false,
    errors: {
      company: "Enter the name of the organisation you are paying for.",
      address: "Enter the organisation's address: street, city and PIN code.",
    },
  });
  expect(
    check({
      frequency: "yearly",
      amountChoice: "100000",
      company: " Acme Learning Trust ",
      address: "12 Technopark Road, Thiruvananthapuram",
    }),
  ).toEqual({
    ok: true,
    data: {
      amount: 100000,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
      company: "Acme Learning Trust",
      address: "12 Technopark Road, Thiruvananthapuram",
      donation_type: "yearly",
      is_organisation: true,
    },
  });
});

test("a gift made once is the order request as before; an unknown frequency counts as once", () => {
  const once = {
    ok: true,
    data: {
      amount: 1250,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
    },
  };
  expect(check({ frequency: "one-time" })).toEqual(once);
  expect(check({ frequency: "weekly" as DonationFormValues["frequency"] })).toEqual(once);
});

test("a subscription's receipt says how often and names the subscription", () => {
  expect(
    receiptFromPayment(
      { Amount: 1250, Currency: "INR", payment_id: "pay_FAKE0001", Payment_method: "card" },
      new Date("2026-11-24T08:00:00Z"),
      { frequency: "monthly", subscriptionId: "sub_FAKE0001" },
    ),
  ).toEqual({
    amount: 1250,
    currency: "INR",
    paymentId: "pay_FAKE0001",
    method: "card",
    name: undefined,
    email: undefined,
    company: undefined,
    maskedPan: undefined,
    confirmedAt: "2026-11-24T08:00:00.000Z",
    frequency: "monthly",
    subscriptionId: "sub_FAKE0001",
  });
});
