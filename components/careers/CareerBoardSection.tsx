import snapshotFile from "@/data/live/careers.json";
import { careerBoardText as text } from "@/data/career-board";
import { readCareersSnapshot } from "@/lib/live/careers";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { CareerBoard } from "./CareerBoard";
import { liveNote } from "@/components/live/live-note";

const snapshot = readCareersSnapshot(snapshotFile);

/**
 * /careers' board of hiring calls: the committed snapshot rendered at build time (what crawlers
 * and visitors without JavaScript read), with its date formatted here so hydration cannot differ.
 */
export function CareerBoardSection() {
  return (
    <Container>
      <TitledSection
        id="hiring-calls"
        anchored
        heading={text.heading}
        className="scroll-mt-20 py-14"
      >
        <CareerBoard
          snapshot={{
            ongoing: { calls: snapshot.ongoing, nextPage: null },
            previous: { calls: snapshot.previous, nextPage: null },
          }}
          note={liveNote(snapshot.fetchedAt)}
        />
      </TitledSection>
    </Container>
  );
}
