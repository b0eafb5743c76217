/** The mobile menu's dialog: the hamburger names it in `commandfor`, its script finds it by id. */
export const MOBILE_MENU_ID = "site-menu";

/** The data attributes its script finds the submenus' parts by (MobileMenu, MobileMenuScript). */
export const mobileMenuParts = {
  opener: "data-submenu-opener",
  panel: "data-submenu-panel",
  back: "data-submenu-back",
} as const;

/** Marks a nav link that navigates inside the app (NavLinkItem); the menu's script routes it. */
export const IN_APP = "data-in-app";
