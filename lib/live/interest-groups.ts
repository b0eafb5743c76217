/**
 * The backend's public interest-group list (docs/live-data.md): each active group's leads,
 * mentors (with their company), think tank and impact projects, from GET /api/v1/public/ig/list/.
 * Only what the pages show is kept: a person's name, company, a picture on the backend's own
 * https origin, and LinkedIn and GitHub links (https only); a project's title, description, team
 * names and https links. E-mails, µ-IDs, staff names (created_by, updated_by), dates and any
 * field added later are never copied, and a text that holds an e-mail address is dropped.
 */
import { apiOrigin } from "@/data/api-origin";
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import { endpointError, fetchedAtOf, isRecord, readItems, textField } from "@/lib/live/read";
import { httpsHref } from "@/lib/links";

export interface IgPerson {
  name: string;
  /** A mentor's company, when the backend names one. */
  company: string | null;
  /** An https picture on the backend's origin, else null (the card shows initials). */
  picture: string | null;
  linkedin: string | null;
  github: string | null;
}

export interface IgProjectLink {
  label: string;
  url: string;
}

export interface IgProject {
  id: string;
  title: string;
  description: string | null;
  team: { name: string; lead: boolean }[];
  links: IgProjectLink[];
}

export interface LiveInterestGroup {
  id: string;
  name: string;
  leads: IgPerson[];
  mentors: IgPerson[];
  thinktank: IgPerson[];
  projects: IgProject[];
}

/** The committed snapshot, data/live/interest-groups.json: empty until a refresh runs. */
export interface InterestGroupsSnapshot {
  source: "interest-groups";
  fetchedAt: string | null;
  groups: LiveInterestGroup[];
}

/** Anything that looks like an e-mail address, anywhere in a text. */
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

/** Text without an e-mail address in it, trimmed; else null. */
function plainText(item: Record<string, unknown>, ...names: string[]): string | null {
  const text = textField(item, ...names);
  return text !== null && !EMAIL.test(text) ? text : null;
}

/** A picture the pages may load: https, on the backend's origin (the only one their policy allows). */
export const backendPicture = (value: unknown): string | null => {
  const url = httpsHref(value);
  return url !== null && new URL(url).origin === apiOrigin ? url : null;
};

/**
 * A member list as the backend stores it: a list, a list written as JSON text, or, when the stored
 * JSON is unparsable, that raw text, which holds no one the page can show.
 */
export function memberList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * One lead, mentor or think-tank member. A µ-ID the backend does not know comes back with
 * `full_name: null`: with no name to show, the member is dropped. An e-mail is never read.
 */
export function readIgPerson(raw: unknown): IgPerson | null {
  if (!isRecord(raw)) return null;
  const name = plainText(raw, "full_name", "name");
  if (name === null) return null;
  const socials = isRecord(raw.socials) ? raw.socials : {};
  const link = (value: unknown, host: RegExp) => {
    const url = httpsHref(value);
    return url !== null && host.test(new URL(url).hostname) ? url : null;
  };
  return {
    name,
    company: plainText(raw, "company", "org"),
    // The backend's fields, or a snapshot's (already read once: `picture`, `linkedin`, `github`).
    picture: backendPicture(raw.profile_pic ?? raw.picture),
    linkedin: link(socials.linkedin ?? raw.linkedin, /(^|\.)linkedin\.com$/i),
    github: link(socials.github ?? raw.github, /^(www\.)?github\.com$/i),
  };
}

const people = (value: unknown): IgPerson[] => {
  const seen = new Set<string>();
  return memberList(value)
    .map(readIgPerson)
    .filter(
      (person): person is IgPerson =>
        person !== null && !seen.has(person.name) && Boolean(seen.add(person.name)),
    );
};

/** One impact project: an id and a title are required; links are https only. */
export function readIgProject(raw: unknown): IgProject | null {
  if (!isRecord(raw)) return null;
  const id = textField(raw, "id");
  const title = plainText(raw, "title");
  if (id === null || title === null) return null;
  const team = memberList(raw.team).flatMap((member) => {
    if (!isRecord(member)) return [];
    const name = plainText(member, "name", "full_name");
    return name === null ? [] : [{ name, lead: (member.is_lead ?? member.lead) === true }];
  });
  const links = memberList(raw.links).flatMap((link) => {
    if (!isRecord(link)) return [];
    const url = httpsHref(link.url);
    if (url === null) return [];
    return [{ label: plainText(link, "label") ?? new URL(url).hostname, url }];
  });
  return { id, title, description: plainText(raw, "description"), team, links };
}

/** One group: an id and a name are required; a bad member or project is dropped, not the group. */
export function readLiveInterestGroup(raw: unknown): LiveInterestGroup | null {
  if (!isRecord(raw)) return null;
  const id = textField(raw, "id");
  const name = plainText(raw, "name", "title");
  if (id === null || name === null) return null;
  return {
    id,
    name,
    leads: people(raw.leads),
    mentors: people(raw.mentors),
    thinktank: people(raw.thinktank ?? raw.think_tank),
    projects: readItems(memberList(raw.impact_projects ?? raw.projects), readIgProject),
  };
}

/**
 * The envelope's `response`: `{interestGroups: [...]}` today; `{interest_groups}`, `{data}` or a
 * bare list are read too. An answer without a list is unreadable.
 */
export function readInterestGroupList(payload: unknown): LiveInterestGroup[] {
  const list = Array.isArray(payload)
    ? payload
    : isRecord(payload)
      ? [payload.interestGroups, payload.interest_groups, payload.data].find(Array.isArray)
      : undefined;
  if (!Array.isArray(list)) throw new Error("The interest-group answer holds no list.");
  return readItems(list, readLiveInterestGroup);
}

/** A snapshot file's content, re-read through the normaliser so a hand edit cannot add an e-mail. */
export function readInterestGroupsSnapshot(json: unknown): InterestGroupsSnapshot {
  const file = isRecord(json) ? json : {};
  let groups: LiveInterestGroup[] = [];
  try {
    groups = Array.isArray(file.groups) ? readInterestGroupList(file.groups) : [];
  } catch {
    groups = [];
  }
  return { source: "interest-groups", fetchedAt: fetchedAtOf(file), groups };
}

/** Letters and digits only, lower case: "Cloud & DevOps" and "cloud and devops" differ only in "and". */
const nameKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]/g, "");

/**
 * The live group for one of our groups: the same app id, else the same name or one of its
 * aliases (letters and digits, any case). Null when the backend does not list it.
 */
export function liveGroupFor(
  group: { name: string; appId?: string; aliases?: readonly string[] },
  live: readonly LiveInterestGroup[],
): LiveInterestGroup | null {
  const byId = group.appId ? live.find((item) => item.id === group.appId) : undefined;
  if (byId) return byId;
  const keys = new Set([group.name, ...(group.aliases ?? [])].map(nameKey));
  return live.find((item) => keys.has(nameKey(item.name))) ?? null;
}

/**
 * The live groups none of ours matches (liveGroupFor), in the backend's order: groups the backend
 * lists that this build does not know yet.
 */
export function unknownGroups(
  ours: readonly { name: string; appId?: string; aliases?: readonly string[] }[],
  live: readonly LiveInterestGroup[],
): LiveInterestGroup[] {
  const matched = new Set(ours.map((group) => liveGroupFor(group, live)?.id));
  return live.filter((group) => !matched.has(group.id));
}

/** The live list through lib/api-call.ts, for `useLive`. */
export const fetchInterestGroups = (
  signal?: AbortSignal,
): Promise<ApiAnswer<LiveInterestGroup[]>> =>
  callApi(apiPaths.interestGroupList, { read: readInterestGroupList, signal });

/** The snapshot's fields; throws naming the endpoint when the backend fails. */
export async function fetchInterestGroupsSnapshot(): Promise<
  Pick<InterestGroupsSnapshot, "groups">
> {
  const result = await fetchInterestGroups();
  if (!result.ok) throw endpointError(apiPaths.interestGroupList, result);
  // Pictures' addresses carry the backend's internal user ids: the committed copy shows initials.
  const withoutPictures = (list: IgPerson[]) =>
    list.map((person) => ({ ...person, picture: null }));
  return {
    groups: result.data.map((group) => ({
      ...group,
      leads: withoutPictures(group.leads),
      mentors: withoutPictures(group.mentors),
      thinktank: withoutPictures(group.thinktank),
    })),
  };
}
