import { routeMetadata } from "@/lib/metadata";
import { weeklyEvent } from "@/data/events";
import { EventDetails } from "@/components/events/EventDetails";

const event = weeklyEvent("openmic");
export const metadata = routeMetadata(event.path);

export default function OpenMicPage() {
  return <EventDetails event={event} />;
}
