import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/be-a-part/company";
export const metadata = routeMetadata(path);

export default function BeAPartCompanyPage() {
  return <PageHeader path={path} />;
}
