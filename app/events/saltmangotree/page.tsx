import { routeMetadata } from "@/lib/metadata";
import { weeklyEvent } from "@/data/events";
import { EventDetails } from "@/components/events/EventDetails";

const event = weeklyEvent("saltmangotree");
export const metadata = routeMetadata(event.path);

export default function SaltMangoTreePage() {
  return <EventDetails event={event} />;
}
