import { kkemLinking } from "@/data/kkem";
import { Container } from "@/components/ui/Container";
import { Lead } from "@/components/ui/Lead";
import { TitledSection } from "@/components/ui/TitledSection";
import { KkemLinkForm } from "./KkemLinkForm";
import { NoScriptNote } from "@/components/forms/NoScriptNote";

/** /kkem's linking block: what linking is, and the form when KKEM's address asks for it. */
export function KkemLinkSection() {
  const { section } = kkemLinking;
  return (
    <Container>
      <TitledSection id="link-your-account" anchored heading={section.heading} className="py-14">
        <Lead>{section.text}</Lead>
        <NoScriptNote className="mt-4 max-w-3xl">{section.needsJavaScript}</NoScriptNote>
        <KkemLinkForm />
      </TitledSection>
    </Container>
  );
}
