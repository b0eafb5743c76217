import snapshotFile from "@/data/live/careers.json";
import { careerBoardText as text } from "@/data/career-board";
import { apiOrigin } from "@/data/site";
import { readCareersSnapshot } from "@/lib/live/careers";
import { formatIndiaDate } from "@/lib/format";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { CareerBoard } from "./CareerBoard";
import { liveStatusText } from "@/data/live-status";

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
          asOf={snapshot.fetchedAt ? formatIndiaDate(snapshot.fetchedAt) : null}
          sourceHost={new URL(apiOrigin).host}
          statusWords={liveStatusText}
        />
      </TitledSection>
    </Container>
  );
}
