import snapshotFile from "@/data/live/lc-finder.json";
import { circleFinderSectionText as text } from "@/data/learning-circles";
import { appLinks } from "@/data/site";
import { readLcFinderSnapshot } from "@/lib/live/lc-finder";
import { NoScriptNote } from "@/components/forms/NoScriptNote";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";
import { CircleFinder } from "./CircleFinder";
import { liveNote } from "@/components/live/live-note";

const snapshot = readLcFinderSnapshot(snapshotFile);

/**
 * /learning-circle's finder: the committed district and interest-group lists rendered at build
 * time, and for visitors without JavaScript a note that the finder needs it, with the app's link.
 */
export function CircleFinderSection() {
  return (
    <Container>
      <TitledSection id="find" anchored heading={text.heading} className="scroll-mt-20 py-14">
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{text.intro}</p>
        <NoScriptNote className="mt-4 max-w-3xl">
          {text.noJavaScript}{" "}
          <TextLink href={appLinks.learningCircles} newWindow>
            {text.noJavaScriptLink}
          </TextLink>
        </NoScriptNote>
        <CircleFinder
          snapshot={{ districts: snapshot.districts, interestGroups: snapshot.interestGroups }}
          note={liveNote(snapshot.fetchedAt)}
          joinHref={appLinks.learningCircles}
        />
      </TitledSection>
    </Container>
  );
}
