import type { Partner } from "@/data/schema";
import { PartnerLogo } from "@/components/sections/PartnerGrid";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { EnglishMark } from "@/components/ui/EnglishMark";
import { uiText, type Lang } from "@/data/i18n";

/**
 * The landing page's strip of featured partners' logos and names. On the Malayalam home page its
 * links lead to the partner pages, in English only: they say so.
 */
export function SupportersStrip({ partners, lang = "en" }: { partners: Partner[]; lang?: Lang }) {
  const words = uiText[lang].supporters;
  const { englishOnly } = uiText[lang].language;
  const toEnglish = englishOnly ? { hrefLang: "en" } : {};
  const mark = englishOnly ? <EnglishMark mark={englishOnly} /> : null;
  return (
    <section
      aria-labelledby="supporters-heading"
      className="border-b border-slate-200 bg-white py-10 dark:border-slate-800 dark:bg-slate-950"
    >
      <Container>
        <h2
          id="supporters-heading"
          className="text-center text-sm font-semibold uppercase tracking-wider text-slate-600 dark:text-slate-400"
        >
          {words.heading}
        </h2>
        {/* A grid, not a centred wrapping row: each logo's place never depends on the ones after it,
            so nothing moves while a slow phone is still parsing the list. */}
        <ul className="mx-auto mt-6 grid max-w-4xl grid-cols-2 gap-x-6 gap-y-5 lg:grid-cols-3">
          {partners.map((partner) => (
            <li key={partner.id} className="flex items-center gap-3">
              <PartnerLogo partner={partner} size={40} />
              <span className="text-sm font-semibold text-slate-800 dark:text-slate-200">
                {partner.name}
              </span>
            </li>
          ))}
        </ul>
        {/* Ways to the partners' pages, not words of this page: the site search leaves them out. */}
        <p className="mt-6 text-center text-sm" data-pagefind-ignore="">
          <TextLink href="/community-partners" {...toEnglish}>
            {words.communityPartners}
            {mark}
          </TextLink>
          <span aria-hidden="true" className="mx-3 text-slate-400">
            ·
          </span>
          <TextLink href="/company-partners" {...toEnglish}>
            {words.companyPartners}
            {mark}
          </TextLink>
        </p>
      </Container>
    </section>
  );
}
