import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/donation/refund";
export const metadata = routeMetadata(path);

export default function DonationRefundPage() {
  return <PageHeader path={path} />;
}
