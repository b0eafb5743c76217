import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/campus-logo-generator";
export const metadata = routeMetadata(path);

export default function CampusLogoGeneratorPage() {
  return <PageHeader path={path} />;
}
