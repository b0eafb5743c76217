/**
 * The one source of organisation facts, hosts and navigation. The nav, the footer, the sitemap,
 * page metadata and the tests read this module: no component spells a URL.
 */

/**
 * Reads a build-time URL override and fails the build with the variable's name when it is bad.
 * Callers pass `process.env.NAME` literally: Next inlines only literal reads into client bundles.
 */
function originFromEnv(name: string, value: string | undefined, fallback: string): string {
  const raw = value || fallback;
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL such as ${fallback}; got "${raw}".`);
  }
}

export const org = {
  name: "µLearn Foundation",
  shortName: "µLearn",
  tagline: "A community of learners, campuses, companies and teachers who learn together.",
  website: originFromEnv(
    "NEXT_PUBLIC_SITE_URL",
    process.env.NEXT_PUBLIC_SITE_URL,
    "https://mulearn.org",
  ),
  email: "mulearn@gtechindia.org",
  phone: "+91 471 270 0222",
  address: {
    street: "GTECH µLearn, Technopark Phase 1",
    city: "Thiruvananthapuram",
    region: "Kerala",
    postalCode: "695581",
    country: "India",
  },
  copyrightYear: 2025,
} as const;

/** §7: the learning app lives on its own host; this site only links or redirects to it. */
export const appOrigin = originFromEnv(
  "NEXT_PUBLIC_APP_HOST",
  process.env.NEXT_PUBLIC_APP_HOST,
  "https://app.mulearn.org",
);

const appUrl = (path: string) => new URL(path, appOrigin).href;

export const appLinks = {
  login: appUrl("/login"),
  signup: appUrl("/register"),
  dashboard: appUrl("/dashboard/home"),
  mentors: appUrl("/dashboard/search?activetab=mentors"),
  interestGroups: appUrl("/dashboard/interestgroups"),
  learningCircles: appUrl("/dashboard/learningcircle"),
  learningPaths: appUrl("/dashboard/mujourney"),
} as const;

/** §9: static images come from a cloud-storage asset host by path prefix; empty means this site. */
export const assetOrigin = process.env.NEXT_PUBLIC_ASSET_HOST
  ? originFromEnv(
      "NEXT_PUBLIC_ASSET_HOST",
      process.env.NEXT_PUBLIC_ASSET_HOST,
      "https://assets.mulearn.org",
    )
  : "";

export const externalLinks = {
  whyVideo: "https://www.youtube.com/@mulearn",
  launchpad: "https://launchpad.mulearn.org",
  permute: "https://permute.mulearn.org",
  top100: "https://top100.mulearn.org",
  book: "https://book.mulearn.org",
  newsletter: "https://mulearn.substack.com",
  blog: "https://blog.mulearn.org",
  /** Enablers: Learning Fest registration (to confirm, see docs/content-editing.md). */
  learningFestRegistration: "https://learningfest.mulearn.org",
  /** In50Hours: the ticketing partner's registration page (to confirm). */
  in50HoursTickets: "https://www.makemypass.com/in50hours",
  /** Donations: the payment partner's hosted page; this site has no payment code (to confirm). */
  donationPayment: "https://pages.razorpay.com/mulearn-donate",
  /** KKEM: the Kerala Knowledge Economy Mission's own site. */
  kkem: "https://knowledgemission.kerala.gov.in",
} as const;

/** Third-party frames (§7): the hosting CSP allows frames from these origins only. */
export const embeds = {
  leaderboard: "https://launchpad.mulearn.org/leaderboard",
  calendar: "https://embed.styledcalendar.com/#mulearn-events",
} as const;

export const socialLinks = [
  { label: "LinkedIn", href: "https://www.linkedin.com/company/mulearn" },
  { label: "Instagram", href: "https://www.instagram.com/mulearn.official" },
  { label: "YouTube", href: "https://www.youtube.com/@mulearn" },
  { label: "Facebook", href: "https://www.facebook.com/mulearn" },
] as const;

export type SocialLabel = (typeof socialLinks)[number]["label"];

/** A destination in the nav. `newWindow` opens a new tab with rel="noopener noreferrer". */
export interface NavLink {
  label: string;
  href: string;
  newWindow?: boolean;
  description?: string;
}

export interface NavGroup {
  /** Shown as a sub-heading inside the menu; a menu of one group may leave it out. */
  heading?: string;
  links: NavLink[];
}

export type NavItem =
  ({ kind: "link" } & NavLink) | { kind: "menu"; label: string; groups: NavGroup[] };

/** §2 "Top navigation bar": every group and entry, in order. */
export const navigation: NavItem[] = [
  {
    kind: "menu",
    label: "About",
    groups: [
      {
        heading: "Key pages",
        links: [
          { label: "About µLearn", href: "/about" },
          { label: "Manifesto", href: "/manifesto" },
          { label: "Team", href: "/team" },
          { label: "Enablers", href: "/enablers" },
        ],
      },
      {
        heading: "Partners",
        links: [
          { label: "Community partners", href: "/community-partners" },
          { label: "Company partners", href: "/company-partners" },
        ],
      },
      {
        heading: "Events",
        links: [
          { label: "Events calendar", href: "/events/calendar" },
          { label: "Weekly events", href: "/events/weekly" },
        ],
      },
      {
        heading: "Programs",
        links: [
          { label: "Art of Teaching", href: "/artofteaching" },
          { label: "In50Hours", href: "/in50hours" },
          { label: "Launchpad", href: externalLinks.launchpad, newWindow: true },
          { label: "Permute", href: externalLinks.permute, newWindow: true },
          { label: "Top100Series", href: externalLinks.top100, newWindow: true },
        ],
      },
      {
        heading: "Others",
        links: [
          { label: "The µLearn book", href: externalLinks.book, newWindow: true },
          { label: "Newsletter", href: externalLinks.newsletter, newWindow: true },
        ],
      },
    ],
  },
  { kind: "link", label: "Why µLearn", href: externalLinks.whyVideo, newWindow: true },
  {
    kind: "menu",
    label: "Be A Part of Us",
    groups: [
      {
        heading: "Join us with",
        links: [
          { label: "Company", href: "/be-a-part/company" },
          { label: "Campus", href: "/be-a-part/campus" },
        ],
      },
      {
        heading: "Tools",
        links: [{ label: "Campus Logo Generator", href: "/campus-logo-generator" }],
      },
    ],
  },
  { kind: "link", label: "Mentorship", href: appLinks.mentors, newWindow: true },
  {
    kind: "menu",
    label: "Learning",
    groups: [
      {
        heading: "Explore with",
        links: [
          { label: "Interest Groups", href: appLinks.interestGroups, newWindow: true },
          { label: "Learning Circles", href: appLinks.learningCircles, newWindow: true },
          { label: "Learning Paths", href: appLinks.learningPaths, newWindow: true },
        ],
      },
    ],
  },
  { kind: "link", label: "Donate", href: "/donation", newWindow: true },
];

/** Footer columns: every nav destination stays reachable by plain links, even without JavaScript. */
export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Foundation",
    links: [
      { label: "About µLearn", href: "/about" },
      { label: "Manifesto", href: "/manifesto" },
      { label: "Team", href: "/team" },
      { label: "Careers", href: "/careers" },
      { label: "Blog", href: externalLinks.blog, newWindow: true },
    ],
  },
  {
    heading: "Community",
    links: [
      { label: "Enablers", href: "/enablers" },
      { label: "Community partners", href: "/community-partners" },
      { label: "Company partners", href: "/company-partners" },
      { label: "Events calendar", href: "/events/calendar" },
      { label: "Weekly events", href: "/events/weekly" },
    ],
  },
  {
    heading: "Get involved",
    links: [
      { label: "Join with your company", href: "/be-a-part/company" },
      { label: "Join with your campus", href: "/be-a-part/campus" },
      { label: "Campus Logo Generator", href: "/campus-logo-generator" },
      { label: "Donate", href: "/donation" },
    ],
  },
  {
    heading: "Legal",
    links: [
      { label: "Terms of service", href: "/termsandconditions" },
      { label: "Privacy policy", href: "/privacypolicy" },
      { label: "Refund policy", href: "/donation/refund" },
    ],
  },
];

/** Hand-off targets on the app host for the dynamic routes; values are always URL-encoded. */
export const appHandOffs = {
  profile: (id: string) => appUrl(`/profile/${encodeURIComponent(id)}`),
  kkemAuthorization: (token: string) => appUrl(`/kkem/authorization/${encodeURIComponent(token)}`),
} as const;
