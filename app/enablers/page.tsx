import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/enablers";
export const metadata = routeMetadata(path);

export default function EnablersPage() {
  return <PageHeader path={path} />;
}
