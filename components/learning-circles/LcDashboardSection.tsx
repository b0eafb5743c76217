import snapshotFile from "@/data/live/lc-dashboard.json";
import { lcDashboardText as text } from "@/data/lc-dashboard";
import { readLcDashboardSnapshot } from "@/lib/live/lc-dashboard";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { LcDashboard } from "./LcDashboard";
import { liveNote } from "@/components/live/live-note";

const snapshot = readLcDashboardSnapshot(snapshotFile);

/**
 * /kkem/learningcircles/dashboard's public totals: the committed snapshot rendered at build time,
 * replaced by the live totals in the browser, then why no learner is listed.
 */
export function LcDashboardSection() {
  return (
    <Container>
      <TitledSection id="lc-totals" anchored heading={text.heading} className="scroll-mt-20 py-14">
        <LcDashboard snapshot={snapshot.dashboard} note={liveNote(snapshot.fetchedAt)} />
        <section aria-labelledby="lc-privacy-heading" className="mt-12 max-w-3xl">
          <h3 id="lc-privacy-heading" className="text-xl font-bold text-slate-950 dark:text-white">
            {text.privacyHeading}
          </h3>
          <p className="mt-3 text-slate-700 dark:text-slate-300">{text.privacy}</p>
        </section>
      </TitledSection>
    </Container>
  );
}
