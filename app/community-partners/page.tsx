import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/community-partners";
export const metadata = routeMetadata(path);

export default function CommunityPartnersPage() {
  return <PageHeader path={path} />;
}
