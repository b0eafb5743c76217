/**
 * Razorpay Checkout in the browser: its script, loaded once on the first donation and awaited,
 * and the few types of its options and callbacks the donation form uses.
 */
import { razorpay } from "@/data/site";

/** The three values Checkout hands to its `handler` after a payment; verify checks them. */
export interface CheckoutPayment {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** The object Checkout passes to "payment.failed" listeners. */
export interface CheckoutFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface CheckoutOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  theme: { color: string };
  handler: (payment: CheckoutPayment) => void;
  modal: { ondismiss: () => void; escape?: boolean };
}

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
