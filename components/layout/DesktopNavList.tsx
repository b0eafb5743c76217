import type { Lang } from "@/data/i18n";
import { navigationFor } from "@/data/localised-navigation";
import { ChevronDownIcon } from "@/components/ui/icons";
import { NavLinkItem } from "./NavLinkItem";
import { desktopNavListClass, navAnchor, navPanelId } from "./desktop-nav-styles";

const topItemClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white";

/**
 * The desktop navigation's markup (above 1024px), rendered on the server only (DesktopNav). A
 * menu's button opens its submenu as a native popover
 * (`popovertarget`), so a click or Enter works from the first paint, with or without scripts: the
 * browser gives the toggle, Escape, the click outside, one submenu at a time, and Tab from the
 * button into its entries. The panels come after the page (DesktopNavPanels), so their links do
 * not delay the first paint; DesktopNavScript adds opening on hover and closing on a choice.
 */
export function DesktopNavList({ lang = "en" }: { lang?: Lang }) {
  // Malayalam labels are longer: each stays on one line.
  const itemClass = lang === "ml" ? `${topItemClass} whitespace-nowrap` : topItemClass;
  return (
    // Fixed-height items: a half-parsed item already has its final height, so nothing jumps.
    <ul className={desktopNavListClass}>
      {navigationFor(lang).map((item, index) => (
        <li key={item.label} className="flex h-9 items-center">
          {item.kind === "link" ? (
            <NavLinkItem link={item} className={itemClass} />
          ) : (
            <button
              type="button"
              popoverTarget={navPanelId(index)}
              style={{ anchorName: navAnchor(index) }}
              className={`group ${itemClass}`}
            >
              {item.label}
              <ChevronDownIcon
                size={16}
                className="transition-transform duration-200 group-aria-expanded:rotate-180"
              />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
