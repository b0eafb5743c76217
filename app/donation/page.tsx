import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/donation";
export const metadata = routeMetadata(path);

export default function DonationPage() {
  return <PageHeader path={path} />;
}
