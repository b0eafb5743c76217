/** The desktop nav's list of top-level entries (DesktopNav). */
export const desktopNavListClass = "hidden items-center gap-0.5 nav:flex";

/** The `nav:` breakpoint (tailwind.config.ts): the desktop navigation shows from 1025px. */
export const DESKTOP_QUERY = "(min-width: 1025px)";

/** The id of the popover that holds the submenu of the nav's `index`-th entry. */
export const navPanelId = (index: number) => `nav-panel-${index}`;

/** The anchor a submenu's panel is placed under: its button (CSS anchor positioning). */
export const navAnchor = (index: number) => `--nav-${index}`;

/** Marks the wrapper of the submenus' popovers (DesktopNavPanels). */
export const DESKTOP_NAV_PANELS = "data-nav-panels";
