import { donationWords } from "@/data/donation";
import { locale, type Lang } from "@/data/i18n";
import { pathIn } from "@/data/ml-paths";
import { Container } from "@/components/ui/Container";
import { DonationRecord } from "@/components/donation/DonationRecord";

/**
 * /donation/success's record (and /ml/donation/success's, with `lang="ml"`): drawn in the browser,
 * with a note for those without JavaScript. Its words are content/donation/<lang>.json's `record`.
 */
export function DonationRecordSection({ lang = "en" }: { lang?: Lang }) {
  const words = donationWords[lang].record;
  return (
    <>
      <noscript>
        <Container className="pt-14">
          <p className="max-w-2xl text-slate-700 dark:text-slate-300">{words.noScript}</p>
        </Container>
      </noscript>
      <DonationRecord
        words={words}
        locale={locale[lang]}
        donationHref={pathIn(lang, "/donation")}
      />
    </>
  );
}
