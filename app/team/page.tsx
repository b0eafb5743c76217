import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/team";
export const metadata = routeMetadata(path);

export default function TeamPage() {
  return <PageHeader path={path} />;
}
