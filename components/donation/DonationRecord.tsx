"use client";

import { useMemo } from "react";
import { donationRecordText as text } from "@/data/donation-form";
import { mailtoHref, org } from "@/data/site";
import { paymentMethodName, readReceipt, type DonationReceipt } from "@/lib/donation";
import { formatDonationAmount } from "@/lib/donation-values";
import { cx } from "@/lib/cx";
import { useMounted } from "@/hooks/use-mounted";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";

/** When verify answered, as a donor in India reads it: "24 November 2026, 1:30 pm IST". */
const formatConfirmedAt = (iso: string) =>
  `${new Intl.DateTimeFormat("en-IN", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso))} IST`;

/** The amount, with how often it repeats for a monthly or yearly gift: "₹500 a month". */
const amountOf = (receipt: DonationReceipt) => {
  const amount = formatDonationAmount(receipt.amount, receipt.currency);
  if (receipt.frequency === "monthly") return `${amount} ${text.perMonth}`;
  if (receipt.frequency === "yearly") return `${amount} ${text.perYear}`;
  return amount;
};

function rows(receipt: DonationReceipt): [string, string][] {
  const optional: [string, string | undefined][] = [
    ["Name", receipt.name],
    ["Email", receipt.email],
    ["Organisation", receipt.company],
    ["PAN", receipt.maskedPan],
  ];
  return [
    ["Amount", amountOf(receipt)],
    ...(receipt.subscriptionId
      ? ([["Subscription id", receipt.subscriptionId]] as [string, string][])
      : []),
    ["Payment id", receipt.paymentId],
    ["Payment method", paymentMethodName(receipt.method)],
    ["Date", formatConfirmedAt(receipt.confirmedAt)],
    ...optional.filter((row): row is [string, string] => Boolean(row[1])),
    ["Paid to", org.name],
  ];
}

/**
 * /donation/success's record of this tab's donation, as verify returned it, ready to print; or,
 * opened without one, a way back to the donation page. Read after hydration: storage is the browser's.
 */
export function DonationRecord() {
  const mounted = useMounted();
  const receipt = useMemo(() => (mounted ? readReceipt() : undefined), [mounted]);
  // Until storage is read, the "no donation" block holds its place unseen: a visitor without a
  // record sees nothing move; one who reloads their record sees it grow into its own height.
  if (!mounted) return <MissingRecord placeholder />;
  if (!receipt) return <MissingRecord />;
  return (
    <Container
      as={TitledSection}
      id="record"
      heading={receipt.name ? `${text.thanks}, ${receipt.name}` : text.thanks}
      className="pt-14"
      data-print-alone
    >
      <Card className="mt-6 max-w-2xl">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows(receipt).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="break-all text-slate-950 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {receipt.frequency ? (
          <p className="mt-6 text-slate-700 dark:text-slate-300">
            {text.repeating}{" "}
            <TextLink
              href={mailtoHref(`My ${receipt.frequency} donation: ${receipt.subscriptionId}`)}
            >
              {org.email}
            </TextLink>{" "}
            {text.repeatingEnd}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{text.notTaxReceipt}</p>
        <Button className="mt-6 print:hidden" onClick={() => window.print()}>
          {text.print}
        </Button>
      </Card>
    </Container>
  );
}

/**
 * What a tab without a donation reads; as a `placeholder`, the same box, hidden (`invisible`:
 * neither seen, read out nor focusable).
 */
function MissingRecord({ placeholder = false }: { placeholder?: boolean }) {
  return (
    <Container
      as={TitledSection}
      id="record"
      heading={text.missingHeading}
      className={cx("pt-14", placeholder && "invisible no-js:hidden")}
    >
      <p className="mt-4 max-w-2xl text-slate-700 dark:text-slate-300">{text.missing}</p>
      <ButtonLink href="/donation" className="mt-6">
        {text.backToDonation}
      </ButtonLink>
    </Container>
  );
}
