import type { Section } from "@/data/content-types";
import { Lead } from "@/components/ui/Lead";
import { TextLink } from "@/components/ui/TextLink";
import { NewsletterForm } from "@/components/newsletter/NewsletterForm";

/** The newsletter's invitation, a link to read an issue, then the subscribe form. */
export function NewsletterView({ section }: { section: Extract<Section, { kind: "newsletter" }> }) {
  const { readLink } = section;
  return (
    <>
      <Lead>{section.text}</Lead>
      {readLink ? (
        <p className="mt-3">
          <TextLink href={readLink.href} newWindow={readLink.newWindow}>
            {readLink.label}
          </TextLink>
        </p>
      ) : null}
      <div className="mt-6">
        {/* TitledSection gives the section's h2 the id `${id}-heading`: it names the form. */}
        <NewsletterForm idPrefix={section.id} labelledBy={`${section.id}-heading`} />
      </div>
    </>
  );
}
