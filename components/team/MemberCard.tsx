import type { CSSProperties } from "react";
import type { Member } from "@/data/schema";
import {
  DEFAULT_TEAM_PHOTO,
  designationLabel,
  hiddenRoleCount,
  memberPhoto,
  memberSearchText,
  splitRoles,
} from "@/lib/team";
import { TeamIcon } from "./TeamIcons";
import { newWindowProps } from "@/lib/links";
import assetLoader from "@/lib/image-loader";
import { assetOrigin } from "@/data/site";
import { fallbackProps } from "@/lib/picture-fallback";
import { RoleList } from "./RoleList";
import { teamMarkers } from "./team-markers";

const socials = [
  { key: "linkedin", label: "LinkedIn" },
  { key: "github", label: "GitHub" },
  { key: "twitter", label: "X (Twitter)" },
] as const;

/**
 * A team member card: photo (lazy, sized so nothing shifts; the default team photo when empty or
 * when it fails),
 * name, designation or '{lead} Lead', µ-ID as text, roles, and icon links only where present.
 */
export function MemberCard({ member, revealIndex = 0 }: { member: Member; revealIndex?: number }) {
  const roles = splitRoles(member.team);
  const label = designationLabel(member);
  // The reveal staggers a grid's first eight cards 0.1s apart; the rest arrive with the eighth.
  const staggered = revealIndex > 0 && revealIndex < 8;
  return (
    <li
      className="reveal-item team-card"
      style={staggered ? ({ "--reveal-index": revealIndex } as CSSProperties) : undefined}
      {...teamMarkers.member}
      data-search={memberSearchText(member)}
    >
      {/* A plain img: one 2x source is all a 96px avatar needs, where next/image would write a
          fifteen-entry srcset into each of several hundred cards. Sized, so nothing shifts. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={assetLoader({ src: memberPhoto(member.image, assetOrigin), width: 192 })}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="member-photo"
        {...fallbackProps(DEFAULT_TEAM_PHOTO)}
      />
      <p className="member-name">{member.name}</p>
      {label ? <p className="member-label">{label}</p> : null}
      {member.domain ? (
        <p className="mt-1 text-sm font-medium text-brand-700 dark:text-brand-300">
          {member.domain}
        </p>
      ) : null}
      {member.muid ? (
        <p className="member-muid">
          <span className="sr-only">µ-ID: </span>
          {member.muid}
        </p>
      ) : null}
      {hiddenRoleCount(roles) > 0 ? (
        <RoleList roles={roles} name={member.name} />
      ) : roles.length > 0 ? (
        <ul aria-label={`Roles of ${member.name}`} className="mt-3 flex justify-center">
          <li className="role-chip">{roles[0]}</li>
        </ul>
      ) : null}
      <div className="mt-auto flex justify-center gap-1 pt-3">
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
