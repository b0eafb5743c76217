import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/events/openmic";
export const metadata = routeMetadata(path);

export default function EventsOpenmicPage() {
  return <PageHeader path={path} />;
}
