import type { Member, TeamGroup, TeamYear } from "@/data/schema";
import { TEAM_YEARS, type TeamYearNumber } from "@/data/team-years";

export const DEFAULT_TEAM_YEAR: TeamYearNumber = 2025;
export const DEFAULT_TEAM_PHOTO = "/images/team/default-member.svg";

/** Roles are split on commas, trimmed, and empty entries dropped. */
export function splitRoles(team: string | undefined): string[] {
  return (team ?? "")
    .split(",")
    .map((role) => role.trim())
    .filter(Boolean);
}

/** '+N more' where N is the role count minus 2, shown only when N is above 0. */
export const hiddenRoleCount = (roles: readonly string[]) => Math.max(roles.length - 2, 0);

/** With a lead set, the card shows '{lead} Lead' in place of the designation. */
export const designationLabel = (member: Partial<Pick<Member, "lead" | "designation">>) =>
  member.lead ? `${member.lead} Lead` : member.designation;

/** Photos under this prefix (the old site's uploads) exist only on the foundation's CDN. */
export const ASSET_HOST_PHOTOS = "/public/";

/**
 * A photo's address on the CDN: the base plus the path without its leading slash, each segment
 * percent-encoded (spaces, "&", "#", non-ASCII letters), the file name's case kept: the bucket's
 * keys are case-sensitive, so "ANGANA S.JPG" must stay ".JPG".
 */
export const teamPhotoUrl = (image: string, base: string) =>
  base +
  image
    .replace(/^\/+/, "")
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/");

/**
 * The photo to show: the default team photo when the image is empty, or when it lives only on the
 * CDN and the build has none; a CDN photo's full address; a path on this site as it is.
 */
export const memberPhoto = (image: string, photoBase = "") => {
  if (!image) return DEFAULT_TEAM_PHOTO;
  if (!image.startsWith(ASSET_HOST_PHOTOS)) return image;
  return photoBase ? teamPhotoUrl(image, photoBase) : DEFAULT_TEAM_PHOTO;
};

/** 2022 to 2025; anything else (missing, malformed, out of range) falls back to 2025. */
export function parseTeamYear(value: string | null | undefined): TeamYearNumber {
  const year = Number(value);
  return (TEAM_YEARS as readonly number[]).includes(year) && /^\d{4}$/.test(value ?? "")
    ? (year as TeamYearNumber)
    : DEFAULT_TEAM_YEAR;
}

/** The shareable address of a year's view: /team for 2025, /team/2023 for the others. */
export const teamYearPath = (year: TeamYearNumber) =>
  year === DEFAULT_TEAM_YEAR ? "/team" : `/team/${year}`;

export interface MemberSection {
  /** Null for a flat list; the sub-title (Core Team, a college…) otherwise. */
  subTitle: string | null;
  members: Member[];
}

/** A group's members as sections, whichever of the two shapes the file uses. */
export function groupSections(group: TeamGroup): MemberSection[] {
  if (group.members) return [{ subTitle: null, members: group.members }];
  return Object.entries(group.membersWithSubTitles ?? {}).map(([subTitle, members]) => ({
    subTitle,
    members,
  }));
}

export const groupMemberCount = (group: TeamGroup) =>
  groupSections(group).reduce((sum, section) => sum + section.members.length, 0);

/**
 * What a member card needs, sent from the server page to the card's client component: the photo
 * already resolved to its address, no id, and no empty fields. The cards' props travel in each
 * page's payload (several hundred cards on a team page), so only what a card shows is sent.
 */
export type CardMember = Pick<Member, "name"> &
  Partial<Omit<Member, "name" | "image" | "id">> & { photo: string };

export function cardMember(member: Member, photo: string): CardMember {
  const shown = Object.entries(member).filter(
    ([key, value]) => key !== "image" && key !== "id" && value !== "" && value !== undefined,
  );
  return { ...(Object.fromEntries(shown) as Partial<CardMember>), name: member.name, photo };
}

/**
 * A µ-ID as its name and the rest from its last "@" ("sachinrajm", "@mulearn"): a narrow card
 * breaks the line between the two, not inside either. Without an "@", the whole and "".
 */
export function muidParts(muid: string): [string, string] {
  const at = muid.lastIndexOf("@");
  return at > 0 ? [muid.slice(0, at), muid.slice(at)] : [muid, ""];
}

/** Case-insensitive; every word of the query must appear. An empty query matches everyone. */
export function matchesQuery(searchText: string, query: string): boolean {
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => searchText.includes(word));
}

/** "member-hq-aditi-sample-3": a stable anchor for a card. */
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * A member card's id on its year's page: "member-" and the name's slug, with "-2", "-3"… for the
 * second and later cards of a name that year. Search results link to `/team/2022#member-…`.
 */
export const memberAnchor = (name: string, occurrence = 1) => {
  const base = `member-${slugify(name) || "unnamed"}`;
  return occurrence > 1 ? `${base}-${occurrence}` : base;
};

/** Which card of its name each member's is on the year's page, in page order (1 for most). */
export function memberOccurrences(team: TeamYear): Map<Member, number> {
  const occurrences = new Map<Member, number>();
  const seen = new Map<string, number>();
  for (const group of team.groups) {
    for (const { members } of groupSections(group)) {
      for (const member of members) {
        const key = memberAnchor(member.name);
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        occurrences.set(member, count);
      }
    }
  }
  return occurrences;
}
