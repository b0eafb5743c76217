import { hrNominationCopy as copy } from "@/data/hr";
import { hrFormUrl, mailtoHref, org } from "@/data/site";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";
import { HrNominationForm } from "./HrNominationForm";

/** /hr's form block: the nomination form, and without JavaScript, how to nominate by e-mail. */
export function HrNominationSection() {
  return (
    <Container>
      <TitledSection id="nominate" anchored heading={copy.heading} className="py-14">
        <noscript>
          <p className="mt-4 max-w-xl rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-brand-950 dark:border-brand-300 dark:bg-brand-950 dark:text-brand-50">
            {copy.needsJavaScript}{" "}
            <TextLink href={mailtoHref("HR nomination", org.partnersEmail)}>
              Email {org.partnersEmail}
            </TextLink>
          </p>
        </noscript>
        <div className="mt-4">
          <HrNominationForm receiverUrl={hrFormUrl} />
        </div>
      </TitledSection>
    </Container>
  );
}
