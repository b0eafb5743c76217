"use client";

import type { TeamYearNumber } from "@/data/team-years";
import { cardsFrameClass } from "./team-cards-frame";

/**
 * Every card of the year, drawn once: in the HTML, not a second time in the page's payload (a
 * few hundred cards, most of a team page's bytes). The server renders the cards from the data
 * (TeamCardsFrame); in the browser an empty `dangerouslySetInnerHTML` tells React to leave the
 * server's markup as it is (MobileMenu does the same). The frame's own inline script answers
 * every card's '+N more' (team-cards-frame.ts), from the first paint. A year's cards come only
 * with its own document, so the year select loads each year as a document.
 */
export function TeamCards({ year }: { year: TeamYearNumber }) {
  if (typeof window === "undefined") {
    // The bundler drops this branch, the cards' code and the rosters with it, from the browser's
    // script.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const { teamYear } = require("@/data/team") as typeof import("@/data/team");
    const { memberOccurrences } = require("@/lib/team") as typeof import("@/lib/team");
    const { TeamCardsFrame } = require("./TeamCardsFrame") as typeof import("./TeamCardsFrame");
    /* eslint-enable @typescript-eslint/no-require-imports */
    const team = teamYear(year);
    return <TeamCardsFrame groups={team.groups} occurrences={memberOccurrences(team)} />;
  }
  return (
    <div
      className={cardsFrameClass}
      data-pagefind-ignore="all"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: "" }}
    />
  );
}
