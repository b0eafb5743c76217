import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import {
  djangoServerError,
  expectAccessible,
  fakeCheckout,
  fakeOrders,
  fakeSubscriptions,
  fakeSubscriptionVerify,
  orderInvalid,
  subscriptionCreated,
  verificationFailed,
  verifiedWith,
} from "./donation-fakes";

/**
 * Monthly and yearly gifts on /donation (the newer backend's subscription endpoints, faked in
 * e2e/donation-fakes.ts) and the form's deep links. The build under test must take payments:
 * npm test builds with a test key id (docs/forms.md).
 */
const keyId = process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID || "rzp_test_E2eFakeKey0001";

const donationForm = (page: Page) => page.getByRole("form", { name: "Make a donation" });
const radio = (page: Page, name: string) =>
  donationForm(page).getByRole("radio", { name, exact: true });
const field = (page: Page, name: string) => donationForm(page).getByRole("textbox", { name });
const donateButton = (page: Page) => donationForm(page).getByRole("button", { name: /^Donate/ });
const formAlert = (page: Page) => donationForm(page).getByRole("alert");
const checkoutWindow = (page: Page) =>
  page.getByRole("dialog", { name: "Razorpay Checkout (test double)" });
const checkoutOptions = (page: Page) =>
  page.evaluate(() => (window as { checkoutOptions?: unknown }).checkoutOptions);
const record = (page: Page) => page.getByRole("region", { name: /^Thank you/ });
const recordValue = (page: Page, label: string) =>
  record(page).locator(`dt:text-is("${label}") + dd`);

/** Verify's answer for a subscription's first payment, with the newer backend's extra keys. */
const firstPaymentVerified = (amount: number, type: string, extra: Record<string, string> = {}) =>
  verifiedWith({
    Amount: amount,
    Currency: "INR",
    payment_id: "pay_FAKE0001",
    Payment_method: "card",
    Name: "Asha Menon",
    Email: "asha@example.org",
    "Phone Number": "9876543210",
    "PAN number": "ABCDE1234F",
    invoice_pdf: "https://mulearn.org/media/invoices/FAKE0001.pdf",
    invoice_number: "MUF-FAKE-0001",
    subscription_id: "sub_FAKE0001",
    Donation_Type: type,
    Status: "active",
    ...extra,
  });

/** The amount choices, in order, by their accessible names. */
async function expectChoices(page: Page, names: string[]) {
  const radios = donationForm(page).getByRole("group", { name: "Amount" }).getByRole("radio");
  await expect(radios).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    await expect(radios.nth(index)).toHaveAccessibleName(name);
  }
}

const clocked = new WeakSet<Page>();

/** Opens `address` with a controllable clock, once the form is ready for input. */
async function openForm(page: Page, address = "/donation") {
  test.slow();
  if (!clocked.has(page)) await page.clock.install();
  clocked.add(page);
  await page.goto(address);
  await expect(
    donationForm(page),
    "this build has no Razorpay key: build with NEXT_PUBLIC_RAZORPAY_KEY_ID set (npm test does)",
  ).toBeVisible();
  await expect(field(page, "Full name")).toBeEnabled();
}

/** The donor's details and consent, then the 3-second minimum fill time passes. */
async function fillDetails(page: Page) {
  await field(page, "Full name").fill("Asha Menon");
  await field(page, "Email address").fill("asha@example.org");
  await field(page, "Mobile number").fill("98765 43210");
  await field(page, "PAN (optional)").fill("abcde1234f");
  await donationForm(page)
    .getByRole("checkbox", { name: /I agree to the terms/ })
    .check();
  await page.clock.fastForward(5_000);
}

test("a monthly gift made by keyboard alone: subscription, Checkout, verify, the record", async ({
  page,
}) => {
  await fakeCheckout(page);
  const orders = await fakeOrders(page);
  const subscriptions = await fakeSubscriptions(page);
  const verifications = await fakeSubscriptionVerify(page, firstPaymentVerified(1250, "monthly"));
  await openForm(page);

  await page.getByRole("link", { name: "Donate now" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(radio(page, "Once")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(radio(page, "Every month as an individual")).toBeChecked();
  await expect(donationForm(page).getByRole("group", { name: "How often" })).toContainText(
    "You approve the repeating payment in Razorpay's window.",
  );
  // The individual tiers, by amount and name.
  await expectChoices(page, [
    "₹500 Friend",
    "₹1,250 Supporter",
    "₹2,500 Patron",
    "₹5,000 Contributor",
    "₹10,000 Champion",
    "Other amount",
  ]);
  await page.keyboard.press("Tab");
  await expect(radio(page, "₹500 Friend")).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(radio(page, "₹1,250 Supporter")).toBeChecked();
  for (const text of ["Asha Menon", "asha@example.org", "9876543210", "ABCDE1234F"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  // A monthly gift is a person's: no organisation box, straight to the consent.
  await page.keyboard.press("Tab");
  await expect(donationForm(page).getByRole("checkbox", { name: /I agree/ })).toBeFocused();
  await expect(donationForm(page).getByRole("checkbox", { name: /organisation/ })).toHaveCount(0);
  await page.keyboard.press("Space");
  await page.clock.fastForward(5_000);
  await expectAccessible(page, "a monthly gift, filled in");
  for (let link = 0; link < 4; link += 1) await page.keyboard.press("Tab");
  await expect(donateButton(page)).toBeFocused();
  await expect(donateButton(page)).toHaveAccessibleName("Donate ₹1,250 a month");
  await page.keyboard.press("Enter");

  await expect(checkoutWindow(page).getByRole("button", { name: "Pay" })).toBeFocused();
  expect(orders.bodies).toEqual([]);
  expect(subscriptions.bodies).toEqual([
    {
      amount: 1250,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
      pan_number: "ABCDE1234F",
      donation_type: "monthly",
      is_organisation: false,
    },
  ]);
  expect(await checkoutOptions(page)).toEqual({
    key: keyId,
    subscription_id: "sub_FAKE0001",
    name: "µLearn Foundation",
    description: "Monthly donation",
    prefill: { name: "Asha Menon", email: "asha@example.org", contact: "9876543210" },
    theme: { color: "#456ff6" },
    modal: {},
  });
  await page.keyboard.press("Enter");

  // Verify, then the page change: slow on a busy 2-core machine.
  await expect(page).toHaveURL(/\/donation\/success$/, { timeout: 15_000 });
  expect(verifications.bodies).toEqual([
    {
      razorpay_payment_id: "pay_FAKE0001",
      razorpay_subscription_id: "sub_FAKE0001",
      razorpay_signature: "f00dfeed",
    },
  ]);
  await expect(page.getByRole("region", { name: "Thank you, Asha Menon" })).toBeVisible();
  for (const [label, value] of [
    ["Amount", "₹1,250 a month"],
    ["Subscription id", "sub_FAKE0001"],
    ["Payment id", "pay_FAKE0001"],
    ["Payment method", "Card"],
    ["Email", "asha@example.org"],
    ["PAN", "••••••234F"],
  ] as const) {
    await expect(recordValue(page, label)).toHaveText(value);
  }
  await expect(record(page)).toContainText(
    "Razorpay takes this amount again each time it falls due, on the payment method you approved. To change or stop your gift, write to info@mulearn.org with the subscription id.",
  );
  await expect(record(page).getByRole("link", { name: "info@mulearn.org" })).toHaveAttribute(
    "href",
    "mailto:info@mulearn.org?subject=My%20monthly%20donation%3A%20sub_FAKE0001",
  );
  await expect(page.getByRole("main")).not.toContainText("ABCDE1234F");
});

test("a yearly gift is an organisation's: its tiers, its name and address, sent as yearly", async ({
  page,
}) => {
  await fakeCheckout(page);
  const orders = await fakeOrders(page);
  const subscriptions = await fakeSubscriptions(page);
  const verifications = await fakeSubscriptionVerify(
    page,
    firstPaymentVerified(100000, "yearly", {
      Company: "Acme Learning Trust",
      Address: "12 Technopark Road, Thiruvananthapuram 695581",
    }),
  );
  await openForm(page);
  await radio(page, "Every year as an organisation").check();
  await expectChoices(page, [
    "₹50,000 Community Partner",
    "₹1,00,000 Catalyst Partner",
    "₹2,50,000 Growth Partner",
    "₹5,00,000 Anchor Partner",
    "Other amount",
  ]);
  await radio(page, "₹1,00,000 Catalyst Partner").check();
  await fillDetails(page);
  const organisation = donationForm(page).getByRole("group", { name: "Your organisation" });
  await expect(donationForm(page).getByRole("checkbox", { name: /organisation/ })).toHaveCount(0);
  // Sent without the organisation's details: each is asked for beside its field.
  await donateButton(page).click();
  await expect(field(page, "Organisation name")).toBeFocused();
  await expect(field(page, "Organisation name")).toHaveAccessibleDescription(
    "Enter the name of the organisation you are paying for.",
  );
  await expect(field(page, "Organisation address")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "a yearly gift without the organisation's details");
  expect(subscriptions.bodies).toEqual([]);

  await organisation
    .getByRole("textbox", { name: "Organisation name" })
    .fill("Acme Learning Trust");
  await organisation
    .getByRole("textbox", { name: "Organisation address" })
    .fill("12 Technopark Road, Thiruvananthapuram 695581");
  await expect(donateButton(page)).toHaveAccessibleName("Donate ₹1,00,000 a year");
  await donateButton(page).click();
  await expect(checkoutWindow(page)).toBeVisible();
  expect(orders.bodies).toEqual([]);
  expect(subscriptions.bodies).toEqual([
    {
      amount: 100000,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
      pan_number: "ABCDE1234F",
      company: "Acme Learning Trust",
      address: "12 Technopark Road, Thiruvananthapuram 695581",
      donation_type: "yearly",
      is_organisation: true,
    },
  ]);
  expect(await checkoutOptions(page)).toMatchObject({
    subscription_id: "sub_FAKE0001",
    description: "Yearly donation",
  });
  await checkoutWindow(page).getByRole("button", { name: "Pay" }).click();

  // Verify, then the page change: slow on a busy 2-core machine.
  await expect(page).toHaveURL(/\/donation\/success$/, { timeout: 15_000 });
  expect(verifications.bodies).toEqual([
    {
      razorpay_payment_id: "pay_FAKE0001",
      razorpay_subscription_id: "sub_FAKE0001",
      razorpay_signature: "f00dfeed",
    },
  ]);
  for (const [label, value] of [
    ["Amount", "₹1,00,000 a year"],
    ["Subscription id", "sub_FAKE0001"],
    ["Organisation", "Acme Learning Trust"],
  ] as const) {
    await expect(recordValue(page, label)).toHaveText(value);
  }
});

test("closing Checkout keeps every choice and detail; the next press reuses the subscription", async ({
  page,
}) => {
  await fakeCheckout(page);
  const subscriptions = await fakeSubscriptions(page);
  await openForm(page);
  await radio(page, "Every month as an individual").check();
  await radio(page, "Other amount").check();
  await field(page, "Your amount in rupees").fill("750");
  await fillDetails(page);
  await expect(donateButton(page)).toHaveAccessibleName("Donate ₹750 a month");
  // Two clicks in one task, as a double click reaches a busy phone: one subscription.
  await donateButton(page).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await checkoutWindow(page).getByRole("button", { name: "Close" }).click();
  await expect(donationForm(page).getByRole("status")).toHaveText(
    "Payment window closedNo money was taken. Your details are still here: press Donate when you want to try again.",
  );
  await expect(radio(page, "Every month as an individual")).toBeChecked();
  await expect(radio(page, "Other amount")).toBeChecked();
  await expect(field(page, "Your amount in rupees")).toHaveValue("750");
  await expect(field(page, "Full name")).toHaveValue("Asha Menon");
  await expect(field(page, "PAN (optional)")).toHaveValue("abcde1234f");
  await expectAccessible(page, "a monthly gift's window closed");

  await donateButton(page).click();
  await expect(checkoutWindow(page)).toBeVisible();
  expect(subscriptions.bodies).toHaveLength(1);
  expect(subscriptions.bodies[0]).toMatchObject({ amount: 750, donation_type: "monthly" });
  expect(await page.evaluate(() => (window as { checkoutOpened?: number }).checkoutOpened)).toBe(2);

  // Switching to a gift made once asks for an order, not the monthly subscription.
  await checkoutWindow(page).getByRole("button", { name: "Close" }).click();
  const orders = await fakeOrders(page);
  await radio(page, "Once").check();
  await expect(field(page, "Your amount in rupees")).toHaveValue("750");
  await expect(donateButton(page)).toHaveAccessibleName("Donate ₹750");
  await donateButton(page).click();
  await expect(checkoutWindow(page)).toBeVisible();
  expect(orders.bodies).toEqual([
    {
      amount: 750,
      currency: "INR",
      name: "Asha Menon",
      email: "asha@example.org",
      phone_number: "9876543210",
      pan_number: "ABCDE1234F",
    },
  ]);
  expect(subscriptions.bodies).toHaveLength(1);
});

test.describe("when the backend refuses", () => {
  test.use({ expectedErrors: [[/status of (400|500)/], { scope: "test" }] });

  test("a refused subscription says why beside the field; a failed verify keeps the payment's ids", async ({
    page,
  }) => {
    await fakeCheckout(page);
    const subscriptions = await fakeSubscriptions(page, orderInvalid);
    const verifications = await fakeSubscriptionVerify(page, verificationFailed);
    await openForm(page);
    await radio(page, "Every month as an individual").check();
    await radio(page, "₹2,500 Patron").check();
    await fillDetails(page);

    await donateButton(page).click();
    await expect(field(page, "Email address")).toHaveAccessibleDescription(
      "Razorpay sends your payment confirmation here. Enter a valid email address.",
    );
    await expect(formAlert(page)).toHaveText(
      "Your donation has not startedSome details were not accepted. Please check the marked fields and try again. No money was taken.",
    );
    subscriptions.answerWith(djangoServerError);
    await donateButton(page).click();
    await expect(formAlert(page)).toContainText(
      "Our server could not handle this just now. Please try again in a few minutes, or write to info@mulearn.org if it keeps happening. No money was taken.",
    );
    await expect(checkoutWindow(page)).toHaveCount(0);

    subscriptions.answerWith(subscriptionCreated);
    await donateButton(page).click();
    await checkoutWindow(page).getByRole("button", { name: "Pay" }).click();
    await expect(formAlert(page)).toContainText(
      "We could not confirm your donationYour payment may have gone through even so, and money may have been taken from your account.",
    );
    await expect(formAlert(page)).toContainText("Payment id: pay_FAKE0001");
    await expect(formAlert(page)).toContainText("Subscription id: sub_FAKE0001");
    await expect(
      formAlert(page).getByRole("link", { name: "refunds@mulearn.org" }),
    ).toHaveAttribute(
      "href",
      "mailto:refunds@mulearn.org?subject=Donation%20not%20confirmed%3A%20pay_FAKE0001",
    );
    await expect(page).toHaveURL(/\/donation$/);
    await expect(radio(page, "₹2,500 Patron")).toBeChecked();
    await expect(field(page, "Full name")).toHaveValue("Asha Menon");
    await expectAccessible(page, "a monthly gift's verification failed");
    expect(subscriptions.bodies).toHaveLength(3);
    expect(verifications.bodies).toEqual([
      {
        razorpay_payment_id: "pay_FAKE0001",
        razorpay_subscription_id: "sub_FAKE0001",
        razorpay_signature: "f00dfeed",
      },
    ]);
  });
});

test.describe("deep links", () => {
  test("type, mode, tier and amount preselect the form", async ({ page }) => {
    await openForm(page, "/donation?type=org&mode=subscription&tier=growth-partner");
    await expect(radio(page, "Every year as an organisation")).toBeChecked();
    await expect(radio(page, "₹2,50,000 Growth Partner")).toBeChecked();
    await expect(field(page, "Organisation name")).toBeVisible();
    await expect(donateButton(page)).toHaveAccessibleName("Donate ₹2,50,000 a year");

    await openForm(page, "/donation?type=individual&mode=subscription&amount=750");
    await expect(radio(page, "Every month as an individual")).toBeChecked();
    await expect(radio(page, "Other amount")).toBeChecked();
    await expect(field(page, "Your amount in rupees")).toHaveValue("750");
    await expect(donateButton(page)).toHaveAccessibleName("Donate ₹750 a month");

    // A one-time tier of the newer page that is not one of our presets becomes the typed amount.
    await openForm(page, "/donation?mode=one-time&tier=brick");
    await expect(radio(page, "Once")).toBeChecked();
    await expect(field(page, "Your amount in rupees")).toHaveValue("1500");
    await expect(donateButton(page)).toHaveAccessibleName("Donate ₹1,500");

    await openForm(page, "/donation?type=org&mode=one-time&amount=15000");
    await expect(radio(page, "Once")).toBeChecked();
    await expect(radio(page, "₹15,000")).toBeChecked();
    await expect(
      donationForm(page).getByRole("checkbox", { name: "I am paying for an organisation" }),
    ).toBeChecked();
    await expect(donateButton(page)).toHaveAccessibleName("Donate ₹15,000");
  });

  test("unknown, out-of-range and hostile values are ignored", async ({ page }) => {
    const once = "Once";
    const monthly = "Every month as an individual";
    for (const [query, frequency, forOrganisation] of [
      ["?type=company&mode=weekly&tier=gold&amount=-5", once, false],
      ["?mode=subscription&tier=anchor-partner&amount=99", monthly, false],
      ["?amount=1e6&tier=__proto__", once, false],
      ["?amount=%00&type=%3Cscript%3E&mode=subscription%20", once, false],
      ["?type=org&type=individual&amount=10000001", once, true],
    ] as const) {
      await openForm(page, `/donation${query}`);
      await expect(radio(page, frequency), query).toBeChecked();
      await expect(donationForm(page).getByRole("radio", { checked: true }), query).toHaveCount(1);
      await expect(donateButton(page), query).toHaveAccessibleName("Donate");
      const organisation = donationForm(page).getByRole("checkbox", { name: /organisation/ });
      if (frequency === monthly) await expect(organisation, query).toHaveCount(0);
      else if (forOrganisation) await expect(organisation, query).toBeChecked();
      else await expect(organisation, query).not.toBeChecked();
    }
    expect(await page.evaluate(() => "polluted" in {})).toBe(false);
  });

  test("/donate?... reaches the form with its query whole", async ({ page }) => {
    await openForm(page, "/donate?type=individual&mode=subscription&tier=patron");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      "/donation?type=individual&mode=subscription&tier=patron",
    );
    await expect(radio(page, "Every month as an individual")).toBeChecked();
    await expect(radio(page, "₹2,500 Patron")).toBeChecked();
    await expect(donateButton(page)).toHaveAccessibleName("Donate ₹2,500 a month");
    await expectAccessible(page, "a monthly gift from a link");
  });
});
