import type { Lang } from "@/data/i18n";
import { navigationFor } from "@/data/localised-navigation";
import { NavMenuGroups } from "./NavMenuGroups";
import { navAnchor, navPanelId } from "./desktop-nav-styles";

/**
 * The desktop submenus' markup, rendered on the server only (DesktopNavPanels): one popover per
 * menu, a navigation landmark named after its menu (it sits after the page, outside the header's),
 * placed under its button by CSS anchor positioning (globals.css, `.nav-panel`). Its top
 * padding bridges the gap below the button, so a pointer moving down stays on the menu.
 */
export function DesktopNavPanelList({ lang = "en" }: { lang?: Lang }) {
  return navigationFor(lang).map((item, index) =>
    item.kind === "menu" ? (
      <nav
        key={item.label}
        id={navPanelId(index)}
        popover="auto"
        aria-label={item.label}
        style={{ positionAnchor: navAnchor(index) }}
        className="nav-panel"
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl dark:border-slate-700 dark:bg-slate-900">
          <NavMenuGroups groups={item.groups} columns />
        </div>
      </nav>
    ) : null,
  );
}
