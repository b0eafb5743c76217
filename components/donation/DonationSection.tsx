import { donationAmounts } from "@/data/donation-form";
import { mailtoHref, org, razorpayKeyId } from "@/data/site";
import { donationSubject, donationWords, namedDonationTiers } from "@/data/donation";
import { locale, uiText, type Lang } from "@/data/i18n";
import { pathIn } from "@/data/ml-paths";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";
import { Card } from "@/components/ui/Card";
import { DonationForm } from "@/components/donation/DonationForm";
import {
  donationAmountWords,
  donationTierWords,
  formatDonationAmount,
} from "@/lib/donation-values";
import { fillSlots } from "@/lib/format";

/**
 * /donation's form (and /ml/donation's, with `lang="ml"`), when the build has a Razorpay key;
 * without one the page's sections explain how to give instead, so a visitor never meets a form
 * that cannot take a payment. Its words come from content/donation/<lang>.json and
 * content/i18n/<lang>.json, handed to the form as props.
 */
export function DonationSection({ lang = "en" }: { lang?: Lang }) {
  if (!razorpayKeyId) return null;
  const { form, outcome, errors } = donationWords[lang];
  const { noScript, ...formWords } = form;
  const { forms, apiFailures, newWindow, language, newsletter } = uiText[lang];
  const range = {
    minimum: formatDonationAmount(donationAmounts.minimum, "INR", locale[lang]),
    maximum: formatDonationAmount(donationAmounts.maximum, "INR", locale[lang]),
  };
  const tiers = namedDonationTiers(lang);
  return (
    <Container as={TitledSection} id="donate" anchored heading={form.heading} className="pt-14">
      <Card className="mt-6 max-w-4xl">
        <noscript>
          <p className="mb-6 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-brand-950 dark:bg-brand-950 dark:text-brand-50">
            {noScript} <TextLink href={mailtoHref(donationSubject)}>{org.email}</TextLink>
          </p>
        </noscript>
        <DonationForm
          keyId={razorpayKeyId}
          text={formWords}
          outcome={outcome}
          errorWords={{ ...errors, amountRange: fillSlots(errors.amountRange, range) }}
          pageWords={{
            forms,
            apiFailures,
            newWindow,
            englishOnly: language.englishOnly,
            optional: newsletter.optional,
            locale: locale[lang],
          }}
          amounts={donationAmounts}
          amountWords={donationAmountWords(donationAmounts, form.amountRange, locale[lang])}
          tiers={tiers}
          tierWords={donationTierWords(tiers, locale[lang])}
          successHref={pathIn(lang, "/donation/success")}
        />
      </Card>
    </Container>
  );
}
