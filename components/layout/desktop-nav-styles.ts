/** The desktop nav's list, shared by the server's copy and the one its script renders. */
export const desktopNavListClass = "hidden items-center gap-0.5 nav:flex";

/** The `nav:` breakpoint (tailwind.config.ts): the desktop navigation shows from 1025px. */
export const DESKTOP_QUERY = "(min-width: 1025px)";
