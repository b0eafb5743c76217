import { routeMetadata } from "@/lib/metadata";
import { weeklyEvent } from "@/data/events";
import { EventDetails } from "@/components/events/EventDetails";
import { ShowSessionsSection } from "@/components/events/ShowSessionsSection";

const event = weeklyEvent("saltmangotree");
export const metadata = routeMetadata(event.path);

export default function SaltMangoTreePage() {
  return (
    <>
      <EventDetails event={event} />
      <ShowSessionsSection id="salt-mango-tree" className="pb-14" />
    </>
  );
}
