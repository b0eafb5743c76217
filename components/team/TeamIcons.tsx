import { FolderIcon, GitHubIcon, LinkedInIcon, XIcon } from "@/components/ui/icons";

const icons = { linkedin: LinkedInIcon, github: GitHubIcon, twitter: XIcon, drive: FolderIcon };
export type TeamIconName = keyof typeof icons;

/**
 * The card icons are drawn once per page as symbols and referenced by each card: a view of
 * 300 cards would otherwise repeat the same path data several hundred times in the HTML.
 */
export function TeamIconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="hidden">
      {(Object.keys(icons) as TeamIconName[]).map((name) => {
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
