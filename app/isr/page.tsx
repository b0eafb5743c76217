import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/isr";
export const metadata = routeMetadata(path);

export default function IsrPage() {
  return <PageHeader path={path} />;
}
