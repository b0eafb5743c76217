/**
 * What the donation form loads on its first use rather than with the page (zod, the backend
 * client, Checkout's loader): the form's rules, the calls that create
 * and verify an order or a subscription, and Checkout's options for either.
 */
import { apiPaths, postJson, readWith, type ApiResult } from "@/lib/api";
import type { ApiFailureWords } from "@/data/i18n";
import {
  donationSchema,
  razorpayOrderSchema,
  razorpaySubscriptionSchema,
  receiptFromPayment,
  verifiedPaymentSchema,
  type RazorpayOrder,
  type RazorpaySubscription,
  type VerifiedPayment,
} from "@/lib/donation";
import { keepReceipt } from "@/lib/donation-receipt";
import {
  isSubscriptionRequest,
  type DonationOrderRequest,
  type DonationRequest,
  type DonationSubscriptionRequest,
} from "@/lib/donation-values";
import {
  isSubscriptionPayment,
  loadCheckout,
  type CheckoutPayment,
  type CheckoutSetup,
} from "@/lib/razorpay";
import { checkoutTheme } from "@/data/donation-form";
import { org } from "@/data/site";

export { donationSchema, loadCheckout };

/** What the backend created for a donation: an order, or a subscription for a repeating gift. */
export type CreatedPayment =
  | { kind: "order"; order: RazorpayOrder }
  | { kind: "subscription"; subscription: RazorpaySubscription };

/**
 * Asks the backend for a Razorpay order for these details; `failureWords` says a failure without
 * the backend's own words in the page's language (English when not given), as below.
 */
export const createOrder = (
  body: DonationOrderRequest,
  failureWords?: ApiFailureWords,
): Promise<ApiResult<RazorpayOrder>> =>
  postJson(apiPaths.donationOrder, body, { read: readWith(razorpayOrderSchema), failureWords });

/** Asks the backend for a Razorpay subscription (monthly or yearly) for these details. */
export const createSubscription = (
  body: DonationSubscriptionRequest,
  failureWords?: ApiFailureWords,
): Promise<ApiResult<RazorpaySubscription>> =>
  postJson(apiPaths.donationSubscriptionCreate, body, {
    read: readWith(razorpaySubscriptionSchema),
    failureWords,
  });

/** Creates what the details call for: a subscription for a repeating gift, else an order. */
export async function createPayment(
  body: DonationRequest,
  failureWords?: ApiFailureWords,
): Promise<ApiResult<CreatedPayment>> {
  if (isSubscriptionRequest(body)) {
    const result = await createSubscription(body, failureWords);
    return result.ok
      ? { ...result, data: { kind: "subscription", subscription: result.data } }
      : result;
  }
  const result = await createOrder(body, failureWords);
  return result.ok ? { ...result, data: { kind: "order", order: result.data } } : result;
}

/**
 * Has the backend verify a payment: an order's at `donate/verify/`, a subscription's at
 * `donate/subscription/verify/`. A verified one's receipt is kept for the success page, with how
 * often it repeats (`frequency`, from the details sent) for a subscription.
 */
export async function verifyPayment(
  payment: CheckoutPayment,
  frequency?: "monthly" | "yearly",
  failureWords?: ApiFailureWords,
): Promise<ApiResult<VerifiedPayment>> {
  const subscription = isSubscriptionPayment(payment);
  const result = await postJson(
    subscription ? apiPaths.donationSubscriptionVerify : apiPaths.donationVerify,
    payment,
    { read: readWith(verifiedPaymentSchema), failureWords },
  );
  if (result.ok) {
    const repeating =
      subscription && frequency
        ? { frequency, subscriptionId: payment.razorpay_subscription_id }
        : undefined;
    keepReceipt(receiptFromPayment(result.data, new Date(), repeating));
  }
  return result;
}

/** What Checkout's description says of a gift: the same on every page, as the options are. */
const descriptions = {
  "one-time": "Donation",
  monthly: "Monthly donation",
  yearly: "Yearly donation",
};

/**
 * Checkout's options for what the backend created, but for its callbacks: the order or the
 * subscription, the payee, the donor's details, our colour.
 */
export function checkoutOptions(
  keyId: string,
  created: CreatedPayment,
  body: DonationRequest,
): CheckoutSetup {
  const common = {
    key: keyId,
    name: org.name,
    description: descriptions[isSubscriptionRequest(body) ? body.donation_type : "one-time"],
    prefill: { name: body.name, email: body.email, contact: body.phone_number },
    theme: { color: checkoutTheme },
  };
  return created.kind === "subscription"
    ? { ...common, subscription_id: created.subscription.subscription_id }
    : {
        ...common,
        order_id: created.order.id,
        amount: created.order.amount,
        currency: created.order.currency,
      };
}
