/**
 * Sites of the foundation and its programmes, as the foundation's own sites link them. Apart from
 * data/site.ts (which re-exports them) because the nav's client code links several of them.
 */
export const externalLinks = {
  /** "Why µLearn" in the nav: the video both earlier sites' navs open. */
  whyVideo: "https://youtu.be/ehdSEL_s050",
  launchpad: "https://launchpadkerala.org/",
  permute: "https://permute.mulearn.org/",
  top100: "https://top100coders.com/",
  /** Short links on the production site (`/r/…`), served there by the foundation's proxy. */
  book: "https://mulearn.org/r/mubook",
  newsletter: "https://online.fliphtml5.com/slydm/yljq/",
  blog: "https://gtechmulearn.medium.com/",
  /** The community's Discord server: the landing page's invite, and the one Enablers onboard with. */
  discord: "https://discord.com/invite/gtech-mulearn-771670169691881483",
  enablersDiscord: "https://discord.gg/3v5GvJ8",
  /** Enablers: Learning Fest's "Enroll Now" short link. */
  learningFestRegistration: "https://mulearn.org/r/enablers-learningfest",
  /** In50Hours: the ticketing partner's registration page. */
  in50HoursTickets: "https://www.makemypass.com/in50hours",
  /** KKEM: the Kerala Knowledge Economy Mission's own site. */
  kkem: "https://knowledgemission.kerala.gov.in/",
  /** The personal site of Deepu S Nath, the foundation's Chief Volunteer (/founders-message). */
  founderSite: "https://deepusnath.com",
} as const;
