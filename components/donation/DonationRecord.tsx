"use client";

import { useMemo } from "react";
import type { DonationRecordWords } from "@/data/donation";
import { mailtoHref, org } from "@/data/site";
import { readReceipt, RECEIPT_KEY, type DonationReceipt } from "@/lib/donation-receipt";
import { formatDonationAmount } from "@/lib/donation-values";
import { fillSlots } from "@/lib/format";
import { cx } from "@/lib/cx";
import { useMounted } from "@/hooks/use-mounted";
import { Button } from "@/components/ui/Button";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";
import { StaticHtmlScript } from "@/components/ui/StaticHtmlScript";

/**
 * Run as the parser reaches it, right after the hidden "no donation" block. A tab that holds no
 * record (or whose storage is blocked) is shown the block at the first paint, not after hydration.
 * A tab that holds one keeps the block's place hidden for the record, and what follows the script
 * unseen until the record is drawn (React then removes the script, and the rule matches nothing),
 * so nothing below moves when the record takes its height; five seconds at most, should the
 * site's scripts fail.
 */
const missingRecordScript = `(function(){var s=document.currentScript,b=s.previousElementSibling,k=null;try{k=sessionStorage.getItem(${JSON.stringify(
  RECEIPT_KEY,
)})}catch(e){}if(!b)return;if(!k){b.classList.remove("invisible");return}s.setAttribute("data-record-pending","");var c=document.createElement("style");c.textContent="script[data-record-pending]~*{visibility:hidden}";document.head.appendChild(c);setTimeout(function(){s.removeAttribute("data-record-pending")},5000)})()`;

/**
 * When verify answered, as a donor in India reads it: "24 November 2026, 1:30 pm IST",
 * "2026 നവംബർ 24, 1:30 PM IST" (date and time apart: a language's own joining word may say "at").
 */
const formatConfirmedAt = (iso: string, locale: string) => {
  const at = new Date(iso);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, {
      ...options,
      timeZone: "Asia/Kolkata",
      numberingSystem: "latn",
    }).format(at);
  return `${part({ dateStyle: "long" })}, ${part({ timeStyle: "short" })} IST`;
};

/** The amount, with how often it repeats for a monthly or yearly gift: "₹500 a month". */
const amountOf = (receipt: DonationReceipt, words: DonationRecordWords, locale: string) => {
  const amount = formatDonationAmount(receipt.amount, receipt.currency, locale);
  if (receipt.frequency === "monthly") return fillSlots(words.amountMonthly, { amount });
  if (receipt.frequency === "yearly") return fillSlots(words.amountYearly, { amount });
  return amount;
};

function rows(receipt: DonationReceipt, words: DonationRecordWords, locale: string) {
  const { labels, methods } = words;
  const optional: [string, string | undefined][] = [
    [labels.name, receipt.name],
    [labels.email, receipt.email],
    [labels.organisation, receipt.company],
    [labels.pan, receipt.maskedPan],
  ];
  return [
    [labels.amount, amountOf(receipt, words, locale)],
    ...(receipt.subscriptionId
      ? ([[labels.subscriptionId, receipt.subscriptionId]] as [string, string][])
      : []),
    [labels.paymentId, receipt.paymentId],
    [labels.method, (methods as Record<string, string>)[receipt.method] ?? receipt.method],
    [labels.date, formatConfirmedAt(receipt.confirmedAt, locale)],
    ...optional.filter((row): row is [string, string] => Boolean(row[1])),
    [labels.paidTo, org.name],
  ] satisfies [string, string][];
}

interface RecordProps {
  /** content/donation/<lang>.json's `record`. */
  words: DonationRecordWords;
  /** The page's language for dates and amounts: "en-IN", "ml-IN". */
  locale: string;
  /** The donation page in the same language. */
  donationHref: string;
}

/**
 * /donation/success's record of this tab's donation, as verify returned it, ready to print; or,
 * opened without one, a way back to the donation page. Read after hydration: storage is the browser's.
 */
export function DonationRecord({ words, locale, donationHref }: RecordProps) {
  const mounted = useMounted();
  const receipt = useMemo(() => (mounted ? readReceipt() : undefined), [mounted]);
  // Until storage is read, the "no donation" block holds its place unseen: a visitor without a
  // record sees nothing move (the script shows the block at once); for one who reloads their
  // record, the script keeps what follows unseen until the record has its height.
  if (!mounted) {
    return (
      <>
        <MissingRecord words={words} donationHref={donationHref} placeholder />
        <StaticHtmlScript text={missingRecordScript} />
      </>
    );
  }
  if (!receipt) return <MissingRecord words={words} donationHref={donationHref} />;
  return (
    <Container
      as={TitledSection}
      id="record"
      heading={receipt.name ? fillSlots(words.thanksName, { name: receipt.name }) : words.thanks}
      className="pt-14"
      data-print-alone
    >
      <Card className="mt-6 max-w-2xl">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
          {rows(receipt, words, locale).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="break-all text-slate-950 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {receipt.frequency ? (
          <p className="mt-6 text-slate-700 dark:text-slate-300">
            {words.repeating}{" "}
            <TextLink
              href={mailtoHref(`My ${receipt.frequency} donation: ${receipt.subscriptionId}`)}
            >
              {org.email}
            </TextLink>{" "}
            {words.repeatingEnd}
          </p>
        ) : null}
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{words.notTaxReceipt}</p>
        <Button className="mt-6 print:hidden" onClick={() => window.print()}>
          {words.print}
        </Button>
      </Card>
    </Container>
  );
}

/**
 * What a tab without a donation reads; as a `placeholder`, the same box, hidden (`invisible`:
 * neither seen, read out nor focusable).
 */
function MissingRecord({
  words,
  donationHref,
  placeholder = false,
}: Omit<RecordProps, "locale"> & { placeholder?: boolean }) {
  return (
    <Container
      as={TitledSection}
      id="record"
      heading={words.missingHeading}
      className={cx("pt-14", placeholder && "invisible no-js:hidden")}
    >
      <p className="mt-4 max-w-2xl text-slate-700 dark:text-slate-300">{words.missing}</p>
      <ButtonLink href={donationHref} className="mt-6">
        {words.backToDonation}
      </ButtonLink>
    </Container>
  );
}
