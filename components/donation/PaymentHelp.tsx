import type { DonationWords } from "@/data/donation";
import { contacts, mailtoHref } from "@/data/site";
import type { CheckoutPayment } from "@/lib/razorpay";
import { Button } from "@/components/ui/Button";
import { TextLink } from "@/components/ui/TextLink";

/**
 * What the donation form shows under a payment it could not confirm: the payment id and whom to
 * write to with it, and a retry when asking again may help, in the page's words. It loads with the
 * form's rules on first use (the form shows it only after a payment), so it and data/site.ts stay
 * out of the page's script.
 */
export function PaymentHelp({
  words,
  paymentId,
  subscriptionId,
  retry,
  onRetry,
}: {
  /** The outcomes' words (content/donation/<lang>.json's `outcome`). */
  words: DonationWords["outcome"];
  paymentId?: string;
  /** For a monthly or yearly gift: the subscription the payment was for. */
  subscriptionId?: string;
  retry?: CheckoutPayment;
  onRetry: (payment: CheckoutPayment) => void;
}) {
  // The address is a link in the sentence: its words either side of "{email}".
  const [before = "", after = ""] = words.writeWithId.split("{email}");
  return (
    <>
      {paymentId ? (
        <>
          <p>
            {words.paymentIdLabel}: <strong className="font-mono">{paymentId}</strong>
          </p>
          {subscriptionId ? (
            <p>
              {words.subscriptionIdLabel}: <strong className="font-mono">{subscriptionId}</strong>
            </p>
          ) : null}
          <p>
            {before}
            <TextLink
              href={mailtoHref(`Donation not confirmed: ${paymentId}`, contacts.refundsEmail)}
            >
              {contacts.refundsEmail}
            </TextLink>
            {after}
          </p>
        </>
      ) : null}
      {retry ? (
        <Button variant="secondary" onClick={() => onRetry(retry)}>
          {words.retryVerify}
        </Button>
      ) : null}
    </>
  );
}
