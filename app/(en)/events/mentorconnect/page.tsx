import { routeMetadata } from "@/lib/metadata";
import { weeklyEvent } from "@/data/events";
import { EventDetails } from "@/components/events/EventDetails";

const event = weeklyEvent("mentorconnect");
export const metadata = routeMetadata(event.path);

export default function MentorConnectPage() {
  return <EventDetails event={event} />;
}
