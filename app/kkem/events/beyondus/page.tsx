import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/kkem/events/beyondus";
export const metadata = routeMetadata(path);

export default function KkemEventsBeyondusPage() {
  return <PageHeader path={path} />;
}
