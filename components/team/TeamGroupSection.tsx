import type { Member, TeamGroup } from "@/data/schema";
import { cardMember, groupMemberCount, groupSections, memberPhoto, slugify } from "@/lib/team";
import assetLoader from "@/lib/image-loader";
import { cdnBase } from "@/data/hosts";
import { MemberCard } from "./MemberCard";
import { teamMarkers } from "./team-markers";

/**
 * The cards that may sit within the browser's lazy-loading distance of the first screen (four
 * rows of four at 1280px): their photos, from the CDN's own connection, would start in the first
 * frame's rendering and compete with what that frame waits for.
 */
const NEAR_FIRST_SCREEN = 16;

/**
 * A team group: title, description, then one grid of cards per sub-title (or one flat grid).
 * `firstCard` is the number of cards the page shows before this group. `occurrences` numbers the
 * cards of a name met twice in the year, for their ids (lib/team.ts memberAnchor), which search
 * results link to.
 */
export function TeamGroupSection({
  group,
  firstCard = 0,
  occurrences,
}: {
  group: TeamGroup;
  firstCard?: number;
  occurrences?: ReadonlyMap<Member, number>;
}) {
  const id = slugify(group.title);
  const headingId = `${id}-heading`;
  const count = groupMemberCount(group);
  return (
    <section id={id} aria-labelledby={headingId} {...teamMarkers.group}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id={headingId}
          className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl dark:text-white"
        >
          {group.title}
        </h2>
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
          {count} {count === 1 ? "person" : "people"}
        </p>
      </div>
      {group.description ? (
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{group.description}</p>
      ) : null}
      {groupSections(group).map(({ subTitle, members }, sectionIndex, sections) => {
        const sectionFirst =
          firstCard + sections.slice(0, sectionIndex).reduce((sum, s) => sum + s.members.length, 0);
        return (
          <div key={subTitle ?? "members"} className="mt-8" {...teamMarkers.section}>
            {subTitle ? (
              <h3 className="mb-4 text-lg font-bold text-slate-900 dark:text-slate-100">
                {subTitle}
              </h3>
            ) : null}
            <ul
              aria-label={subTitle ? `${group.title}: ${subTitle}` : group.title}
              className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4"
            >
              {members.map((member, index) => (
                <MemberCard
                  // The grid never reorders (the search hides cards in place): the index is stable,
                  // and shorter in the page's payload than a name.
                  key={index}
                  member={cardMember(
                    member,
                    assetLoader({ src: memberPhoto(member.image, cdnBase), width: 192 }),
                  )}
                  revealIndex={index}
                  afterPaint={sectionFirst + index < NEAR_FIRST_SCREEN}
                  occurrence={
                    (occurrences?.get(member) ?? 1) > 1 ? occurrences?.get(member) : undefined
                  }
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
