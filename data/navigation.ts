import { externalLinks } from "@/data/external-links";
import { appLinks } from "@/data/hosts";

/** A destination in the nav. `newWindow` opens a new tab with rel="noopener noreferrer". */
export interface NavLink {
  label: string;
  href: string;
  newWindow?: boolean;
  description?: string;
  /** A link from a Malayalam page to a page in English only: its language, and the mark shown. */
  hrefLang?: "en" | "ml";
  mark?: string;
  /** A label in Malayalam on an English page (the search page's index of the Malayalam pages). */
  lang?: "ml";
  /** Said to screen readers after a new-window link on a Malayalam page (content/i18n/ml.json). */
  newWindowNote?: string;
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
          { label: "Founder's message", href: "/founders-message" },
          { label: "Impact gallery", href: "/impact-gallery" },
          { label: "Photo gallery", href: "/gallery" },
          { label: "Testimonials", href: "/testimonials" },
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
          { label: "All events", href: "/events" },
          { label: "Events calendar", href: "/events/calendar" },
          { label: "Weekly events", href: "/events/weekly" },
          { label: "Office Hour", href: "/events/office-hour" },
          { label: "Grab Your Superpowers", href: "/events/grab-your-superpowers" },
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
          { label: "Socials", href: "/socials" },
          { label: "Contact us", href: "/contact" },
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
          { label: "Learners", href: "/be-a-part/learners" },
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
          { label: "Interest Groups", href: "/interest-groups" },
          { label: "Learning Circles", href: appLinks.learningCircles, newWindow: true },
          { label: "Learning Paths", href: appLinks.learningPaths, newWindow: true },
        ],
      },
      {
        heading: "How learning works",
        links: [
          { label: "The seven levels", href: "/levelstructure" },
          { label: "Self-Determination Theory", href: "/self-determination-theory" },
        ],
      },
    ],
  },
  { kind: "link", label: "Donate", href: "/donation", newWindow: true },
];

/** Nav entries the footer repeats under its own headings, with the same label and address. */
const entry = (label: string): NavLink => {
  const found = navigation
    .flatMap((item) => (item.kind === "link" ? [item] : item.groups.flatMap((g) => g.links)))
    .find((link) => link.label === label);
  if (!found) throw new Error(`data/navigation.ts: the footer names "${label}", not in the nav`);
  const { label: text, href, newWindow } = found;
  return { label: text, href, newWindow };
};

/**
 * The footer's site map: every nav destination (a unit test checks) as a plain, visible link, so
 * each stays reachable without JavaScript and at every width, where the header hides its menus.
 */
export const footerColumns: { heading: string; links: NavLink[] }[] = [
  {
    heading: "Foundation",
    links: [
      entry("About µLearn"),
      entry("Manifesto"),
      entry("Team"),
      entry("Enablers"),
      entry("Founder's message"),
      entry("Impact gallery"),
      entry("Photo gallery"),
      entry("Testimonials"),
      { label: "Careers", href: "/careers" },
      entry("Why µLearn"),
    ],
  },
  {
    heading: "Programs",
    links: [
      entry("Art of Teaching"),
      entry("In50Hours"),
      entry("Launchpad"),
      entry("Permute"),
      entry("Top100Series"),
    ],
  },
  {
    heading: "Learning",
    links: [
      entry("Interest Groups"),
      entry("Learning Circles"),
      entry("Learning Paths"),
      entry("Mentorship"),
      entry("The seven levels"),
      entry("Self-Determination Theory"),
    ],
  },
  {
    heading: "Community",
    links: [
      entry("Community partners"),
      entry("Company partners"),
      entry("All events"),
      entry("Events calendar"),
      entry("Weekly events"),
      entry("Office Hour"),
      entry("Grab Your Superpowers"),
    ],
  },
  {
    heading: "Get involved",
    links: [
      { label: "Join as a learner", href: "/be-a-part/learners" },
      { label: "Join with your company", href: "/be-a-part/company" },
      { label: "Join with your campus", href: "/be-a-part/campus" },
      entry("Campus Logo Generator"),
      { label: "Donate", href: "/donation" },
      entry("Contact us"),
    ],
  },
  {
    heading: "Read",
    links: [
      entry("The µLearn book"),
      entry("Newsletter"),
      { label: "Blog", href: externalLinks.blog, newWindow: true },
      entry("Socials"),
    ],
  },
];

/** The legal pages, linked in the footer's bottom line. */
export const legalLinks: NavLink[] = [
  { label: "Terms of service", href: "/termsandconditions" },
  { label: "Privacy policy", href: "/privacypolicy" },
  { label: "Refund policy", href: "/donation/refund" },
];
