"use client";

import type { ReactNode } from "react";
import { interestGroupAppUrl } from "@/data/interest-group-text";
import type { InterestGroupWords } from "@/data/schema";
import { interestGroupsWords as text } from "@/data/page-words/interest-groups";
import {
  fetchInterestGroups,
  liveGroupFor,
  unknownGroups,
  type LiveInterestGroup,
} from "@/lib/live/interest-groups";
import { sayCount } from "@/lib/format";
import { useLive } from "@/hooks/use-live";
import { LiveStatusLine } from "@/components/live/LiveStatusLine";
import { SiteLink } from "@/components/ui/SiteLink";
import type { LiveNote } from "@/components/live/live-note";

/** What a directory card needs of one of our groups (data/interest-groups.ts). */
export interface DirectoryGroup {
  slug: string;
  name: string;
  summary: string;
  appId?: string;
  aliases?: string[];
  href: string;
}

/** "2 leads, 1 mentor, 0 impact projects", or nothing for a group the backend does not list. */
const counts = (group: LiveInterestGroup | null, { counts: words }: InterestGroupWords) =>
  group
    ? [
        sayCount(group.leads.length, words.lead),
        sayCount(group.mentors.length, words.mentor),
        sayCount(group.projects.length, words.project),
      ].join(", ")
    : "";

/** One card of the directory: the group's name as a link, a sentence, and its live counts. */
function GroupCard({ link, about, count }: { link: ReactNode; about: string; count: string }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-bold text-slate-950 dark:text-white">{link}</h3>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{about}</p>
      <p className="mt-auto min-h-6 pt-3 text-sm font-medium text-slate-600 dark:text-slate-400">
        {count}
      </p>
    </li>
  );
}

const linkClass =
  "underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-600 dark:decoration-brand-300/40";

/**
 * The 23 groups as cards, each linking to its page, with how many leads, mentors and impact
 * projects the backend lists for it: the snapshot's counts first, the live ones after the first
 * paint. Each card keeps a line for the counts, so their arrival moves nothing. A group the
 * backend lists and this build does not know follows them, linking to its page on the app, until
 * the next build gives it a page here.
 */
export function GroupDirectory({
  groups,
  snapshot,
  note,
}: {
  groups: DirectoryGroup[];
  snapshot: LiveInterestGroup[];
  /** The status line's date, host and words, made by the page (components/live/live-note.ts). */
  note: LiveNote;
}) {
  const live = useLive(snapshot, fetchInterestGroups);
  return (
    <div data-live-status={live.status}>
      <LiveStatusLine source={text.source} status={live.status} {...note} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <GroupCard
            key={group.slug}
            link={
              <SiteLink href={group.href} className={linkClass}>
                {group.name}
              </SiteLink>
            }
            about={group.summary}
            count={counts(liveGroupFor(group, live.data), text)}
          />
        ))}
        {unknownGroups(groups, live.data).map((group) => (
          <GroupCard
            key={group.id}
            link={
              <SiteLink
                href={interestGroupAppUrl({ appId: group.id })}
                newWindow
                className={linkClass}
              >
                {group.name}
              </SiteLink>
            }
            about={text.newGroup}
            count={counts(group, text)}
          />
        ))}
      </ul>
    </div>
  );
}
