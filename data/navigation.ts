import { appLinks, externalLinks } from "@/data/site";

/**
 * The site's navigation: the header's menus and the footer's columns. Every destination a visitor
 * can reach from the header is also a plain link in the footer, so it works without JavaScript.
 */
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

/** The header's navigation bar: every menu, group and entry, in order. */
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
