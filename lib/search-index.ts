import { pageRoutes, type PageRouteInfo } from "@/data/routes";
import { interestGroupPath, interestGroups } from "@/data/interest-groups";
import { galleryEvents } from "@/data/gallery";
import { weeklyEvents } from "@/data/events";
import { shows } from "@/data/shows";
import { programmePagePaths } from "@/data/pages";
import { footerColumns } from "@/data/navigation";
import { teamYears } from "@/data/team";
import { SEARCH_PATH, type SearchFilter } from "@/data/search";
import { uiText } from "@/data/i18n";
import { pageLang } from "@/data/ml-pages";
import {
  designationLabel,
  groupSections,
  memberAnchor,
  memberOccurrences,
  splitRoles,
  teamYearPath,
} from "@/lib/team";

/** What a result is, as its label says, and the filter it falls under. */
export interface SearchKind {
  label: string;
  filter: SearchFilter;
}

/** A page the index reads from the export: its route and what kind of result it is. */
export interface SearchPage {
  path: string;
  kind: SearchKind;
  /** Pagefind's weight for the page's h1 where it is not the usual 7. */
  headingWeight?: number;
}

/**
 * A gallery event's page is its name over photos: the name counts for less there than on the
 * programme's own page, so "launchpad" finds /launchpad before /gallery/launchpad2024.
 */
const GALLERY_HEADING_WEIGHT = 3;

/** A result with no page of its own (a team member), handed to the indexer as text. */
export interface SearchRecord {
  url: string;
  title: string;
  content: string;
  kind: SearchKind;
}

const internal = (href: string) => href.startsWith("/");
const programmePaths = new Set([
  ...programmePagePaths,
  ...footerColumns
    .filter((column) => column.heading === "Programs")
    .flatMap((column) => column.links.map((link) => link.href).filter(internal)),
]);
const groupPaths = new Set(interestGroups.map((group) => interestGroupPath(group.slug)));
const galleryPaths = new Set(galleryEvents.map((event) => `/gallery/${event.slug}`));
const eventPaths = new Set([
  ...weeklyEvents.map((event) => event.path),
  ...Object.values(shows).map((show) => show.path),
]);

/** What a result is, by the words of its page's language (content/i18n/<lang>.json). */
type KindName = keyof (typeof uiText)["en"]["search"]["kinds"];
const kind = (path: string, name: KindName, filter: SearchFilter): SearchKind => ({
  label: uiText[pageLang(path)].search.kinds[name],
  filter,
});

/** The kind of result a page is, from the data that made it, in its page's language. */
export function pageKind(path: string): SearchKind {
  if (groupPaths.has(path)) return kind(path, "interestGroup", "Groups");
  if (path === "/interest-groups") return kind(path, "interestGroups", "Groups");
  if (galleryPaths.has(path)) return kind(path, "galleryEvent", "Events");
  if (eventPaths.has(path)) return kind(path, "event", "Events");
  if (path === "/events" || path.startsWith("/events/") || path.startsWith("/kkem/events/")) {
    return kind(path, "events", "Events");
  }
  if (programmePaths.has(path)) return kind(path, "programme", "Pages");
  if (path === "/team" || path.startsWith("/team/")) return kind(path, "team", "Pages");
  return kind(path, "page", "Pages");
}

/**
 * The pages the index reads: every indexable page but the search page itself. The frame page
 * (/cdr), the hand-off shells, the 404 page and the donation record are not indexable routes.
 */
export function searchPages(routes: readonly PageRouteInfo[] = pageRoutes): SearchPage[] {
  return routes
    .filter((route) => route.indexable && route.path !== SEARCH_PATH)
    .map((route) => ({
      path: route.path,
      kind: pageKind(route.path),
      ...(galleryPaths.has(route.path) ? { headingWeight: GALLERY_HEADING_WEIGHT } : {}),
    }));
}

const person: SearchKind = { label: uiText.en.search.kinds.person, filter: "People" };

/**
 * One record per card on the team pages, leading to that card: what the card shows (name, role,
 * domain, roles), its group and sub-title, and the year. Nothing the card does not show.
 */
export function personRecords(years = teamYears): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [year, team] of years) {
    const occurrences = memberOccurrences(team);
    for (const group of team.groups) {
      for (const { subTitle, members } of groupSections(group)) {
        for (const member of members) {
          const parts = [
            designationLabel(member),
            member.domain,
            ...splitRoles(member.team),
            group.title,
            subTitle,
            `Team ${year}`,
          ];
          const text = [...new Set(parts.map((part) => part?.trim()).filter(Boolean))];
          records.push({
            url: `${teamYearPath(year)}#${memberAnchor(member.name, occurrences.get(member))}`,
            title: member.name,
            content: `${member.name}. ${text.join(". ")}.`,
            kind: person,
          });
        }
      }
    }
  }
  return records;
}

/**
 * A page's HTML as the index should read it: Pagefind 1.6 takes `<dt>` and `<dd>` for inline
 * elements (Pagefind/pagefind#736), so a detail's label ran into its value in the excerpts ("When15
 * July 2024WhereClubhouse"). Each term here ends with ": " and each description with ". " (no
 * second mark after one it has). Only the index reads this; the page stays as it is.
 */
export function separateTerms(html: string): string {
  // An element's last character, before any closing tags inside it, then the element's own end.
  const endWith = (text: string, tag: string, mark: string, marks: string) =>
    text.replace(
      new RegExp(`([^\\s>])((?:\\s*</[a-z]+>)*\\s*</${tag}>)`, "g"),
      (_, last: string, closing: string) => `${last}${marks.includes(last) ? "" : mark} ${closing}`,
    );
  const details = endWith(endWith(html, "dt", ":", ":"), "dd", ".", ".!?:;");
  // A table's cells run together the same way ("PlacePrize1st ₹50,000"): a space after each
  // cell, a full stop after its caption and each row.
  const cells = endWith(endWith(details, "th", "", ""), "td", "", "");
  return endWith(endWith(cells, "tr", ".", ".!?:;"), "caption", ".", ".!?:;");
}

/**
 * Leaves a page's controls and interface words out of the index. Buttons, choice lists and groups
 * of choices say what a visitor can do, not what the page is about ("Play: Dr Sajji Gopinath",
 * "All eventsFeatured events", "Show stories about"); a status line says what the page is doing
 * ("Showing 6 of 6 stories"); what screen readers skip (`aria-hidden`: a step's number, a
 * chevron, a heading repeated over a photo) repeats or decorates. Links that look like buttons
 * and empty-list notes are marked `data-pagefind-ignore` where they are drawn; these are left out
 * here, so one added later cannot bring its words back.
 */
export function leaveOutControls(html: string): string {
  return html
    .replace(/<(button|select|fieldset)(?=[\s>])/g, '<$1 data-pagefind-ignore=""')
    .replace(
      /<([a-z][a-z0-9-]*)(?=\s[^>]*\b(?:aria-hidden="true"|role="status"|role="alert"))/g,
      '<$1 data-pagefind-ignore=""',
    );
}
