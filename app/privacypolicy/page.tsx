import { routeMetadata } from "@/lib/metadata";
import { privacy } from "@/data/legal";
import { PageHeader } from "@/components/sections/PageHeader";
import { LegalDocumentView } from "@/components/sections/LegalDocumentView";

const path = "/privacypolicy";
export const metadata = routeMetadata(path);

export default function PrivacyPage() {
  return (
    <>
      <PageHeader path={path} />
      <LegalDocumentView document={privacy} />
    </>
  );
}
