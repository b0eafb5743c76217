import type { NavLink } from "@/data/navigation";
import { SiteLink } from "@/components/ui/SiteLink";
import { ExternalIcon } from "@/components/ui/icons";
import { EnglishMark } from "@/components/ui/EnglishMark";

/** A nav destination: its label, and an arrow when it opens another site in a new tab. */
export function NavLinkItem({
  link,
  className,
  iconSize = 14,
  onClick,
}: {
  link: NavLink;
  className: string;
  iconSize?: number;
  onClick?: () => void;
}) {
  return (
    <SiteLink
      href={link.href}
      newWindow={link.newWindow}
      newWindowNote={link.newWindowNote}
      className={className}
      onClick={onClick}
      hrefLang={link.hrefLang}
    >
      {link.label}
      {link.mark ? <EnglishMark mark={link.mark} /> : null}
      {link.newWindow ? <ExternalIcon size={iconSize} className="opacity-60" /> : null}
    </SiteLink>
  );
}
