import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/hr";
export const metadata = routeMetadata(path);

export default function HrPage() {
  return <PageHeader path={path} />;
}
