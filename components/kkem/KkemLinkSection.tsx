import { uiText, type Lang } from "@/data/i18n";
import { Container } from "@/components/ui/Container";
import { Lead } from "@/components/ui/Lead";
import { TitledSection } from "@/components/ui/TitledSection";
import { KkemLinkForm } from "./KkemLinkForm";
import { NoScriptNote } from "@/components/forms/NoScriptNote";

/**
 * /kkem's linking block (and /ml/kkem's, with `lang="ml"`): what linking is, and the form when
 * KKEM's address asks for it, in the page's words.
 */
export function KkemLinkSection({ lang = "en" }: { lang?: Lang }) {
  const { kkem: section, forms, apiFailures, newWindow } = uiText[lang];
  return (
    <Container>
      <TitledSection id="link-your-account" anchored heading={section.heading} className="py-14">
        <Lead>{section.text}</Lead>
        <NoScriptNote className="mt-4 max-w-3xl">{section.needsJavaScript}</NoScriptNote>
        <KkemLinkForm
          words={section}
          formWords={forms}
          failureWords={apiFailures}
          newWindowNote={newWindow}
        />
      </TitledSection>
    </Container>
  );
}
