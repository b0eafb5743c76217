import { kkemLinking } from "@/data/kkem";
import { Container } from "@/components/ui/Container";
import { Lead } from "@/components/ui/Lead";
import { TitledSection } from "@/components/ui/TitledSection";
import { KkemLinkForm } from "./KkemLinkForm";

/** /kkem's linking block: what linking is, and the form when KKEM's address asks for it. */
export function KkemLinkSection() {
  const { section } = kkemLinking;
  return (
    <Container>
      <TitledSection id="link-your-account" anchored heading={section.heading} className="py-14">
        <Lead>{section.text}</Lead>
        <noscript>
          <p className="mt-4 max-w-3xl rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-brand-950 dark:border-brand-300 dark:bg-brand-950 dark:text-brand-50">
            {section.needsJavaScript}
          </p>
        </noscript>
        <KkemLinkForm />
      </TitledSection>
    </Container>
  );
}
