/**
 * The one source of organisation facts, hosts and links. The nav, the footer, the sitemap, page
 * metadata and the tests read this module: no component spells a URL. What the nav's client code
 * needs lives in data/hosts.ts and data/external-links.ts, re-exported here.
 */

import { contactEmail, mailtoHref, partnersEmail } from "@/data/contact-email";
import { appLinks, assetOrigin, originFromEnv } from "@/data/hosts";

export { apiOrigin, apiSocketOrigin, appLinks, appOrigin, appUrl, assetOrigin } from "@/data/hosts";
export { externalLinks } from "@/data/external-links";

/**
 * An absolute https URL from a build-time setting, kept whole (path and fragment included), or
 * the build fails with the variable's name. Callers pass `process.env.NAME` literally, as for originFromEnv.
 */
function httpsUrlFromEnv(name: string, value: string | undefined, fallback: string): string {
  const raw = value || fallback;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== "https:") {
    throw new Error(`${name} must be an absolute https URL such as ${fallback}; got "${raw}".`);
  }
  return url.href;
}

/**
 * The foundation's facts. Its public sources give several contact sets (docs/content-editing.md
 * says which page uses which): `email`, `phone` and `address` are the footer's set.
 */
export const org = {
  name: "µLearn Foundation",
  shortName: "µLearn",
  tagline: "A community of learners, campuses, companies and teachers who learn together.",
  website: originFromEnv(
    "NEXT_PUBLIC_SITE_URL",
    process.env.NEXT_PUBLIC_SITE_URL,
    "https://mulearn.org",
  ),
  email: contactEmail,
  phone: "+91 89436 47000",
  address: {
    street: "Technopark Phase 1",
    city: "Thiruvananthapuram",
    region: "Kerala",
    postalCode: "695581",
    country: "India",
  },
  /** Partnership enquiries, companies and communities: the partnership playbook's address. */
  partnersEmail,
  /** Donation refunds: the refund policy's address. */
  refundsEmail: "refunds@mulearn.org",
  /** The contact set the Terms and the Privacy Policy give; only those pages show it. */
  legalContact: {
    email: "mulearnadmin@gtechindia.org",
    phone: "+91 99957 10101",
    address: "Technopark Trivandrum, Kazhakkoottam, Trivandrum - 695581, Kerala, India",
  },
} as const;

export { mailtoHref } from "@/data/contact-email";

/** The call to action most pages end with: create a free account on the app host. */
export const signupAction = {
  label: "Join µLearn for free",
  href: appLinks.signup,
  newWindow: true,
} as const;

/**
 * Razorpay's public key id for Checkout, or undefined when the build has none: then /donation
 * explains how to give instead of showing a form that cannot work. A key id is public by design.
 */
export const razorpayKeyId = keyIdFromEnv(process.env.NEXT_PUBLIC_RAZORPAY_KEY_ID);

function keyIdFromEnv(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(value)) {
    throw new Error(
      `NEXT_PUBLIC_RAZORPAY_KEY_ID must be a Razorpay key id such as rzp_live_AbC123; got "${value}".`,
    );
  }
  return value;
}

/**
 * Razorpay Checkout: its script, and the origins /donation's Content-Security-Policy adds for it
 * (the ones Razorpay's own Magento plugin allows: script and CDN, the payment frame, its telemetry).
 */
export const razorpay = {
  checkoutScript: "https://checkout.razorpay.com/v1/checkout.js",
  scriptOrigins: ["https://checkout.razorpay.com", "https://cdn.razorpay.com"],
  frameOrigins: ["https://api.razorpay.com"],
  connectOrigins: ["https://lumberjack.razorpay.com", "https://lumberjack-metrics.razorpay.com"],
  imageOrigins: ["https://cdn.razorpay.com"],
} as const;

/**
 * Where the HR nomination form posts its JSON (NEXT_PUBLIC_HR_FORM_URL, an https URL checked at
 * build). No repository gives the receiver's address; without one, /hr opens an e-mail to the
 * partnerships address with the nomination filled in (docs/forms.md).
 */
export const hrFormUrl = process.env.NEXT_PUBLIC_HR_FORM_URL
  ? httpsUrlFromEnv(
      "NEXT_PUBLIC_HR_FORM_URL",
      process.env.NEXT_PUBLIC_HR_FORM_URL,
      "https://forms.example.org/hr-nominations",
    )
  : undefined;

/** The one other host the CSP lets pictures come from (scripts/csp.mjs, img-src). */
export const pictureOrigin =
  assetOrigin || originFromEnv("NEXT_PUBLIC_ASSET_HOST", undefined, "https://assets.mulearn.org");

/**
 * The µPulse newsletter's subscribe form: a plain form post (no script, no fetch) to the
 * foundation's newsletter service, which answers with its own page in a new tab. The hosting CSP
 * lets every page's forms post to its origin, since the footer carries the form (docs/forms.md).
 */
export const newsletterForm = {
  action: "https://newsletter.mulearn.org/subscription/form",
  /** The µPulse list's id: the consent checkbox's value, field `l`. */
  listId: "a1ef1095-7430-4b91-973f-8826ac7c79d7",
} as const;

/** Third-party frames: the hosting CSP allows frames from these origins only (scripts/csp.mjs). */
export const embeds = {
  /** A deployment preview host in the source: a setting, so the foundation can move it. */
  leaderboard: httpsUrlFromEnv(
    "NEXT_PUBLIC_LEADERBOARD_URL",
    process.env.NEXT_PUBLIC_LEADERBOARD_URL,
    "https://mu-3.vercel.app/launchpad",
  ),
  calendar: "https://embed.styledcalendar.com/#hew26NgCmtLDa4E2BeTK",
} as const;

/**
 * The foundation's social accounts, as its sites list them: the footer shows four, /socials all.
 * Where the two earlier sites spell one account two ways, the footer's address is kept.
 */
export const socialAccounts = {
  linkedin: "https://www.linkedin.com/company/gtechmulearn/",
  instagram: "https://www.instagram.com/mulearn.official/",
  youtube: "https://www.youtube.com/c/mulearn",
  facebook: "https://www.facebook.com/gtechmulearn",
  x: "https://x.com/gtechmulearn",
  whatsappChannel: "https://www.whatsapp.com/channel/0029VaylbVgICVfsfN2SZc14",
  github: "https://github.com/gtech-mulearn",
  /** The community's own Instagram pages, by handle. */
  instagramPages: {
    "mu.careers": "https://www.instagram.com/mu.careers/",
    "mu.campus": "https://www.instagram.com/mu.campus/",
    "mu.tech_": "https://www.instagram.com/mu.tech_/",
    "mu.designers": "https://www.instagram.com/mu.designers/",
    mu__tv: "https://www.instagram.com/mu__tv/",
    "muplay.gg": "https://www.instagram.com/muplay.gg",
    "mu.comics": "https://www.instagram.com/mu.comics",
    "mu.v_filmclub": "https://www.instagram.com/mu.v_filmclub",
    "mument.mulearn": "https://www.instagram.com/mument.mulearn",
  },
} as const;

/**
 * YouTube, for the videos pages play: the privacy-enhanced embed host, which a page loads only
 * when a visitor presses play, and the short watch link for opening a video on YouTube itself.
 */
export const youtube = {
  embedOrigin: "https://www.youtube-nocookie.com",
  watchOrigin: "https://youtu.be",
} as const;

/** The footer's social links, the set the main footer of the earlier site shows. */
export const socialLinks = [
  { label: "LinkedIn", href: socialAccounts.linkedin },
  { label: "Instagram", href: socialAccounts.instagram },
  { label: "YouTube", href: socialAccounts.youtube },
  { label: "Facebook", href: socialAccounts.facebook },
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
  partnersEmail: org.partnersEmail,
  partnersMailto: mailtoHref(undefined, org.partnersEmail),
  partnersPhone: "+91 8943647000",
  partnersTel: "tel:+918943647000",
  refundsEmail: org.refundsEmail,
  refundsMailto: mailtoHref("Donation refund request", org.refundsEmail),
  refundsAddress:
    "Mulearn Foundation, GTech Nila Building, Phase 1, Technopark, Karyavattom, Trivandrum",
} as const;
