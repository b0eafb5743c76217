import { routeMetadata } from "@/lib/metadata";
import { weeklyEvent } from "@/data/events";
import { EventDetails } from "@/components/events/EventDetails";

const event = weeklyEvent("isr");
export const metadata = routeMetadata(event.path);

export default function IsrPage() {
  return <EventDetails event={event} />;
}
