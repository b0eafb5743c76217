import snapshotFile from "@/data/live/shows.json";
import { apiOrigin } from "@/data/api-origin";
import { buildTime } from "@/data/build";
import { showSessionsText as text, shows, type ShowId } from "@/data/shows";
import { org } from "@/data/site";
import { readShowsSnapshot, sessionJsonLd, splitSessions } from "@/lib/live/shows";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { ShowSessionBoard } from "./ShowSessionBoard";
import { JsonLd } from "./EventsJsonLd";
import { liveNote } from "@/components/live/live-note";

const snapshot = readShowsSnapshot(snapshotFile);

/**
 * A weekly show's sessions from the committed snapshot, split into coming and past as the site is
 * built (what crawlers and visitors without JavaScript read), then live in the browser.
 */
export function ShowSessionsSection({ id, className }: { id: ShowId; className?: string }) {
  const builtAt = buildTime();
  const lists = snapshot.shows[id];
  const split = splitSessions([...lists.upcoming, ...lists.previous], builtAt);
  const show = { name: shows[id].name, url: new URL(shows[id].path, org.website).href };
  const organizer = { name: org.name, url: org.website };
  return (
    <Container className={className}>
      <JsonLd items={split.upcoming.map((session) => sessionJsonLd(session, show, organizer))} />
      <TitledSection id="sessions" anchored heading={text.heading} className="scroll-mt-20">
        <ShowSessionBoard
          show={shows[id]}
          snapshot={split}
          note={liveNote(snapshot.fetchedAt)}
          renderedAt={builtAt.toISOString()}
          posterOrigin={apiOrigin}
        />
      </TitledSection>
    </Container>
  );
}
