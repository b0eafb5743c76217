import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/in50hours";
export const metadata = routeMetadata(path);

export default function In50hoursPage() {
  return <PageHeader path={path} />;
}
