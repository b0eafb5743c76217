import type { NavLink } from "@/data/navigation";
import { SiteLink } from "@/components/ui/SiteLink";
import { EnglishMark } from "@/components/ui/EnglishMark";

/**
 * One column of the site map: a heading over a list of plain links. The footer's site map and the
 * search page's site index draw their columns with it, at their own heading level and size.
 */
export function SiteMapColumn({
  heading,
  links,
  as: Heading = "h2",
  headingClass,
  lang,
}: {
  heading: string;
  links: readonly NavLink[];
  as?: "h2" | "h3";
  headingClass: string;
  /** The heading's language, where it is not the page's. */
  lang?: "ml";
}) {
  return (
    <div>
      <Heading
        lang={lang}
        className={`${headingClass} font-semibold text-slate-900 dark:text-white`}
      >
        {heading}
      </Heading>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <NavLinkView link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One link of a menu's list, as the site map, the footer and the search pages' indexes draw it:
 * its label, and where it leads to a page in English only from a Malayalam page, that mark.
 */
export function NavLinkView({ link }: { link: NavLink }) {
  return (
    <SiteLink
      href={link.href}
      newWindow={link.newWindow}
      newWindowNote={link.newWindowNote}
      hrefLang={link.hrefLang}
      lang={link.lang}
    >
      {link.label}
      {link.mark ? <EnglishMark mark={link.mark} /> : null}
    </SiteLink>
  );
}
