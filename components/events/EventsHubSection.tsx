import snapshotFile from "@/data/live/events.json";
import { apiOrigin } from "@/data/api-origin";
import { buildTime } from "@/data/build";
import { currentEvents, readEventsSnapshot } from "@/lib/live/events";
import { formatIndiaDate } from "@/lib/format";
import { Container } from "@/components/ui/Container";
import { EventsHub } from "./EventsHub";
import { EventsJsonLd } from "./EventsJsonLd";
import { liveStatusText } from "@/data/live-status";

const snapshot = readEventsSnapshot(snapshotFile);

/**
 * /events' list: the committed snapshot's events not yet over when the site is built, drawn at
 * build time (what crawlers and visitors without JavaScript read), with their structured data.
 */
export function EventsHubSection({ path }: { path: string }) {
  const builtAt = buildTime();
  const events = currentEvents(snapshot.events, builtAt);
  const featured = snapshot.featured && currentEvents(snapshot.featured, builtAt);
  return (
    <Container className="py-14">
      <EventsJsonLd events={events} />
      <EventsHub
        path={path}
        snapshot={{ events, featured }}
        asOf={snapshot.fetchedAt ? formatIndiaDate(snapshot.fetchedAt) : null}
        renderedAt={builtAt.toISOString()}
        sourceHost={new URL(apiOrigin).host}
        statusWords={liveStatusText}
      />
    </Container>
  );
}
