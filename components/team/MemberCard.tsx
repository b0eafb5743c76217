import type { CSSProperties } from "react";
import {
  type CardMember,
  DEFAULT_TEAM_PHOTO,
  designationLabel,
  hiddenRoleCount,
  memberAnchor,
  muidParts,
  splitRoles,
} from "@/lib/team";
import type { TeamIconName } from "./TeamIcons";
import { newWindowProps } from "@/lib/links";
import { afterFirstPaint, fallbackProps } from "@/lib/picture-fallback";
import { teamMarkers } from "./team-markers";

const socials = [
  { key: "linkedin", label: "LinkedIn" },
  { key: "github", label: "GitHub" },
  { key: "twitter", label: "X (Twitter)" },
] as const;

/** Social icons are 24px, drawn from the page's sprite (TeamIcons). Decorative: the link names it. */
function TeamIcon({ name }: { name: TeamIconName }) {
  return (
    <svg width={24} height={24} aria-hidden="true" focusable="false">
      <use href={`#team-icon-${name}`} />
    </svg>
  );
}

/** The µ-ID, free to break before its "@" on a narrow card ("sachinrajm" / "@mulearn"). */
function Muid({ muid }: { muid: string }) {
  const [name, rest] = muidParts(muid);
  return (
    <p className="member-muid">
      <span className="sr-only">µ-ID: </span>
      {name}
      {rest ? (
        <>
          <wbr />
          {rest}
        </>
      ) : null}
    </p>
  );
}

/**
 * A member's roles: the first shows; with more than two, every role is in the HTML, the rest
 * hidden, and a '+N more' button (N = roles − 2) that TeamCards' click handler answers: it shows
 * them all, once, and moves the focus to the list.
 */
function RoleList({ roles, name }: { roles: string[]; name: string }) {
  const more = hiddenRoleCount(roles);
  const shown = more > 0 ? roles : roles.slice(0, 1);
  const items = shown.map((role, index) => (
    <li key={role} className="role-chip" hidden={index > 0}>
      {role}
    </li>
  ));
  if (more === 0) {
    return (
      <ul aria-label={`Roles of ${name}`} className="member-roles">
        {items}
      </ul>
    );
  }
  return (
    <div className="member-roles">
      <ul aria-label={`Roles of ${name}`} tabIndex={-1}>
        {items}
      </ul>
      <button
        type="button"
        className="more-roles"
        aria-label={`+${more} more roles of ${name}`}
        {...teamMarkers.moreRoles}
      >
        +{more} more
      </button>
    </div>
  );
}

/**
 * A team member card: photo (lazy, sized so nothing shifts; the default team photo when it
 * fails), name, designation or '{lead} Lead', µ-ID as text, roles, and icon links only where
 * present. Server HTML only: TeamCards puts the cards in the page and keeps them out of its
 * payload, and answers the one control a card has ('+N more').
 */
export function MemberCard({
  member,
  revealIndex = 0,
  occurrence,
  afterPaint = false,
}: {
  member: CardMember;
  revealIndex?: number;
  /**
   * The second or later card of this name in the year: its id (lib/team.ts memberAnchor, which
   * search results link to) says so.
   */
  occurrence?: number;
  /** A card near the first screen: its photo starts once the first frame is on screen. */
  afterPaint?: boolean;
}) {
  const roles = splitRoles(member.team);
  const label = designationLabel(member);
  // The reveal staggers a grid's first eight cards 0.1s apart; the rest arrive with the eighth.
  const staggered = revealIndex > 0 && revealIndex < 8;
  return (
    <li
      id={memberAnchor(member.name, occurrence)}
      className="reveal-item team-card"
      style={staggered ? ({ "--reveal-index": revealIndex } as CSSProperties) : undefined}
      {...teamMarkers.member}
    >
      {/* A plain img: one 2x source is all a 96px avatar needs, where next/image would write a
          fifteen-entry srcset into each of several hundred cards. Sized, so nothing shifts. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={member.photo}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="member-photo"
        {...fallbackProps(DEFAULT_TEAM_PHOTO)}
        {...(afterPaint ? afterFirstPaint : {})}
      />
      <p className="member-name">{member.name}</p>
      {label ? <p className="member-label">{label}</p> : null}
      {member.domain ? <p className="member-domain">{member.domain}</p> : null}
      {member.muid ? <Muid muid={member.muid} /> : null}
      {roles.length > 0 ? <RoleList roles={roles} name={member.name} /> : null}
      <div className="member-links">
        {socials.map(({ key, label: site }) =>
          member[key] ? (
            <a
              key={key}
              href={member[key]}
              {...newWindowProps}
              className="social-link"
              aria-label={`${member.name} on ${site} (opens in a new tab)`}
            >
              <TeamIcon name={key} />
            </a>
          ) : null,
        )}
        {member.drive ? (
          <a
            href={member.drive}
            {...newWindowProps}
            className="social-link"
            aria-label={`Work folder of ${member.name} (opens in a new tab)`}
          >
            <TeamIcon name="drive" />
          </a>
        ) : null}
      </div>
    </li>
  );
}
