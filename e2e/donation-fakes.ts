import { axeViolations, untilAnimationsEnd } from "./axe";
import { expect, type Page, type Route } from "@playwright/test";
import { apiOrigin, razorpay } from "../data/site";

/**
 * Fakes of the donation backend (gtech-mulearn/mulearnbackend: utils/response.py, api/donate/)
 * and of Razorpay Checkout, as docs/forms.md describes them:
 * the envelope, validation errors as an object inside message.general, Django's HTML 500 page,
 * the raw Razorpay order in paise, verify's capitalised keys, and Checkout's callbacks.
 */
export const orderUrl = `${apiOrigin}/api/v1/donate/order/`;
export const verifyUrl = `${apiOrigin}/api/v1/donate/verify/`;
export const subscriptionCreateUrl = `${apiOrigin}/api/v1/donate/subscription/create/`;
export const subscriptionVerifyUrl = `${apiOrigin}/api/v1/donate/subscription/verify/`;

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({
    status,
    contentType: "application/json",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: JSON.stringify(body),
  });

/** Django's production "Server Error (500)" page. */
export const djangoServerError = (route: Route) =>
  route.fulfill({
    status: 500,
    contentType: "text/html",
    headers: { "Access-Control-Allow-Origin": "*" },
    body: '<!doctype html>\n<html lang="en">\n<head>\n  <title>Server Error (500)</title>\n</head>\n<body>\n  <h1>Server Error (500)</h1><p></p>\n</body>\n</html>\n',
  });

/** The order endpoint's success: the raw Razorpay order, its amount in paise. */
export const orderCreated = (route: Route) => {
  const body = route.request().postDataJSON() as Record<string, unknown>;
  const paise = Math.trunc(Number(body.amount) * 100);
  return json(route, 200, {
    hasError: false,
    statusCode: 200,
    message: { general: [] },
    response: {
      id: "order_FAKE0001",
      entity: "order",
      amount: paise,
      amount_paid: 0,
      amount_due: paise,
      currency: "INR",
      receipt: null,
      offer_id: null,
      status: "created",
      attempts: 0,
      created_at: 1700000000,
      notes: {
        email: body.email,
        name: body.name,
        phone_number: body.phone_number ?? null,
        company: body.company ?? null,
        pan_number: body.pan_number ?? null,
        validated_data: body,
      },
    },
  });
};

/**
 * The subscription endpoint's success, as the newer backend answers it (mulearnhome's
 * `DonateSubscriptionCreateApiResponse`): the subscription's id, its plan, the amount in paise.
 */
export const subscriptionCreated = (route: Route) => {
  const body = route.request().postDataJSON() as Record<string, unknown>;
  return json(route, 200, {
    hasError: false,
    statusCode: 200,
    message: { general: [] },
    response: {
      subscription_id: "sub_FAKE0001",
      plan_id: "plan_FAKE0001",
      status: "created",
      short_url: "https://rzp.io/i/FAKE0001",
      amount: Math.trunc(Number(body.amount) * 100),
      currency: "INR",
      donation_type: body.donation_type,
    },
  });
};

/** The order endpoint's validation failure: DRF's errors wrapped as general[0]. */
export const orderInvalid = (route: Route) =>
  json(route, 400, {
    hasError: true,
    statusCode: 400,
    message: { general: [{ email: ["Enter a valid email address."] }] },
    response: {},
  });

/** Verify's success with `response`, keys exactly as the backend names them. */
export const verifiedWith = (response: Record<string, unknown>) => (route: Route) =>
  json(route, 200, { hasError: false, statusCode: 200, message: { general: [] }, response });

/** Verify's success for the form's donor (capitals and spaces in keys included). */
export const paymentVerified = verifiedWith({
  Amount: 15000.0,
  Currency: "INR",
  payment_id: "pay_FAKE0001",
  Payment_method: "upi",
  Name: "Asha Menon",
  Email: "asha@example.org",
  "Phone Number": "9876543210",
  "PAN number": "ABCDE1234F",
});

/** Verify's answer to a bad signature. */
export const verificationFailed = (route: Route) =>
  json(route, 400, {
    hasError: true,
    statusCode: 400,
    message: { general: ["Payment Verification Failed"] },
    response: {},
  });

/**
 * A stand-in for checkout.js: `new Razorpay(options)` records its options, and `open()` shows a
 * small dialog whose buttons play Razorpay's outcomes: "Pay" calls `handler` with a payment,
 * "Decline" fires "payment.failed" (the window stays open, as Razorpay's does), "Close" calls
 * `modal.ondismiss`.
 */
const fakeCheckoutScript = `
window.Razorpay = function (options) {
  var failedListeners = [];
  window.checkoutOptions = JSON.parse(JSON.stringify(options));
  return {
    on: function (event, listener) { if (event === "payment.failed") failedListeners.push(listener); },
    open: function () {
      window.checkoutOpened = (window.checkoutOpened || 0) + 1;
      var dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      dialog.setAttribute("aria-label", "Razorpay Checkout (test double)");
      dialog.style.cssText = "position:fixed;right:1rem;bottom:1rem;z-index:100;background:#fff;color:#000;padding:1rem;border:2px solid #000;display:flex;gap:.5rem";
      var add = function (label, act) {
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = label;
        button.addEventListener("click", act);
        dialog.append(button);
        return button;
      };
      var close = function () { dialog.remove(); };
      var pay = add("Pay", function () {
        close();
        // A subscription's payment names the subscription, an order's the order.
        options.handler(options.subscription_id
          ? { razorpay_payment_id: "pay_FAKE0001", razorpay_subscription_id: options.subscription_id, razorpay_signature: "f00dfeed" }
          : { razorpay_payment_id: "pay_FAKE0001", razorpay_order_id: options.order_id, razorpay_signature: "f00dfeed" });
      });
      add("Decline", function () {
        failedListeners.forEach(function (listener) {
          listener({ error: { code: "BAD_REQUEST_ERROR", description: "Your payment was declined by the bank.", source: "bank", step: "payment_authorization", reason: "payment_failed", metadata: { order_id: options.order_id, payment_id: "pay_FAKE0002" } } });
        });
      });
      add("Close", function () { close(); options.modal.ondismiss(); });
      document.body.append(dialog);
      pay.focus();
    }
  };
};
`;

/** Serves the fake Checkout in place of Razorpay's script; returns how many times it was fetched. */
export async function fakeCheckout(page: Page) {
  const loads = { count: 0 };
  await page.route(razorpay.checkoutScript, (route) => {
    loads.count += 1;
    return route.fulfill({ contentType: "text/javascript", body: fakeCheckoutScript });
  });
  return loads;
}

type Answer = (route: Route) => unknown;

/**
 * Answers one endpoint, first with `answer`; `answerWith` changes the answer for the next
 * requests, and `bodies` holds every JSON body received. A CORS preflight gets the backend's
 * django-cors-headers answer (any origin).
 */
async function fakeEndpoint(page: Page, url: string, answer: Answer) {
  const fake = { bodies: [] as unknown[], answerWith: (next: Answer) => void (answer = next) };
  await page.route(url, (route) => {
    if (route.request().method() === "OPTIONS") {
      return route.fulfill({
        status: 200,
        headers: {
          "Access-Control-Allow-Origin": "*",
          "Access-Control-Allow-Methods": "DELETE, GET, OPTIONS, PATCH, POST, PUT",
          "Access-Control-Allow-Headers": "accept, authorization, content-type",
        },
      });
    }
    fake.bodies.push(route.request().postDataJSON());
    return answer(route);
  });
  return fake;
}

/** The order endpoint, answering `orderCreated` unless told otherwise. */
export const fakeOrders = (page: Page, answer: Answer = orderCreated) =>
  fakeEndpoint(page, orderUrl, answer);

/** The verify endpoint, answering `paymentVerified` unless told otherwise. */
export const fakeVerify = (page: Page, answer: Answer = paymentVerified) =>
  fakeEndpoint(page, verifyUrl, answer);

/** The subscription endpoint, answering `subscriptionCreated` unless told otherwise. */
export const fakeSubscriptions = (page: Page, answer: Answer = subscriptionCreated) =>
  fakeEndpoint(page, subscriptionCreateUrl, answer);

/** The subscription verify endpoint; its success has verify's keys plus the newer backend's. */
export const fakeSubscriptionVerify = (page: Page, answer: Answer) =>
  fakeEndpoint(page, subscriptionVerifyUrl, answer);

/** axe on the donation form's current state, in light and then dark colours (the header's switch). */
export async function expectAccessible(page: Page, state: string) {
  for (const dark of [false, true]) {
    await page.evaluate((on) => {
      (document.getElementById("colour-mode") as HTMLInputElement).checked = on;
    }, dark);
    // Computed colours are read once any transition the change started has ended.
    await untilAnimationsEnd(page);
    expect(
      await axeViolations(page, { include: "#donate" }),
      `${state}, ${dark ? "dark" : "light"}`,
    ).toEqual([]);
  }
  await page.evaluate(() => {
    (document.getElementById("colour-mode") as HTMLInputElement).checked = false;
  });
}
