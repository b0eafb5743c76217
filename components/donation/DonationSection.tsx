import { donationAmounts, donationFormText } from "@/data/donation-form";
import { mailtoHref, org, razorpayKeyId } from "@/data/site";
import { checkedDonationTiers, donationSubject } from "@/data/donation";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";
import { Card } from "@/components/ui/Card";
import { DonationForm } from "@/components/donation/DonationForm";
import { donationAmountWords, donationTierWords } from "@/lib/donation-values";

/**
 * /donation's form, when the build has a Razorpay key; without one the page's sections explain how
 * to give instead, so a visitor never meets a form that cannot take a payment.
 */
export function DonationSection() {
  if (!razorpayKeyId) return null;
  const { noScript, ...formWords } = donationFormText;
  return (
    <Container
      as={TitledSection}
      id="donate"
      anchored
      heading={donationFormText.heading}
      className="pt-14"
    >
      <Card className="mt-6 max-w-4xl">
        <noscript>
          <p className="mb-6 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-brand-950 dark:bg-brand-950 dark:text-brand-50">
            {noScript} <TextLink href={mailtoHref(donationSubject)}>{org.email}</TextLink>
          </p>
        </noscript>
        <DonationForm
          keyId={razorpayKeyId}
          text={formWords}
          amounts={donationAmounts}
          amountWords={donationAmountWords(donationAmounts)}
          tiers={checkedDonationTiers}
          tierWords={donationTierWords(checkedDonationTiers)}
        />
      </Card>
    </Container>
  );
}
