/** The mobile menu's dialog: the hamburger names it in `commandfor`, its script finds it by id. */
export const MOBILE_MENU_ID = "site-menu";

/** The data attributes its script finds the submenus' parts by (MobileMenu, MobileMenuScript). */
export const mobileMenuParts = {
  opener: "data-submenu-opener",
  panel: "data-submenu-panel",
  back: "data-submenu-back",
} as const;
