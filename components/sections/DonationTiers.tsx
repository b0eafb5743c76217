import type { DonationTier } from "@/data/schema";
import { donationSubject } from "@/data/donation";
import { mailtoHref, org } from "@/data/site";
import { formatInr } from "@/lib/format";
import { ButtonLink } from "@/components/ui/Button";
import { Card, CardFooter } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { Lead } from "@/components/ui/Lead";
import { TitledSection } from "@/components/ui/TitledSection";

/** /donation's tiers: an amount, what it pays for, and an email that offers it. */
export function DonationTiers({ tiers }: { tiers: DonationTier[] }) {
  return (
    <Container as={TitledSection} id="tiers" heading="Choose how you help" className="pt-14">
      <Lead>
        Every amount helps. These are examples of what a gift pays for. Online giving is not open on
        this website yet: each button starts an email to {org.email}, and we reply with how to pay.
      </Lead>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => (
          <Card as="li" key={tier.id} highlighted={tier.highlighted} className="flex flex-col">
            {tier.highlighted ? (
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">
                Suggested
              </p>
            ) : null}
            <h3 className="mt-1 text-lg font-bold text-slate-950 dark:text-white">{tier.name}</h3>
            <p className="mt-2 text-3xl font-extrabold text-slate-950 dark:text-white">
              {formatInr(tier.amountInr)}
            </p>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{tier.supports}</p>
            <CardFooter>
              <ButtonLink
                href={mailtoHref(`${donationSubject}: ${tier.name}, ${formatInr(tier.amountInr)}`)}
                aria-label={`Write to give ${formatInr(tier.amountInr)}: ${tier.name}, by email to ${org.email}`}
              >
                Write to give {formatInr(tier.amountInr)}
              </ButtonLink>
            </CardFooter>
          </Card>
        ))}
      </ul>
    </Container>
  );
}
