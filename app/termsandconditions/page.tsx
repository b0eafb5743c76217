import { routeMetadata } from "@/lib/metadata";
import { terms } from "@/data/legal";
import { PageHeader } from "@/components/sections/PageHeader";
import { LegalDocumentView } from "@/components/sections/LegalDocumentView";

const path = "/termsandconditions";
export const metadata = routeMetadata(path);

export default function TermsPage() {
  return (
    <>
      <PageHeader path={path} />
      <LegalDocumentView document={terms} />
    </>
  );
}
