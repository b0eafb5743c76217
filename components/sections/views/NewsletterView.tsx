import type { Section } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { Lead } from "@/components/ui/Lead";
import { TextLink } from "@/components/ui/TextLink";
import { NewsletterForm } from "@/components/newsletter/NewsletterForm";

/** The newsletter's invitation, a link to read an issue, then the subscribe form. */
export function NewsletterView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "newsletter" }>;
  lang?: Lang;
}) {
  const { readLink } = section;
  return (
    <>
      <Lead>{section.text}</Lead>
      {readLink ? (
        <p className="mt-3">
          <TextLink
            href={readLink.href}
            newWindow={readLink.newWindow}
            newWindowNote={uiText[lang].newWindow}
          >
            {readLink.label}
          </TextLink>
        </p>
      ) : null}
      <div className="mt-6">
        {/* TitledSection gives the section's h2 the id `${id}-heading`: it names the form. */}
        <NewsletterForm idPrefix={section.id} labelledBy={`${section.id}-heading`} lang={lang} />
      </div>
    </>
  );
}
