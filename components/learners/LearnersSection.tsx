import snapshotFile from "@/data/live/learners.json";
import { learnersText as text } from "@/data/learners";
import { apiOrigin } from "@/data/api-origin";
import { readLearnersSnapshot } from "@/lib/live/learners";
import { formatIndiaDate } from "@/lib/format";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { LearnerBoards } from "./LearnerBoards";

const snapshot = readLearnersSnapshot(snapshotFile);

/** /be-a-part/learners' top learners: the committed snapshot, replaced live after the first paint. */
export function LearnersSection() {
  const { monthly, allTime, colleges } = snapshot;
  return (
    <Container>
      <TitledSection id="top-learners" anchored heading={text.heading} className="py-14">
        <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{text.intro}</p>
        <LearnerBoards
          snapshot={{ monthly, allTime, colleges }}
          asOf={snapshot.fetchedAt ? formatIndiaDate(snapshot.fetchedAt) : null}
          sourceHost={new URL(apiOrigin).host}
        />
      </TitledSection>
    </Container>
  );
}
