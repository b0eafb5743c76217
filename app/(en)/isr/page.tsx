import { routeMetadata } from "@/lib/metadata";
import { weeklyEvent } from "@/data/events";
import { EventDetails } from "@/components/events/EventDetails";
import { ShowSessionsSection } from "@/components/events/ShowSessionsSection";

const event = weeklyEvent("isr");
export const metadata = routeMetadata(event.path);

export default function IsrPage() {
  return (
    <>
      <EventDetails event={event} />
      <ShowSessionsSection id="inspiration-station" className="pb-14" />
    </>
  );
}
