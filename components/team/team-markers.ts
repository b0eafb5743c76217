/**
 * The contract between the team page's server HTML and its client scripts (search, reveal and the cards' roles):
 * the server components spread `teamMarkers`, the scripts query `teamSelectors`.
 */
const attribute = {
  view: "data-team-view",
  group: "data-team-group",
  section: "data-team-section",
  member: "data-member",
  moreRoles: "data-more-roles",
} as const;

export const teamMarkers = {
  /** A year's whole view. */
  view: (year: number) => ({ [attribute.view]: year }),
  /** A group's section (HQ, Associates…). */
  group: { [attribute.group]: "" },
  /** One grid of a group: the whole group, or one sub-title of it. */
  section: { [attribute.section]: "" },
  /** A member's card. */
  member: { [attribute.member]: "" },
  /** A card's '+N more' roles button. */
  moreRoles: { [attribute.moreRoles]: "" },
};

export const teamSelectors = {
  view: (year: number) => `[${attribute.view}="${year}"]`,
  group: `[${attribute.group}]`,
  section: `[${attribute.section}]`,
  member: `[${attribute.member}]`,
  shownMember: `[${attribute.member}]:not([hidden])`,
  moreRoles: `[${attribute.moreRoles}]`,
  /** What a card shows that the search matches: name, designation, domain, µ-ID, every role. */
  words: ".member-name, .member-label, .member-domain, .member-muid, .role-chip",
};
