import type { Page } from "@playwright/test";
import { test, expect, blockAppScripts, holdScripts } from "./fixtures";
import { shiftsOf, watchPage } from "./page-checks";
import {
  djangoServerError,
  expectAccessible,
  fakeCheckout,
  fakeOrders,
  fakeSubscriptions,
  fakeVerify,
  orderInvalid,
  verificationFailed,
  verifiedWith,
} from "./donation-fakes";

// The build under test must take payments (npm test builds with a test key id; see docs/forms.md).
const keyId = process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID || "rzp_test_E2eFakeKey0001";

/** The order a donor who fills the form as fillDonation does sends, from either page. */
const ashaOrder = {
  amount: 15000,
  currency: "INR",
  name: "Asha Menon",
  email: "asha@example.org",
  phone_number: "9876543210",
  pan_number: "ABCDE1234F",
};

/** Checkout's options for that order, the same on either page. */
const ashaCheckoutOptions = {
  key: keyId,
  order_id: "order_FAKE0001",
  amount: 1500000,
  currency: "INR",
  name: "µLearn Foundation",
  description: "Donation",
  prefill: { name: "Asha Menon", email: "asha@example.org", contact: "9876543210" },
  theme: { color: "#456ff6" },
  modal: {},
};

/**
 * The donation form on each page that has it, with the words a visitor finds its parts by
 * (content/donation/en.json and ml.json). The tests that run on both send the same request.
 */
const donationPages = [
  {
    lang: "en",
    path: "/donation",
    form: "Make a donation",
    frequency: "How often",
    amount: "Amount",
    other: "Other amount",
    name: "Full name",
    email: "Email address",
    phone: "Mobile number",
    pan: "PAN (optional)",
    typed: "Your amount in rupees",
    consent: /I agree to the terms/,
    donate: /^Donate/,
    donate15000: "Donate ₹15,000",
    monthly: "Every month as an individual",
    tier1250: "₹1,250 Supporter",
    donateMonthly: "Donate ₹1,250 a month",
    donateTyped: "Donate ₹2,50,000",
    amountMissing: "Choose an amount, or choose Other amount and enter one.",
    nameMissing: "Enter your name as it should appear on your receipt.",
    amountOutOfRange:
      "From ₹100 to ₹10,00,000, in whole rupees. Enter a whole number of rupees from ₹100 to ₹10,00,000.",
    closed:
      "Payment window closedNo money was taken. Your details are still here: press Donate when you want to try again.",
    serverError:
      "Our server could not handle this just now. Please try again in a few minutes, or write to info@mulearn.org if it keeps happening. No money was taken.",
    success: /\/donation\/success$/,
    thanks: "Thank you, Asha Menon",
    nextHeading: "What happens next",
    recordRows: {
      Amount: "₹15,000",
      "Payment method": "UPI",
      Date: /^\d{1,2} \w+ 20\d\d, .* IST$/,
    },
  },
  {
    lang: "ml",
    path: "/ml/donation",
    form: "സംഭാവന നൽകുക",
    frequency: "എത്ര തവണ",
    amount: "തുക",
    other: "മറ്റൊരു തുക",
    name: "മുഴുവൻ പേര്",
    email: "ഇമെയിൽ വിലാസം",
    phone: "മൊബൈൽ നമ്പർ",
    pan: "PAN (നിർബന്ധമില്ല)",
    typed: "നിങ്ങളുടെ തുക, രൂപയിൽ",
    consent: /എന്നിവ ഞാൻ അംഗീകരിക്കുന്നു/,
    donate: /സംഭാവന ചെയ്യുക$/,
    donate15000: "₹15,000 സംഭാവന ചെയ്യുക",
    monthly: "എല്ലാ മാസവും വ്യക്തിയായി",
    tier1250: "₹1,250 സഹായി",
    donateMonthly: "മാസം ₹1,250 സംഭാവന ചെയ്യുക",
    donateTyped: "₹2,50,000 സംഭാവന ചെയ്യുക",
    amountMissing: 'ഒരു തുക തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ "മറ്റൊരു തുക" തിരഞ്ഞെടുത്ത് തുക നൽകുക.',
    nameMissing: "രസീതിൽ വരേണ്ടതുപോലെ നിങ്ങളുടെ പേര് നൽകുക.",
    amountOutOfRange:
      "₹100 മുതൽ ₹10,00,000 വരെ, മുഴുവൻ രൂപയായി. ₹100 മുതൽ ₹10,00,000 വരെയുള്ള ഒരു തുക മുഴുവൻ രൂപയായി നൽകുക.",
    closed:
      'പേയ്മെന്റ് വിൻഡോ അടച്ചുപണമൊന്നും എടുത്തിട്ടില്ല. നിങ്ങളുടെ വിവരങ്ങൾ ഇവിടെത്തന്നെയുണ്ട്: വീണ്ടും ശ്രമിക്കാൻ "സംഭാവന ചെയ്യുക" അമർത്തുക.',
    serverError:
      "ഞങ്ങളുടെ സെർവറിന് ഇപ്പോൾ ഇത് കൈകാര്യം ചെയ്യാനായില്ല. കുറച്ച് മിനിറ്റിന് ശേഷം വീണ്ടും ശ്രമിക്കുക; പ്രശ്നം തുടർന്നാൽ info@mulearn.org എന്ന വിലാസത്തിൽ എഴുതുക. പണമൊന്നും എടുത്തിട്ടില്ല.",
    success: /\/ml\/donation\/success$/,
    thanks: "Asha Menon, നന്ദി",
    nextHeading: "ഇനി എന്ത്",
    recordRows: {
      തുക: "₹15,000",
      "പണമടച്ച രീതി": "UPI",
      തീയതി: /^20\d\d [\u0D00-\u0D7F]+ \d{1,2}, .* IST$/,
    },
  },
] as const;
type DonationPage = (typeof donationPages)[number];
const english = donationPages[0];

const donationForm = (page: Page, on: DonationPage = english) =>
  page.getByRole("form", { name: on.form });
const field = (page: Page, name: string, on: DonationPage = english) =>
  donationForm(page, on).getByRole("textbox", { name });
const donateButton = (page: Page, on: DonationPage = english) =>
  donationForm(page, on).getByRole("button", { name: on.donate });
const formAlert = (page: Page, on: DonationPage = english) =>
  donationForm(page, on).getByRole("alert");
const checkoutWindow = (page: Page) =>
  page.getByRole("dialog", { name: "Razorpay Checkout (test double)" });

/**
 * Opens /donation with a controllable clock, once the form is ready for input. Each of these tests
 * walks a whole donation and runs axe twice per state: on a shared 2-core machine, marked slow.
 */
/**
 * How many lines each "how often" choice's own words take (its note under it aside): phrases such
 * as "എല്ലാ മാസവും" broke over two lines in a card sized for an amount.
 */
const frequencyLabelLines = (page: Page, on: DonationPage) =>
  donationForm(page, on)
    .getByRole("group", { name: on.frequency })
    .locator("label")
    .evaluateAll((labels) =>
      labels.map((label) => {
        const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
        let words = walker.nextNode();
        while (words && !words.textContent?.trim()) words = walker.nextNode();
        const range = document.createRange();
        range.selectNodeContents(words!);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );

async function openDonationPage(page: Page, on: DonationPage = english) {
  test.slow();
  await page.clock.install();
  await page.goto(on.path);
  await expect(
    donationForm(page, on),
    "this build has no Razorpay key: build with NEXT_PUBLIC_RAZORPAY_KEY_ID set (npm test does)",
  ).toBeVisible();
  await expect(field(page, on.name, on)).toBeEnabled();
}

/** Fills the form as a donor would, then lets the 3-second minimum fill time pass. */
async function fillDonation(page: Page, on: DonationPage = english, chooseAmount = true) {
  if (chooseAmount) await donationForm(page, on).getByRole("radio", { name: "₹15,000" }).check();
  await field(page, on.name, on).fill("Asha Menon");
  await field(page, on.email, on).fill("asha@example.org");
  await field(page, on.phone, on).fill("98765 43210");
  await field(page, on.pan, on).fill("abcde1234f");
  await donationForm(page, on).getByRole("checkbox", { name: on.consent }).check();
  await page.clock.fastForward(5_000);
}

/** What the visitor typed is still there. */
async function expectDetailsKept(page: Page) {
  await expect(donationForm(page).getByRole("radio", { name: "₹15,000" })).toBeChecked();
  await expect(field(page, "Full name")).toHaveValue("Asha Menon");
  await expect(field(page, "Email address")).toHaveValue("asha@example.org");
  await expect(field(page, "PAN (optional)")).toHaveValue("abcde1234f");
}

test("a donation made by keyboard alone ends on a printable record of what verify returned", async ({
  page,
}) => {
  const checkoutLoads = await fakeCheckout(page);
  const orders = await fakeOrders(page);
  const verifications = await fakeVerify(page);
  await openDonationPage(page);

  await page.getByRole("link", { name: "Donate now" }).focus();
  await page.keyboard.press("Enter");
  // The first choice is how often; a gift made once is already chosen.
  await page.keyboard.press("Tab");
  await expect(donationForm(page).getByRole("radio", { name: "Once" })).toBeFocused();
  await expect(donationForm(page).getByRole("radio", { name: "Once" })).toBeChecked();
  await page.keyboard.press("Tab");
  await expect(donationForm(page).getByRole("radio", { name: "₹10,000" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(donationForm(page).getByRole("radio", { name: "₹15,000" })).toBeChecked();
  for (const text of ["Asha Menon", "asha@example.org", "9876543210", "ABCDE1234F"]) {
    await page.keyboard.press("Tab");
    await page.keyboard.type(text);
  }
  await page.keyboard.press("Tab");
  await expect(donationForm(page).getByRole("checkbox", { name: /organisation/ })).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await page.clock.fastForward(5_000);
  for (let link = 0; link < 4; link += 1) await page.keyboard.press("Tab");
  await expect(donateButton(page)).toHaveAccessibleName("Donate ₹15,000");
  await expect(donateButton(page)).toBeFocused();
  await page.keyboard.press("Enter");

  await expect(checkoutWindow(page).getByRole("button", { name: "Pay" })).toBeFocused();
  expect(orders.bodies).toEqual([ashaOrder]);
  expect(
    await page.evaluate(() => (window as { checkoutOptions?: unknown }).checkoutOptions),
  ).toEqual(ashaCheckoutOptions);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/donation\/success$/);
  expect(verifications.bodies).toEqual([
    {
      razorpay_payment_id: "pay_FAKE0001",
      razorpay_order_id: "order_FAKE0001",
      razorpay_signature: "f00dfeed",
    },
  ]);
  expect(checkoutLoads.count).toBe(1);
  const record = page.getByRole("region", { name: "Thank you, Asha Menon" });
  for (const [label, value] of [
    ["Amount", "₹15,000"],
    ["Payment id", "pay_FAKE0001"],
    ["Payment method", "UPI"],
    ["Email", "asha@example.org"],
    ["PAN", "••••••234F"],
  ] as const) {
    await expect(record.locator(`dt:text-is("${label}") + dd`)).toHaveText(value);
  }
  await expect(record.locator('dt:text-is("Date") + dd')).toHaveText(/^\d{1,2} \w+ 20\d\d.* IST$/);
  await expect(page.getByRole("main")).not.toContainText("ABCDE1234F");
  const stored = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(stored).toContain("pay_FAKE0001");
  expect(stored).not.toContain("ABCDE1234F");
  expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain("pay_FAKE0001");

  // Printed: the record without the site's header, footer, print button or the sections after it.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(record.getByRole("button", { name: "Print or save as PDF" })).toBeHidden();
  await expect(page.getByRole("heading", { name: "What happens next" })).toBeHidden();
  await expect(record).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // Another tab has no donation to show.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/donation/success");
  await expect(otherTab.getByRole("heading", { name: "No donation to show" })).toBeVisible();
  await otherTab.getByRole("link", { name: "Go to the donation page" }).click();
  await expect(otherTab).toHaveURL(/\/donation$/);
});

for (const on of donationPages) {
  test(`${on.path}: the form checks every field before anything is sent, and says how to fix each in its language`, async ({
    page,
  }) => {
    const orders = await fakeOrders(page);
    await openDonationPage(page, on);
    await expect(page.locator("html")).toHaveAttribute("lang", on.lang === "ml" ? "ml" : "en-IN");
    // At a laptop's width (the test's window) each choice of how often reads on one line.
    expect(await frequencyLabelLines(page, on)).toEqual([1, 1, 1]);
    await donateButton(page, on).click();
    await expect(donationForm(page, on).getByRole("radio", { name: "₹10,000" })).toBeFocused();
    await expect(
      donationForm(page, on).getByRole("group", { name: on.amount }),
    ).toHaveAccessibleDescription(on.amountMissing);
    await expect(field(page, on.name, on)).toHaveAccessibleDescription(on.nameMissing);
    await expect(field(page, on.phone, on)).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page, "every field missing");

    await donationForm(page, on).getByRole("radio", { name: on.other }).check();
    // A typed amount is written as Indians write it on the button; one out of range is not.
    await field(page, on.typed, on).fill("250000");
    await expect(donateButton(page, on)).toHaveAccessibleName(on.donateTyped);
    await field(page, on.typed, on).fill("1");
    await donateButton(page, on).click();
    await expect(field(page, on.typed, on)).toBeFocused();
    await expect(field(page, on.typed, on)).toHaveAccessibleDescription(on.amountOutOfRange);
    expect(orders.bodies).toEqual([]);
  });

  test(`${on.path}: the order sent and Checkout's options are the English page's, the words the page's own`, async ({
    page,
  }) => {
    await fakeCheckout(page);
    const orders = await fakeOrders(page);
    await openDonationPage(page, on);
    await fillDonation(page, on);
    await expect(donateButton(page, on)).toHaveAccessibleName(on.donate15000);
    await donateButton(page, on).click();
    await expect(checkoutWindow(page)).toBeVisible();
    expect(orders.bodies).toEqual([ashaOrder]);
    expect(
      await page.evaluate(() => (window as { checkoutOptions?: unknown }).checkoutOptions),
    ).toEqual(ashaCheckoutOptions);
    await checkoutWindow(page).getByRole("button", { name: "Close" }).click();
    await expect(donationForm(page, on).getByRole("status")).toHaveText(on.closed);

    // Paid: the same verify, then the record on the success page in the form's language.
    const verifications = await fakeVerify(page);
    await donateButton(page, on).click();
    await checkoutWindow(page).getByRole("button", { name: "Pay" }).click();
    await expect(page).toHaveURL(on.success);
    const record = page.getByRole("region", { name: on.thanks });
    await expect(record).toBeVisible();
    // The page the form moved to is drawn in the browser: its sections came with it.
    await expect(page.getByRole("region", { name: on.nextHeading })).toBeVisible();
    for (const [label, value] of Object.entries(on.recordRows)) {
      await expect(record.locator(`dt:text-is("${label}") + dd`)).toHaveText(value);
    }
    expect(verifications.bodies).toEqual([
      {
        razorpay_payment_id: "pay_FAKE0001",
        razorpay_order_id: "order_FAKE0001",
        razorpay_signature: "f00dfeed",
      },
    ]);
    expect(orders.bodies).toHaveLength(1);
  });

  test(`${on.path}: a monthly tier, named in the page's language, sends the English page's subscription`, async ({
    page,
  }) => {
    await fakeCheckout(page);
    const subscriptions = await fakeSubscriptions(page);
    await openDonationPage(page, on);
    await donationForm(page, on).getByRole("radio", { name: on.monthly, exact: true }).check();
    await donationForm(page, on).getByRole("radio", { name: on.tier1250, exact: true }).check();
    await fillDonation(page, on, false);
    await expect(donateButton(page, on)).toHaveAccessibleName(on.donateMonthly);
    await donateButton(page, on).click();
    await expect(checkoutWindow(page)).toBeVisible();
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
    expect(
      await page.evaluate(() => (window as { checkoutOptions?: unknown }).checkoutOptions),
    ).toMatchObject({ description: "Monthly donation", subscription_id: "sub_FAKE0001" });
  });
}

for (const on of donationPages) {
  test(`${on.path}: what a donor chose, typed and pressed before the page's scripts arrived is carried out once, as typed`, async ({
    page,
  }) => {
    test.slow();
    await page.clock.install();
    const release = await holdScripts(page);
    // After the hold, so these answer Checkout's script and the order themselves.
    const checkoutLoads = await fakeCheckout(page);
    const orders = await fakeOrders(page);
    await page.goto(on.path, { waitUntil: "domcontentloaded" });
    await expect(field(page, on.name, on)).toBeEnabled();
    await fillDonation(page, on);
    await donateButton(page, on).click();
    await donateButton(page, on).click();
    // The press went nowhere: the details are in no address, and nothing was sent yet; the
    // button looks at work while the press waits.
    await expect(donationForm(page, on)).toHaveAttribute("aria-busy", "true");
    await expect(donateButton(page, on)).toHaveCSS("cursor", "progress");
    expect(new URL(page.url()).search).toBe("");
    expect(page.url()).not.toContain("Asha");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    expect(orders.bodies).toEqual([]);

    await release();
    await expect(checkoutWindow(page).getByRole("button", { name: "Pay" })).toBeFocused();
    await expect(donationForm(page, on)).not.toHaveAttribute("aria-busy");
    expect(orders.bodies).toEqual([ashaOrder]);
    expect(checkoutLoads.count).toBe(1);
    expect(
      await page.evaluate(() => (window as { checkoutOptions?: unknown }).checkoutOptions),
    ).toMatchObject({ order_id: "order_FAKE0001", prefill: ashaCheckoutOptions.prefill });
    await expect(donationForm(page, on).getByRole("radio", { name: "₹15,000" })).toBeChecked();
    await expect(field(page, on.email, on)).toHaveValue("asha@example.org");
  });
}

test("another amount and an organisation's details typed before the page's scripts arrived show at once and are sent", async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  const release = await holdScripts(page);
  await fakeCheckout(page);
  const orders = await fakeOrders(page);
  await page.goto("/donation", { waitUntil: "domcontentloaded" });
  const form = donationForm(page);
  await expect(field(page, "Your amount in rupees")).toBeHidden();
  await form.getByRole("radio", { name: "Other amount" }).check();
  await field(page, "Your amount in rupees").fill("2500");
  await expect(field(page, "Organisation name")).toBeHidden();
  await form.getByRole("checkbox", { name: /organisation/ }).check();
  await field(page, "Organisation name").fill("Example Tech");
  await field(page, "Organisation address").fill("Infopark, Kochi");
  await fillDonation(page, english, false);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await release();
  await expect(donateButton(page)).toHaveAccessibleName("Donate ₹2,500");
  await donateButton(page).click();
  await expect(checkoutWindow(page)).toBeVisible();
  expect(orders.bodies).toEqual([
    { ...ashaOrder, amount: 2500, company: "Example Tech", address: "Infopark, Kochi" },
  ]);
});

test("a monthly tier chosen before the page's scripts arrived shows its tiers once they do", async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto("/donation", { waitUntil: "domcontentloaded" });
  await donationForm(page).getByRole("radio", { name: english.monthly }).check();
  await field(page, "Full name").fill("Asha Menon");
  await release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", /.*/);
  await expect(donationForm(page).getByRole("radio", { name: english.monthly })).toBeChecked();
  await expect(donationForm(page).getByRole("radio", { name: english.tier1250 })).toBeVisible();
  await expect(field(page, "Full name")).toHaveValue("Asha Menon");
  // A monthly gift is a person's: the organisation's box is not offered.
  await expect(donationForm(page).getByRole("checkbox", { name: /organisation/ })).toHaveCount(0);
});

test("/donation: a wrong PAN and a missing organisation are named beside their fields", async ({
  page,
}) => {
  const orders = await fakeOrders(page);
  await openDonationPage(page);
  await expect(donationForm(page).getByRole("checkbox", { name: /I agree/ })).not.toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await donateButton(page).click();
  await expect(
    donationForm(page).getByRole("checkbox", { name: /I agree/ }),
  ).toHaveAccessibleDescription(
    "Please agree to the terms, the privacy policy and the refund policy.",
  );
  await field(page, "PAN (optional)").fill("ABCD1234F");
  await donationForm(page)
    .getByRole("checkbox", { name: /organisation/ })
    .check();
  await donateButton(page).click();
  await expect(field(page, "PAN (optional)")).toHaveAccessibleDescription(
    /Enter a PAN like ABCDE1234F/,
  );
  await expect(field(page, "Organisation name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Organisation address")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "custom amount, organisation and PAN wrong");
  expect(orders.bodies).toEqual([]);
});

test("a double click makes one order; a closed window keeps the details and reuses the order", async ({
  page,
}) => {
  const checkoutLoads = await fakeCheckout(page);
  const orders = await fakeOrders(page);
  await openDonationPage(page);
  await fillDonation(page);
  // Two clicks in one task, as a double click reaches a busy phone: both before any re-render.
  await donateButton(page).evaluate((button: HTMLElement) => {
    button.click();
    button.click();
  });
  await checkoutWindow(page).getByRole("button", { name: "Close" }).click();
  await expect(donationForm(page).getByRole("status")).toHaveText(
    "Payment window closedNo money was taken. Your details are still here: press Donate when you want to try again.",
  );
  await expectDetailsKept(page);
  await expectAccessible(page, "payment window closed");

  await donateButton(page).click();
  await expect(checkoutWindow(page)).toBeVisible();
  expect(orders.bodies).toHaveLength(1);
  expect(checkoutLoads.count).toBe(1);
  expect(await page.evaluate(() => (window as { checkoutOpened?: number }).checkoutOpened)).toBe(2);
});

test.describe("when the backend refuses", () => {
  // Chromium logs every 4xx and 5xx answer, and a request made offline.
  // Given as [value, options]: Playwright would read a bare [RegExp, RegExp] as that pair.
  test.use({
    expectedErrors: [[/status of (400|500)/, /ERR_INTERNET_DISCONNECTED/], { scope: "test" }],
  });

  test("the backend's refusals, a server error, a time-out and a lost connection each say what happened", async ({
    page,
  }) => {
    await fakeCheckout(page);
    const orders = await fakeOrders(page, orderInvalid);
    await openDonationPage(page);
    await fillDonation(page);

    await donateButton(page).click();
    await expect(field(page, "Email address")).toHaveAccessibleDescription(
      "Razorpay sends your payment confirmation here. Enter a valid email address.",
    );
    await expect(formAlert(page)).toHaveText(
      "Your donation has not startedSome details were not accepted. Please check the marked fields and try again. No money was taken.",
    );
    await expectAccessible(page, "the backend rejects a field");

    orders.answerWith(djangoServerError);
    await donateButton(page).click();
    await expect(formAlert(page)).toContainText(
      "Our server could not handle this just now. Please try again in a few minutes, or write to info@mulearn.org if it keeps happening. No money was taken.",
    );

    orders.answerWith(() => undefined);
    await donateButton(page).click();
    await expect(
      donationForm(page).getByRole("button", { name: "Starting your donation…" }),
    ).toHaveAttribute("aria-disabled", "true");
    await page.clock.runFor(20_000);
    await expect(formAlert(page)).toContainText("Our server took too long to answer.");

    orders.answerWith((route) => route.abort("internetdisconnected"));
    await page.context().setOffline(true);
    await donateButton(page).click();
    await expect(formAlert(page)).toContainText(
      "You seem to be offline. Reconnect to the internet, then try again.",
    );
    await page.context().setOffline(false);
    await expectDetailsKept(page);
    await expect(checkoutWindow(page)).toHaveCount(0);
  });

  for (const on of donationPages) {
    test(`${on.path}: a server error says so in the page's language, and the details are kept`, async ({
      page,
    }) => {
      await fakeCheckout(page);
      await fakeOrders(page, djangoServerError);
      await openDonationPage(page, on);
      await fillDonation(page, on);
      await donateButton(page, on).click();
      await expect(formAlert(page, on)).toContainText(on.serverError);
      await expect(field(page, on.name, on)).toHaveValue("Asha Menon");
      await expect(checkoutWindow(page)).toHaveCount(0);
    });
  }

  test("a declined payment shows the bank's reason, and closing the window keeps it", async ({
    page,
  }) => {
    await fakeCheckout(page);
    await fakeOrders(page);
    const verifications = await fakeVerify(page);
    await openDonationPage(page);
    await fillDonation(page);
    await donateButton(page).click();
    await checkoutWindow(page).getByRole("button", { name: "Decline" }).click();
    await checkoutWindow(page).getByRole("button", { name: "Close" }).click();
    await expect(formAlert(page)).toHaveText(
      "Your payment did not go throughYour payment was declined by the bank. You can try again in the payment window, or close it and choose another way to pay.",
    );
    await expect(donateButton(page)).toHaveAccessibleName("Donate ₹15,000");
    await expectDetailsKept(page);
    expect(verifications.bodies).toEqual([]);
  });

  test("a payment verify cannot confirm says money may have been taken, with the payment id", async ({
    page,
  }) => {
    await fakeCheckout(page);
    await fakeOrders(page);
    const verifications = await fakeVerify(page, verificationFailed);
    await openDonationPage(page);
    await fillDonation(page);
    await donateButton(page).click();
    await checkoutWindow(page).getByRole("button", { name: "Pay" }).click();
    await expect(formAlert(page)).toContainText(
      "We could not confirm your donationYour payment may have gone through even so, and money may have been taken from your account.",
    );
    await expect(formAlert(page)).toContainText("Payment id: pay_FAKE0001");
    await expect(
      formAlert(page).getByRole("link", { name: "refunds@mulearn.org" }),
    ).toHaveAttribute(
      "href",
      "mailto:refunds@mulearn.org?subject=Donation%20not%20confirmed%3A%20pay_FAKE0001",
    );
    await expect(formAlert(page).getByRole("button", { name: "Try confirming again" })).toHaveCount(
      0,
    );
    await expect(page).toHaveURL(/\/donation$/);
    await expectAccessible(page, "verification failed");

    // A confirmation lost on the way can be asked again, and then succeeds.
    verifications.answerWith(() => undefined);
    await donateButton(page).click();
    await checkoutWindow(page).getByRole("button", { name: "Pay" }).click();
    // The time-out runs from when the request leaves: on a busy machine the clock moved on before
    // it did, the call was cancelled unsent, and the fake never saw it.
    await expect.poll(() => verifications.bodies.length).toBe(2);
    await page.clock.runFor(20_000);
    await expect(formAlert(page)).toContainText("Our server took too long to answer.");
    await expect(formAlert(page)).toContainText("Payment id: pay_FAKE0001");
    verifications.answerWith(
      verifiedWith({
        Amount: 15000.0,
        Currency: "INR",
        payment_id: "pay_FAKE0001",
        Payment_method: "card",
      }),
    );

    await formAlert(page).getByRole("button", { name: "Try confirming again" }).click();
    await expect(page).toHaveURL(/\/donation\/success$/);
    await expect(page.getByRole("region", { name: "Thank you" })).toContainText("Card");
    expect(verifications.bodies).toHaveLength(3);
  });
});

test("only the donation pages' policy allows the backend and Razorpay", async ({ page }) => {
  for (const { path } of donationPages) {
    const donation = await page.goto(path);
    const policy = donation!.headers()["content-security-policy"];
    expect(policy).toMatch(/connect-src 'self' https:\/\/mulearn\.org /);
    expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/checkout\.razorpay\.com/);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/api\.razorpay\.com/);
  }
  const success = await page.goto("/donation/success");
  expect(success!.headers()["content-security-policy"]).not.toContain("razorpay");
  expect(success!.headers()["content-security-policy"]).toMatch(/connect-src 'self';/);
});

/** A record as the donation form keeps it in the tab's sessionStorage (lib/donation-receipt.ts). */
const storedRecord = JSON.stringify({
  amount: 15000,
  currency: "INR",
  paymentId: "pay_FAKE0001",
  method: "upi",
  name: "Asha Menon",
  confirmedAt: "2026-11-24T08:00:00.000Z",
});
const keepRecordInTab = (page: Page) =>
  page.addInitScript((record) => {
    if (window === window.top) sessionStorage.setItem("mulearn-donation-receipt", record);
  }, storedRecord);

const successPages = [
  {
    path: "/donation/success",
    missing: "No donation to show",
    back: "Go to the donation page",
    donation: "/donation",
    thanks: "Thank you, Asha Menon",
    next: "What happens next",
  },
  {
    path: "/ml/donation/success",
    missing: "കാണിക്കാൻ സംഭാവനയൊന്നുമില്ല",
    back: "സംഭാവന പേജിലേക്ക് പോകുക",
    donation: "/ml/donation",
    thanks: "Asha Menon, നന്ദി",
    next: "ഇനി എന്ത്",
  },
] as const;

/**
 * The success page opened in a tab, before any of the site's scripts has run (they are blocked
 * here): what its first paint shows comes from the HTML and its one inline script.
 */
test.describe("the success page before the site's scripts", () => {
  test.use({ expectedErrors: [/Failed to load resource: net::ERR_FAILED/] });

  for (const on of successPages) {
    test(`${on.path}: a tab without a donation reads so at once; a tab with one waits for it`, async ({
      page,
    }) => {
      await blockAppScripts(page);
      await page.goto(on.path);
      await expect(page.getByRole("heading", { name: on.missing })).toBeVisible();
      await expect(page.getByRole("link", { name: on.back })).toHaveAttribute("href", on.donation);
      await expect(page.getByRole("heading", { name: on.next })).toBeVisible();

      // A tab that holds its record: the block keeps its place, unseen, for the record to come,
      // and what follows waits unseen too; if the record never comes, it shows after 5 s.
      await page.clock.install();
      await page.evaluate(
        (record) => sessionStorage.setItem("mulearn-donation-receipt", record),
        storedRecord,
      );
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: on.missing })).toBeHidden();
      await expect(page.getByRole("link", { name: on.back })).toBeHidden();
      await expect(page.getByRole("heading", { name: on.next })).toBeHidden();
      await page.clock.fastForward(5_000);
      await expect(page.getByRole("heading", { name: on.next })).toBeVisible();
    });
  }
});

for (const on of successPages) {
  test(`${on.path}: a donor who reloads their record at a laptop's width sees nothing move`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await keepRecordInTab(page);
    await watchPage(page);
    await page.goto(on.path);
    await expect(page.getByRole("region", { name: on.thanks })).toBeVisible();
    await expect(page.getByRole("heading", { name: on.next })).toBeVisible();
    await expect(page.getByRole("heading", { name: on.missing })).toHaveCount(0);
    expect(await shiftsOf(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // Playwright's text matchers skip <noscript>; innerText is what the visitor sees.
  test("the donation page says the form needs it, and its fields stay disabled", async ({
    page,
  }) => {
    await page.goto("/donation");
    expect(await page.getByRole("main").innerText()).toContain(
      "The donation form needs JavaScript, because the payment window runs in your browser.",
    );
    await expect(field(page, "Full name")).toBeDisabled();
    await expect(donateButton(page)).toBeDisabled();
    await page.goto("/donation/success");
    expect(await page.getByRole("main").innerText()).toContain(
      "This page shows your donation's details with JavaScript on",
    );
  });

  test("/ml/donation says so in Malayalam, and its fields stay disabled", async ({ page }) => {
    const ml = donationPages[1];
    await page.goto(ml.path);
    expect(await page.getByRole("main").innerText()).toContain(
      "പേയ്മെന്റ് വിൻഡോ നിങ്ങളുടെ ബ്രൗസറിലാണ് പ്രവർത്തിക്കുന്നത്, അതിനാൽ സംഭാവന ഫോമിന് JavaScript വേണം.",
    );
    await expect(field(page, ml.name, ml)).toBeDisabled();
    await expect(donateButton(page, ml)).toBeDisabled();
  });
});
