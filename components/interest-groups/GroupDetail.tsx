"use client";

import { interestGroupsWords as text } from "@/data/page-words/interest-groups";
import {
  fetchInterestGroups,
  liveGroupFor,
  type IgPerson,
  type LiveInterestGroup,
} from "@/lib/live/interest-groups";
import { listWasRead, useLive } from "@/hooks/use-live";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { newWindowProps } from "@/lib/links";
import { PersonCard } from "./PersonCard";
import type { LiveNote } from "@/components/live/live-note";

function People({
  id,
  heading,
  people,
  empty,
}: {
  id: string;
  heading: string;
  people: IgPerson[];
  /** What the list says when it is empty: nobody listed, or no list in this copy. */
  empty: string;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h3 id={id} className="text-xl font-bold text-slate-950 dark:text-white">
        {heading}
      </h3>
      {people.length > 0 ? (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {people.map((person) => (
            <PersonCard key={person.name} person={person} />
          ))}
        </ul>
      ) : (
        <p data-pagefind-ignore="" className="mt-3 text-slate-700 dark:text-slate-300">
          {empty}
        </p>
      )}
    </section>
  );
}

/**
 * One group's people (leads, mentors with their company, think tank) and impact projects (title,
 * description, team, links), from the snapshot, then live. The block keeps room for a few rows, so
 * the live list moves little on screen, and nothing above it.
 */
export function GroupDetail({
  group,
  snapshot,
  note,
}: {
  group: { name: string; appId?: string; aliases?: string[] };
  snapshot: LiveInterestGroup[];
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
}) {
  const live = useLive(snapshot, fetchInterestGroups);
  const found = liveGroupFor(group, live.data);
  // "None listed" only where a list was read: the snapshot's, or the server's now. Without either
  // the page does not know who is in the group, and says so.
  const read = listWasRead(live.status, note.asOf);
  const empty = read ? text.noPeople : text.noneInCopy;
  return (
    <div
      data-live-status={live.status}
      // Headings over lists this copy does not hold would make every group a match for "mentor".
      data-pagefind-ignore={read ? undefined : ""}
      className="min-h-[28rem]"
    >
      <LiveStatusLine source={text.source} status={live.status} {...note} />
      <People id="ig-leads" heading={text.leads} people={found?.leads ?? []} empty={empty} />
      <People id="ig-mentors" heading={text.mentors} people={found?.mentors ?? []} empty={empty} />
      <People
        id="ig-thinktank"
        heading={text.thinktank}
        people={found?.thinktank ?? []}
        empty={empty}
      />
      <section aria-labelledby="ig-projects" className="mt-10">
        <h3 id="ig-projects" className="text-xl font-bold text-slate-950 dark:text-white">
          {text.projectsHeading}
        </h3>
        {found && found.projects.length > 0 ? (
          <ul className="mt-4 grid gap-4 lg:grid-cols-2">
            {found.projects.map((project) => (
              <li
                key={project.id}
                className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <h4 className="text-lg font-bold text-slate-950 dark:text-white">
                  {project.title}
                </h4>
                {project.description ? (
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{project.description}</p>
                ) : null}
                {project.team.length > 0 ? (
                  <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                    <span className="font-semibold">{text.team}: </span>
                    {project.team
                      .map((member) =>
                        member.lead ? `${member.name} (${text.lead})` : member.name,
                      )
                      .join(", ")}
                  </p>
                ) : null}
                {project.links.length > 0 ? (
                  <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    {project.links.map((link) => (
                      <li key={link.url}>
                        <a
                          href={link.url}
                          {...newWindowProps}
                          className="font-semibold text-brand-700 underline dark:text-brand-300"
                        >
                          {link.label}
                          <span className="sr-only"> of {project.title} (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p data-pagefind-ignore="" className="mt-3 text-slate-700 dark:text-slate-300">
            {read ? text.noProjects : text.noneInCopy}
          </p>
        )}
      </section>
    </div>
  );
}
