/**
 * What /donation's form loads on its first use, as one import so its pieces share one chunk: the
 * rules and calls (lib/donation-checkout.ts) and the help for a payment in doubt.
 */
export * from "@/lib/donation-checkout";
export { PaymentHelp } from "@/components/donation/PaymentHelp";
