import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/privacypolicy";
export const metadata = routeMetadata(path);

export default function PrivacypolicyPage() {
  return <PageHeader path={path} />;
}
