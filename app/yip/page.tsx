import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/yip";
export const metadata = routeMetadata(path);

export default function YipPage() {
  return <PageHeader path={path} />;
}
