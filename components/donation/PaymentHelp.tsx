import { donationOutcomeText as text } from "@/data/donation-form";
import { contacts, mailtoHref } from "@/data/site";
import type { CheckoutPayment } from "@/lib/razorpay";
import { Button } from "@/components/ui/Button";
import { TextLink } from "@/components/ui/TextLink";

/**
 * What the donation form shows under a payment it could not confirm: the payment id and whom to
 * write to with it, and a retry when asking again may help. It loads with the form's rules on
 * first use (the form shows it only after a payment), so it and data/site.ts stay out of the page's script.
 */
export function PaymentHelp({
  paymentId,
  subscriptionId,
  retry,
  onRetry,
}: {
  paymentId?: string;
  /** For a monthly or yearly gift: the subscription the payment was for. */
  subscriptionId?: string;
  retry?: CheckoutPayment;
  onRetry: (payment: CheckoutPayment) => void;
}) {
  return (
    <>
      {paymentId ? (
        <>
          <p>
            {text.paymentIdLabel}: <strong className="font-mono">{paymentId}</strong>
          </p>
          {subscriptionId ? (
            <p>
              {text.subscriptionIdLabel}: <strong className="font-mono">{subscriptionId}</strong>
            </p>
          ) : null}
          <p>
            Write to{" "}
            <TextLink
              href={mailtoHref(`Donation not confirmed: ${paymentId}`, contacts.refundsEmail)}
            >
              {contacts.refundsEmail}
            </TextLink>{" "}
            with this payment id.
          </p>
        </>
      ) : null}
      {retry ? (
        <Button variant="secondary" onClick={() => onRetry(retry)}>
          {text.retryVerify}
        </Button>
      ) : null}
    </>
  );
}
