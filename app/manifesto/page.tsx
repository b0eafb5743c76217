import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/manifesto";
export const metadata = routeMetadata(path);

export default function ManifestoPage() {
  return <PageHeader path={path} />;
}
