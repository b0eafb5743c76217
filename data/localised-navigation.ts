import {
  footerColumns,
  legalLinks,
  navigation,
  type NavItem,
  type NavLink,
} from "@/data/navigation";
import { type Lang, mlEnglishOnlyMark, mlMenuWords, uiText } from "@/data/i18n";
import { mlPath, mlTwinPaths, type MlTwinPath } from "@/data/ml-paths";

/**
 * The menus and the footer's links as each language's pages show them. On Malayalam pages every
 * label is said in Malayalam (content/i18n/ml-menus.json), a page that has a Malayalam twin is
 * linked there, and a page in English only keeps its address, with hreflang and a visible mark.
 */

function mlWord(label: string): string {
  const word = mlMenuWords[label];
  if (!word) {
    throw new Error(
      `Invalid data in content/i18n/ml-menus.json:\n  - field "${label}": the menus say it, but it has no Malayalam`,
    );
  }
  return word;
}

const isTwin = (href: string): href is MlTwinPath =>
  (mlTwinPaths as readonly string[]).includes(href);

function mlLink(link: NavLink): NavLink {
  const label = mlWord(link.label);
  const note = link.newWindow ? { newWindowNote: uiText.ml.newWindow } : {};
  if (isTwin(link.href)) return { ...link, ...note, label, href: mlPath(link.href) };
  if (link.newWindow) return { ...link, ...note, label };
  if (link.href.startsWith("/")) return { ...link, label, hrefLang: "en", mark: mlEnglishOnlyMark };
  return { ...link, label };
}

const mlNavigation: NavItem[] = navigation.map((item) =>
  item.kind === "link"
    ? { ...mlLink(item), kind: "link" }
    : {
        kind: "menu",
        label: mlWord(item.label),
        groups: item.groups.map((group) => ({
          heading: group.heading === undefined ? undefined : mlWord(group.heading),
          links: group.links.map(mlLink),
        })),
      },
);

const mlFooterColumns = footerColumns.map((column) => ({
  heading: mlWord(column.heading),
  links: column.links.map(mlLink),
}));

const mlLegalLinks = legalLinks.map(mlLink);

/** The header's menus in a language. */
export const navigationFor = (lang: Lang) => (lang === "ml" ? mlNavigation : navigation);
/** The footer's site map in a language. */
export const footerColumnsFor = (lang: Lang) => (lang === "ml" ? mlFooterColumns : footerColumns);
/** The footer's legal links in a language. */
export const legalLinksFor = (lang: Lang) => (lang === "ml" ? mlLegalLinks : legalLinks);
