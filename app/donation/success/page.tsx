import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/donation/success";
export const metadata = routeMetadata(path);

export default function DonationSuccessPage() {
  return <PageHeader path={path} />;
}
