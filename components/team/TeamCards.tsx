"use client";

import type { MouseEvent } from "react";
import type { TeamGroup } from "@/data/schema";
import type { TeamYearNumber } from "@/data/team-years";
import { groupMemberCount } from "@/lib/team";
import { TeamGroupSection } from "./TeamGroupSection";
import { TeamIconSprite } from "./TeamIcons";
import { teamSelectors } from "./team-markers";

/** '+N more' on a card: every role shows, for good, and the focus moves to the list. */
function showAllRoles(event: MouseEvent<HTMLElement>) {
  const button =
    event.target instanceof Element ? event.target.closest(teamSelectors.moreRoles) : null;
  const list = button?.previousElementSibling;
  if (!(list instanceof HTMLUListElement)) return;
  for (const role of list.querySelectorAll("li")) role.hidden = false;
  // The button goes: the focus would fall to the top of the page without this.
  list.focus();
  button?.remove();
}

const frameClass = "mx-auto flex max-w-site flex-col gap-16 px-4 pt-12 sm:px-6";

/**
 * A year's groups and cards drawn from the data (TeamCards draws them on the server). Its one
 * listener answers every card's '+N more', so no card is a component of its own in the browser.
 */
export function TeamCardsFrame({ groups }: { groups: readonly TeamGroup[] }) {
  return (
    <div className={frameClass} onClick={showAllRoles}>
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

/**
 * Every card of the year, drawn once: in the HTML, not a second time in the page's payload (a
 * few hundred cards, most of a team page's bytes). The server renders the cards from the data;
 * in the browser an empty `dangerouslySetInnerHTML` tells React to leave the server's markup as
 * it is (MobileMenu does the same). So a year's cards arrive only with its document, and the
 * year select loads each year as a document.
 */
export function TeamCards({ year }: { year: TeamYearNumber }) {
  if (typeof window === "undefined") {
    // The bundler drops this branch, and the rosters with it, from the browser's script.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { teamYear } = require("@/data/team") as typeof import("@/data/team");
    return <TeamCardsFrame groups={teamYear(year).groups} />;
  }
  return (
    <div
      className={frameClass}
      onClick={showAllRoles}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
