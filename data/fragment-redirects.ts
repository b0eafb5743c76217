/**
 * Blocks of old pages that became pages of their own: a visitor who arrives at `from` with
 * `#fragment` (the old /campuschapters#logo-generator, which hosting sends to /be-a-part/campus,
 * keeping the fragment) is sent on to `to`. The fragment never reaches a server, so the page does it.
 */
export const campusLogoRedirect = {
  from: "/be-a-part/campus",
  fragment: "logo-generator",
  to: "/campus-logo-generator",
} as const;
