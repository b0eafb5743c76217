import { hrNominationCopy as copy } from "@/data/hr";
import { hrFormUrl, mailtoHref, org } from "@/data/site";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";
import { HrNominationForm } from "./HrNominationForm";
import { NoScriptNote } from "@/components/forms/NoScriptNote";
import { formText } from "@/data/forms";

/** /hr's form block: the nomination form, and without JavaScript, how to nominate by e-mail. */
export function HrNominationSection() {
  return (
    <Container>
      <TitledSection id="nominate" anchored heading={copy.heading} className="py-14">
        <NoScriptNote className="mt-4 max-w-xl">
          {copy.needsJavaScript}{" "}
          <TextLink href={mailtoHref("HR nomination", org.partnersEmail)}>
            Email {org.partnersEmail}
          </TextLink>
        </NoScriptNote>
        <div className="mt-4">
          <HrNominationForm receiverUrl={hrFormUrl} formWords={formText} />
        </div>
      </TitledSection>
    </Container>
  );
}
