import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/termsandconditions";
export const metadata = routeMetadata(path);

export default function TermsandconditionsPage() {
  return <PageHeader path={path} />;
}
