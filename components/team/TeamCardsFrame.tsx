import type { TeamGroup } from "@/data/schema";
import { groupMemberCount } from "@/lib/team";
import { TeamGroupSection } from "./TeamGroupSection";
import { TeamIconSprite } from "./TeamIcons";
import { cardsFrameClass, showAllRoles } from "./team-cards-frame";

/** A year's groups and cards drawn from the data: the markup TeamCards puts in the HTML. */
export function TeamCardsFrame({ groups }: { groups: readonly TeamGroup[] }) {
  return (
    <div className={cardsFrameClass} onClick={showAllRoles}>
      <TeamIconSprite />
      {groups.map((group, index) => (
        <TeamGroupSection
          key={group.title}
          group={group}
          firstCard={groups.slice(0, index).reduce((sum, g) => sum + groupMemberCount(g), 0)}
        />
      ))}
    </div>
  );
}
