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

/** A link that opens the visitor's mail app, addressed to the foundation with this subject. */
export const mailtoHref = (subject: string) =>
  `mailto:${org.email}?subject=${encodeURIComponent(subject)}`;

/** The learning app lives on its own host; this site only links or redirects to it. */
export const appOrigin = originFromEnv(
  "NEXT_PUBLIC_APP_HOST",
  process.env.NEXT_PUBLIC_APP_HOST,
  "https://app.mulearn.org",
);

/** An address on the app host. */
export const appUrl = (path: string) => new URL(path, appOrigin).href;

export const appLinks = {
  login: appUrl("/login"),
  signup: appUrl("/register"),
  dashboard: appUrl("/dashboard/home"),
  mentors: appUrl("/dashboard/search?activetab=mentors"),
  interestGroups: appUrl("/dashboard/interestgroups"),
  learningCircles: appUrl("/dashboard/learningcircle"),
  learningPaths: appUrl("/dashboard/mujourney"),
} as const;

/** The call to action most pages end with: create a free account on the app host. */
export const signupAction = {
  label: "Join µLearn for free",
  href: appLinks.signup,
  newWindow: true,
} as const;

/** Static images come from a cloud-storage asset host by path prefix; empty means this site. */
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

/** Third-party frames: the hosting CSP allows frames from these origins only. */
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

/**
 * Addresses the programme pages link to (landing, join pages, YIP, Trivial Ideas, Art of
 * Teaching, KKEM, Beyond Us), exactly as the foundation's public sites give them.
 */
export const programmeLinks = {
  discordInvite: "https://discord.com/invite/gtech-mulearn-771670169691881483",
  launchpadRegistration: "https://launchpadkerala.org",
  launchpad: "https://launchpad.mulearn.org/",
  top100Coders: "https://top100coders.com/",
  trivialIdeasPost: "https://www.instagram.com/mulearn.official/p/C6eHEzJyMMn/",
  companyPartnershipForm: "https://airtable.com/app0v220Yc0G3CPMr/shrpiEQrpuIFTMNh1",
  campusChapterForm: "https://airtable.com/appFdefxOwIVlTv1b/shrmtngt3zopg8eVh",
  yipApply: "https://yip.kerala.gov.in/",
  yipPreRegistration: "https://yip.kerala.gov.in/yipapp/index.php/Idea2022",
  yipLogin: "https://yip.kerala.gov.in/yipapp/index.php/Init/",
  artOfTeachingRegistration: "https://mulearn.org/r/artofteaching",
  learn: {
    android: "https://learn.mulearn.org/webmobile/android",
    frontEnd: "https://learn.mulearn.org/webmobile/web",
    blockchain: "https://learn.mulearn.org/blockchain",
    ai: "https://learn.mulearn.org/aimlanalytics/ai",
    arvr: "https://learn.mulearn.org/arvrxr",
    qa: "https://learn.mulearn.org/webmobile/qa",
    productManagement: "https://learn.mulearn.org/innovationentre/pm",
    iot: "https://learn.mulearn.org/iotrf/iot",
    uiux: "https://learn.mulearn.org/uiuxcreative/ux",
    cyberSecurity: "https://learn.mulearn.org/cybersec",
  },
  gtaSandShores: "https://gta.mulearn.org",
  learningFest2023: "https://mulearn.org/keralatechfest",
  gtaCodeStorm: "https://gta.mulearn.org/codestorm",
  beyondUsWinners: {
    dt12: "https://www.figma.com/file/zG7oCsCIlxuvK1uiV5g0TO/Beyond-Us-24-Hour-%7C-Scheduler-App-DT12-(Individual)?type=design&node-id=6-24&mode=design&t=38JirqJdGQl19Szp-0",
    dt08: "https://www.figma.com/file/gBHFXhyYJNloANQlTbFlN5/Beyond-Us-Hackathon?type=design&node-id=0-1&mode=design&t=InTgCXHZn2TR2WHe-0",
    st03: "https://github.com/shihabsaleem/CV-BeyondUs",
    st13: "https://github.com/suryan-s/Ekipa",
  },
} as const;

/** Contacts the programme pages name: each page's own source gives its address. */
export const contacts = {
  partnersEmail: "partners@mulearn.org",
  partnersMailto: "mailto:partners@mulearn.org",
  partnersPhone: "+91 8943647000",
  partnersTel: "tel:+918943647000",
  refundsEmail: "refunds@mulearn.org",
  refundsMailto: `mailto:refunds@mulearn.org?subject=${encodeURIComponent("Donation refund request")}`,
  refundsAddress:
    "Mulearn Foundation, GTech Nila Building, Phase 1, Technopark, Karyavattom, Trivandrum",
} as const;
