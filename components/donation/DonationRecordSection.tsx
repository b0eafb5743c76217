import { donationRecordText } from "@/data/donation-form";
import { Container } from "@/components/ui/Container";
import { DonationRecord } from "@/components/donation/DonationRecord";

/** /donation/success's record: drawn in the browser, with a note for those without JavaScript. */
export function DonationRecordSection() {
  return (
    <>
      <noscript>
        <Container className="pt-14">
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">
            {donationRecordText.noScript}
          </p>
        </Container>
      </noscript>
      <DonationRecord />
    </>
  );
}
