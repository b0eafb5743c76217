import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/company-partners";
export const metadata = routeMetadata(path);

export default function CompanyPartnersPage() {
  return <PageHeader path={path} />;
}
