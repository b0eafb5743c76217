import { footerColumns, legalLinks } from "@/data/navigation";
import { pageRoutes } from "@/data/routes";
import { pageLang } from "@/data/ml-pages";
import { mlEnglishOnlyMark, uiText } from "@/data/i18n";
import { interestGroupPath, interestGroups } from "@/data/interest-groups";
import { galleryEvents } from "@/data/gallery";
import { SEARCH_PATH } from "@/data/search";
import { searchText, searchTexts } from "@/data/search-text";
import { NavLinkView, SiteMapColumn } from "@/components/layout/SiteMapColumn";
import { Container } from "@/components/ui/Container";
import type { NavLink } from "@/data/navigation";
import type { ReactNode } from "react";

/**
 * The whole site as plain links, grouped like the footer's site map, then every page the footer
 * does not name (each interest group and gallery event, the team's years, the rest), and last the
 * pages in Malayalam. It is what the search page shows without scripts, and under the results
 * with them.
 */
export function SiteIndex() {
  const groupPages = new Set(interestGroups.map((group) => interestGroupPath(group.slug)));
  const galleryPages = new Set(galleryEvents.map((event) => `/gallery/${event.slug}`));
  const named = new Set(
    [...footerColumns.flatMap((column) => column.links), ...legalLinks].map((link) => link.href),
  );
  // The Malayalam pages have a column of their own, the last.
  const unnamed = pageRoutes.filter(
    (route) =>
      route.indexable &&
      route.path !== SEARCH_PATH &&
      !named.has(route.path) &&
      pageLang(route.path) === "en",
  );
  const asLink = (path: string): NavLink => ({
    label: pageRoutes.find((route) => route.path === path)!.title,
    href: path,
  });
  const columns: { heading: string; links: readonly NavLink[]; lang?: "ml" }[] = [
    ...footerColumns,
    { heading: "Interest groups", links: [...groupPages].map(asLink) },
    { heading: "Photo gallery", links: [...galleryPages].map(asLink) },
    {
      heading: "More pages",
      links: unnamed
        .filter((route) => !groupPages.has(route.path) && !galleryPages.has(route.path))
        .map((route) => asLink(route.path)),
    },
    { heading: "Legal", links: legalLinks },
    // The pages in Malayalam, each under its own name, for a reader who came to the English search.
    {
      heading: uiText.en.language.switchLabel,
      lang: "ml",
      links: malayalamPageLinks().map((link) => ({ ...link, hrefLang: "ml", lang: "ml" })),
    },
  ];
  return (
    <IndexSection heading={searchText.siteIndex} noScript={searchText.noScript}>
      <div className="site-map mt-8 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {columns.map((column) => (
          <SiteMapColumn
            key={column.heading}
            heading={column.heading}
            links={column.links}
            as="h3"
            headingClass="text-base"
            lang={column.lang}
          />
        ))}
      </div>
    </IndexSection>
  );
}

/**
 * What the Malayalam search page shows without scripts, and under the results with them: every
 * page the site has in Malayalam, then the English search page, where every page is.
 */
export function MalayalamSiteIndex() {
  const text = searchTexts.ml;
  const links: NavLink[] = [
    ...malayalamPageLinks(),
    { label: text.englishIndex, href: SEARCH_PATH, hrefLang: "en", mark: mlEnglishOnlyMark },
  ];
  return (
    <IndexSection heading={text.siteIndex} noScript={text.noScript}>
      <ul className="site-map mt-8 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.href}>
            <NavLinkView link={link} />
          </li>
        ))}
      </ul>
    </IndexSection>
  );
}

/** Every page the site has in Malayalam that search engines may list, under its Malayalam name. */
function malayalamPageLinks(): NavLink[] {
  return pageRoutes
    .filter((route) => route.indexable && pageLang(route.path) === "ml")
    .map((route) => ({
      label: route.path === "/ml" ? uiText.ml.header.home : route.title,
      href: route.path,
    }));
}

/** The index's section: its heading, and the line that says why it shows without scripts. */
function IndexSection({
  heading,
  noScript,
  children,
}: {
  heading: string;
  noScript: string;
  children: ReactNode;
}) {
  return (
    <Container as="section" aria-labelledby="site-index-heading" className="py-12">
      <h2
        id="site-index-heading"
        className="text-2xl font-extrabold tracking-tight text-slate-950 dark:text-white"
      >
        {heading}
      </h2>
      <noscript>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{noScript}</p>
      </noscript>
      {children}
    </Container>
  );
}
