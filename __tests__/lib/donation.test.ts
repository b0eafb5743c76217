import { validateWith } from "@/lib/forms";
import { donationWords } from "@/data/donation";
import { donationSchema, maskPan, receiptFromPayment } from "@/lib/donation";
import { emptyDonationForm, type DonationFormValues } from "@/lib/donation-values";

// The English page's messages, the range's figures written in as the page writes them.
const englishSchema = donationSchema({
  ...donationWords.en.errors,
  amountRange: "Enter a whole number of rupees from ₹100 to ₹10,00,000.",
});

const asha: DonationFormValues = {
  ...emptyDonationForm,
  amountChoice: "10000",
  name: "  Asha Menon ",
  email: "asha@example.org",
  phone_number: "98765 43210",
  consent: true,
};

const check = (changes: Partial<DonationFormValues>) =>
  validateWith(englishSchema, { ...asha, ...changes });

test("a preset amount becomes the order body, with the backend's names and no empty optionals", () => {
  expect(check({})).toEqual({
    ok: true,
    data: {
      amount: 10000,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
    },
  });
});

test("a PAN is sent upper-cased; a mobile number loses its +91, spaces and dashes", () => {
  expect(check({ pan_number: " abcde1234f", phone_number: "+91 98765-43210" })).toMatchObject({
    data: { pan_number: "ABCDE1234F", phone_number: "9876543210" },
  });
});

test("a PAN out of format is refused with an example", () => {
  expect(check({ pan_number: "ABCD1234F" })).toEqual({
    ok: false,
    errors: { pan_number: "Enter a PAN like ABCDE1234F: five letters, four digits, one letter." },
  });
});

test("a custom amount between ₹100 and ₹10,00,000 in whole rupees is sent as typed", () => {
  expect(check({ amountChoice: "custom", customAmount: "₹1,500" })).toMatchObject({
    data: { amount: 1500 },
  });
  expect(check({ amountChoice: "custom", customAmount: "100" })).toMatchObject({
    data: { amount: 100 },
  });
  expect(check({ amountChoice: "custom", customAmount: "1000000" })).toMatchObject({
    data: { amount: 1000000 },
  });
});

test.each(["99", "1", "0", "-500", "1000001", "150.50", "", "ten"])(
  "a custom amount of %p is refused",
  (customAmount) => {
    expect(check({ amountChoice: "custom", customAmount })).toEqual({
      ok: false,
      errors: { customAmount: "Enter a whole number of rupees from ₹100 to ₹10,00,000." },
    });
  },
);

test("paying for an organisation needs its name and address, and sends both", () => {
  expect(check({ forOrganisation: true })).toEqual({
    ok: false,
    errors: {
      company: "Enter the name of the organisation you are paying for.",
      address: "Enter the organisation's address: street, city and PIN code.",
    },
  });
  expect(
    check({ forOrganisation: true, company: "Acme Labs", address: "12 MG Road, Kochi 682001" }),
  ).toMatchObject({ data: { company: "Acme Labs", address: "12 MG Road, Kochi 682001" } });
});

test("an organisation typed and then unticked is not sent", () => {
  const result = check({ forOrganisation: false, company: "Acme Labs", address: "12 MG Road" });
  expect(result.ok && result.data).not.toHaveProperty("company");
});

test("an empty form lists every missing field at once, cross-field checks included", () => {
  expect(validateWith(englishSchema, { ...emptyDonationForm, amountChoice: "custom" })).toEqual({
    ok: false,
    errors: {
      customAmount: "Enter a whole number of rupees from ₹100 to ₹10,00,000.",
      name: "Enter your name as it should appear on your receipt.",
      email: "Enter an email address such as asha@example.org.",
      phone_number: "Enter a 10-digit Indian mobile number.",
      consent: "Please agree to the terms, the privacy policy and the refund policy.",
    },
  });
});

test("names keep apostrophes, dots and Indian scripts, but not digits", () => {
  expect(check({ name: "K. D'Souza" }).ok).toBe(true);
  expect(check({ name: "അനു മേനോൻ" }).ok).toBe(true);
  expect(check({ name: "Asha 2" })).toMatchObject({ ok: false });
});

test("a PAN is shown with its last four characters only", () => {
  expect(maskPan("ABCDE1234F")).toBe("••••••234F");
});

test("the receipt keeps verify's values and drops the full PAN", () => {
  const receipt = receiptFromPayment(
    {
      Amount: 500.5,
      Currency: "INR",
      payment_id: "pay_FAKE0001",
      Payment_method: "upi",
      Name: "Asha Menon",
      "PAN number": "ABCDE1234F",
    },
    new Date("2026-11-24T08:00:00Z"),
  );
  expect(receipt).toEqual({
    amount: 500.5,
    currency: "INR",
    paymentId: "pay_FAKE0001",
    method: "upi",
    name: "Asha Menon",
    email: undefined,
    company: undefined,
    maskedPan: "••••••234F",
    confirmedAt: "2026-11-24T08:00:00.000Z",
  });
  expect(JSON.stringify(receipt)).not.toContain("ABCDE1234F");
});

test("a payload missing the form's fields is refused field by field, not thrown on", () => {
  const result = validateWith(englishSchema, {
    amountChoice: "custom",
    forOrganisation: true,
    consent: true,
  });
  expect(result.ok).toBe(false);
  expect(!result.ok && Object.keys(result.errors).sort()).toEqual([
    "address",
    "company",
    "customAmount",
    "email",
    "name",
    "pan_number",
    "phone_number",
  ]);
});
