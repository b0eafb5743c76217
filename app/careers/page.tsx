import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/careers";
export const metadata = routeMetadata(path);

export default function CareersPage() {
  return <PageHeader path={path} />;
}
