import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/launchpad";
export const metadata = routeMetadata(path);

export default function LaunchpadPage() {
  return <PageHeader path={path} />;
}
