import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/kkem";
export const metadata = routeMetadata(path);

export default function KkemPage() {
  return <PageHeader path={path} />;
}
