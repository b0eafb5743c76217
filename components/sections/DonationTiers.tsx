import type { DonationTier } from "@/data/schema";
import { donateAction, formatInr } from "@/data/donation";
import { SiteLink } from "@/components/ui/SiteLink";

/** /donation's tiers: an amount, what it pays for, and the way to the payment partner. */
export function DonationTiers({ tiers }: { tiers: DonationTier[] }) {
  return (
    <section aria-labelledby="tiers-heading" className="mx-auto max-w-site px-4 pt-14 sm:px-6">
      <h2 id="tiers-heading" className="section-heading">
        Choose how you help
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        Every amount helps. These are examples of what a gift pays for; you can give any amount on
        the payment page.
      </p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {tiers.map((tier) => (
          <li
            key={tier.id}
            className={`flex flex-col rounded-2xl border bg-white p-6 dark:bg-slate-900 ${
              tier.highlighted
                ? "border-brand-600 ring-2 ring-brand-600 dark:border-brand-400 dark:ring-brand-400"
                : "border-slate-200 dark:border-slate-800"
            }`}
          >
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
            <p className="mt-auto pt-5">
              <SiteLink
                href={donateAction.href}
                newWindow
                className="button-primary h-11"
                aria-label={`Donate ${formatInr(tier.amountInr)}: ${tier.name} (opens in a new tab)`}
              >
                Donate {formatInr(tier.amountInr)}
              </SiteLink>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
