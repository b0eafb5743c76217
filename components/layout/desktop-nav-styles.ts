/** The desktop nav's list, shared by the server's copy and the one its script renders. */
export const desktopNavListClass = "hidden items-center gap-0.5 nav:flex";
