import snapshotFile from "@/data/live/interest-groups.json";
import {
  interestGroupAppUrl,
  interestGroupPath,
  interestGroups,
  interestGroupText as text,
  type InterestGroup,
} from "@/data/interest-groups";
import { appLinks } from "@/data/hosts";
import { liveGroupFor, readInterestGroupsSnapshot } from "@/lib/live/interest-groups";
import { fillSlots } from "@/lib/format";
import { Container } from "@/components/ui/Container";
import { TitledSection } from "@/components/ui/TitledSection";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { TextLink } from "@/components/ui/TextLink";
import { GroupDirectory } from "./GroupDirectory";
import { GroupDetail } from "./GroupDetail";
import { liveNote } from "@/components/live/live-note";

const snapshot = readInterestGroupsSnapshot(snapshotFile);
const note = liveNote(snapshot.fetchedAt);

/** /interest-groups: the 23 groups, each linking to its page, with live counts. */
export function InterestGroupDirectorySection() {
  return (
    <Container>
      <TitledSection id="groups" anchored heading={text.directoryHeading} className="py-14">
        <GroupDirectory
          groups={interestGroups.map(({ slug, name, summary, appId, aliases }) => ({
            slug,
            name,
            summary,
            appId,
            aliases,
            href: interestGroupPath(slug),
          }))}
          snapshot={snapshot.groups}
          note={note}
        />
      </TitledSection>
    </Container>
  );
}

/** A group's page below its header: what it is about, how to join, then its people and projects. */
export function InterestGroupPageSections({ group }: { group: InterestGroup }) {
  const found = liveGroupFor(group, snapshot.groups);
  return (
    <Container className="py-14">
      <TitledSection id="about" heading={text.aboutHeading} className="max-w-3xl">
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{group.about}</p>
      </TitledSection>
      <TitledSection id="join" heading={text.joinHeading} className="mt-12 max-w-3xl">
        <p className="mt-4 text-slate-700 dark:text-slate-300">{text.join}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          <ButtonLink href={interestGroupAppUrl(group)} newWindow>
            {group.appId ? fillSlots(text.openInApp, { name: group.name }) : text.allInApp}
          </ButtonLink>
          <ButtonLink href="/interest-groups" variant="secondary">
            {text.backToAll}
          </ButtonLink>
        </div>
      </TitledSection>
      <TitledSection id="people" heading={text.peopleHeading} className="mt-12">
        <GroupDetail
          group={{ name: group.name, appId: group.appId, aliases: group.aliases }}
          snapshot={found ? [found] : []}
          note={note}
        />
      </TitledSection>
      <p className="mt-10">
        <TextLink href={appLinks.interestGroups} newWindow>
          {text.allInApp}
        </TextLink>
      </p>
    </Container>
  );
}
