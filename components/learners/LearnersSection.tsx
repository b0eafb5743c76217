import snapshotFile from "@/data/live/learners.json";
import { locale, uiText, type Lang } from "@/data/i18n";
import { readLearnersSnapshot } from "@/lib/live/learners";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { LearnerBoards } from "./LearnerBoards";
import { liveNote } from "@/components/live/live-note";

const snapshot = readLearnersSnapshot(snapshotFile);

/** /be-a-part/learners' (or /ml/…'s, with `lang`) top learners: the committed snapshot, replaced live after the first paint. */
export function LearnersSection({ lang = "en" }: { lang?: Lang }) {
  const { monthly, allTime, colleges } = snapshot;
  const { learners: text, liveStatus } = uiText[lang];
  return (
    <Container>
      <TitledSection id="top-learners" anchored heading={text.heading} className="py-14">
        <p className="mt-4 max-w-3xl text-slate-700 dark:text-slate-300">{text.intro}</p>
        <LearnerBoards
          snapshot={{ monthly, allTime, colleges }}
          note={liveNote(snapshot.fetchedAt, { words: liveStatus, locale: locale[lang] })}
          words={text}
          {...(lang === "en" ? {} : { locale: locale[lang] })}
        />
      </TitledSection>
    </Container>
  );
}
