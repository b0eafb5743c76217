import { FolderIcon, GitHubIcon, LinkedInIcon, XIcon } from "@/components/ui/icons";

const icons = { linkedin: LinkedInIcon, github: GitHubIcon, twitter: XIcon, drive: FolderIcon };
type IconName = keyof typeof icons;

/**
 * The card icons are drawn once per page as symbols and referenced by each card: a view of
 * 300 cards would otherwise repeat the same path data several hundred times in the HTML.
 */
export function TeamIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {(Object.keys(icons) as IconName[]).map((name) => {
        const Icon = icons[name];
        return (
          <symbol key={name} id={`team-icon-${name}`} viewBox="0 0 24 24">
            <Icon />
          </symbol>
        );
      })}
    </svg>
  );
}

/** Social icons are 24px. Decorative: the link around it carries the name. */
export function TeamIcon({ name }: { name: IconName }) {
  return (
    <svg width={24} height={24} aria-hidden="true" focusable="false">
      <use href={`#team-icon-${name}`} />
    </svg>
  );
}
