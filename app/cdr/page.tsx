import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/cdr";
export const metadata = routeMetadata(path);

export default function CdrPage() {
  return <PageHeader path={path} />;
}
