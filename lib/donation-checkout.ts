/**
 * What the donation form loads on its first use rather than with the page (zod, the backend
 * client, Checkout's loader): the form's rules, and the calls that create and verify an order.
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
import { loadCheckout, type CheckoutPayment } from "@/lib/razorpay";

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
