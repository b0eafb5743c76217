import { routeMetadata } from "@/lib/metadata";
import { PageHeader } from "@/components/sections/PageHeader";

const path = "/events/calendar";
export const metadata = routeMetadata(path);

export default function EventsCalendarPage() {
  return <PageHeader path={path} />;
}
