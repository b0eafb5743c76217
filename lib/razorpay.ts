/**
 * Razorpay Checkout in the browser: its script, loaded once on the first donation and awaited,
 * and the few types of its options and callbacks the donation form uses.
 */
import { razorpay } from "@/data/site";

/** The three values Checkout hands to its `handler` after an order's payment; verify checks them. */
export interface OrderPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** What Checkout hands to its `handler` once a subscription's payment is authorised. */
export interface SubscriptionPayment {
  razorpay_payment_id: string;
  razorpay_subscription_id: string;
  razorpay_signature: string;
}

export type CheckoutPayment = OrderPayment | SubscriptionPayment;

export const isSubscriptionPayment = (payment: CheckoutPayment): payment is SubscriptionPayment =>
  "razorpay_subscription_id" in payment;

/** The object Checkout passes to "payment.failed" listeners. */
export interface CheckoutFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

/**
 * Checkout's options but for its callbacks: for an order (a gift made once), or, with
 * `subscription_id` instead, for a subscription, whose amount Razorpay takes from its plan.
 */
export type CheckoutSetup = {
  key: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
} & ({ order_id: string; amount: number; currency: string } | { subscription_id: string });

export type CheckoutOptions = CheckoutSetup & {
  handler: (payment: CheckoutPayment) => void;
  modal: { ondismiss: () => void; escape?: boolean };
};

export interface CheckoutInstance {
  open(): void;
  on(event: "payment.failed", listener: (failure: CheckoutFailure) => void): void;
}

export type CheckoutConstructor = new (options: CheckoutOptions) => CheckoutInstance;

declare global {
  interface Window {
    Razorpay?: CheckoutConstructor;
  }
}

let loading: Promise<CheckoutConstructor> | undefined;

/**
 * Loads checkout.js once and resolves with its constructor; a failed or slow load rejects, and
 * the next call tries again with a fresh script element.
 */
export function loadCheckout(timeoutMs = 20_000): Promise<CheckoutConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<CheckoutConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail("Checkout took too long to load"), timeoutMs);
    script.src = razorpay.checkoutScript;
    script.async = true;
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail("Checkout loaded without Razorpay");
    });
    script.addEventListener("error", () => fail("Checkout could not load"));
    document.head.append(script);
  });
  return loading;
}
