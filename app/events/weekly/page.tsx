import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/events/weekly";
export const metadata = routeMetadata(path);

export default function EventsWeeklyPage() {
  return <PageHeader path={path} />;
}
