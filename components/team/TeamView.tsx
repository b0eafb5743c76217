import type { TeamYear } from "@/data/schema";
import { groupMemberCount, slugify } from "@/lib/team";
import { TeamCards } from "./TeamCards";
import { TeamSearch } from "./TeamSearch";
import { TeamReveal } from "./TeamReveal";
import { teamMarkers } from "./team-markers";
import { Container } from "@/components/ui/Container";

/** One year's team: a search box, a jump list, then every group in order. */
export function TeamView({ team }: { team: TeamYear }) {
  const total = team.groups.reduce((sum, group) => sum + groupMemberCount(group), 0);
  return (
    <div {...teamMarkers.view(team.year)} className="pb-20">
      <TeamReveal year={team.year} />
      <div className="border-b border-slate-200 py-8 dark:border-slate-800">
        <TeamSearch year={team.year} total={total} />
        <Container as="nav" aria-label={`Groups of ${team.year}`} className="mt-6 no-js:mt-0">
          <ul className="flex flex-wrap gap-2">
            {team.groups.map((group) => (
              <li key={group.title}>
                <a
                  href={`#${slugify(group.title)}`}
                  className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700 dark:border-slate-700 dark:text-slate-200 dark:hover:text-white"
                >
                  {group.title}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </div>
      {/* The site search finds each member through a record of their own (scripts/search-index.mjs),
          not through the year page's text, which would match every name (the frame says so). */}
      <TeamCards year={team.year} />
    </div>
  );
}
