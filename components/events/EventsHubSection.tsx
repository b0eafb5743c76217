import snapshotFile from "@/data/live/events.json";
import { buildTime } from "@/data/build";
import { currentEvents, readEventsSnapshot } from "@/lib/live/events";
import { Container } from "@/components/ui/Container";
import { EventsHub } from "./EventsHub";
import { EventsJsonLd } from "./EventsJsonLd";
import { liveNote } from "@/components/live/live-note";

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
        note={liveNote(snapshot.fetchedAt)}
        renderedAt={builtAt.toISOString()}
      />
    </Container>
  );
}
