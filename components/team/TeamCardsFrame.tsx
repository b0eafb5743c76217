import type { Member, TeamGroup } from "@/data/schema";
import { groupMemberCount } from "@/lib/team";
import { TeamGroupSection } from "./TeamGroupSection";
import { TeamIconSprite } from "./TeamIcons";
import { cardsFrameClass, moreRolesScript } from "./team-cards-frame";

/**
 * A year's groups and cards drawn from the data: the markup TeamCards puts in the HTML. The site
 * search leaves it out: it finds each member through a record of their own
 * (scripts/search-index.mjs), not through the page's text, which would match every name.
 */
export function TeamCardsFrame({
  groups,
  occurrences,
}: {
  groups: readonly TeamGroup[];
  occurrences?: ReadonlyMap<Member, number>;
}) {
  return (
    <div className={cardsFrameClass} data-pagefind-ignore="all">
      <script dangerouslySetInnerHTML={{ __html: moreRolesScript }} />
      <TeamIconSprite />
      {groups.map((group, index) => (
        <TeamGroupSection
          key={group.title}
          group={group}
          firstCard={groups.slice(0, index).reduce((sum, g) => sum + groupMemberCount(g), 0)}
          occurrences={occurrences}
        />
      ))}
    </div>
  );
}
