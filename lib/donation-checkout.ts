/**
 * What the donation form loads on its first use rather than with the page (zod, the backend
 * client, Checkout's loader, the words of each outcome): the form's rules, the calls that create
 * and verify an order, and Checkout's options for an order.
 */
import { apiPaths, postJson, readWith, type ApiResult } from "@/lib/api";
import {
  donationSchema,
  keepReceipt,
  razorpayOrderSchema,
  receiptFromPayment,
  verifiedPaymentSchema,
  type RazorpayOrder,
  type VerifiedPayment,
} from "@/lib/donation";
import type { DonationOrderRequest } from "@/lib/donation-values";
import { loadCheckout, type CheckoutOptions, type CheckoutPayment } from "@/lib/razorpay";
import { checkoutTheme } from "@/data/donation-form";
import { org } from "@/data/site";

export { donationOutcomeText } from "@/data/donation-form";
export { donationSchema, loadCheckout };

/** Asks the backend for a Razorpay order for these details. */
export const createOrder = (body: DonationOrderRequest): Promise<ApiResult<RazorpayOrder>> =>
  postJson(apiPaths.donationOrder, body, { read: readWith(razorpayOrderSchema) });

/** Has the backend verify a payment; a verified one's receipt is kept for the success page. */
export async function verifyPayment(payment: CheckoutPayment): Promise<ApiResult<VerifiedPayment>> {
  const result = await postJson(apiPaths.donationVerify, payment, {
    read: readWith(verifiedPaymentSchema),
  });
  if (result.ok) keepReceipt(receiptFromPayment(result.data, new Date()));
  return result;
}

/** Checkout's options for an order, but for its callbacks: the payee, the donor's details, our colour. */
export const checkoutOptions = (
  keyId: string,
  order: RazorpayOrder,
  body: DonationOrderRequest,
): Omit<CheckoutOptions, "handler" | "modal"> => ({
  key: keyId,
  order_id: order.id,
  amount: order.amount,
  currency: order.currency,
  name: org.name,
  description: "Donation",
  prefill: { name: body.name, email: body.email, contact: body.phone_number },
  theme: { color: checkoutTheme },
});
