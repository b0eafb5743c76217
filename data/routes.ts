import { framePages, type FramePath } from "@/data/frames";
import { galleryEvents } from "@/data/gallery";
import { handOffPaths } from "@/data/hand-off-paths";
import { cdnOrigin } from "@/data/hosts";
import { mlPages } from "@/data/ml-pages";
import { donationWords } from "@/data/donation";
import { uiText } from "@/data/i18n";
import { interestGroupPath, interestGroups } from "@/data/interest-groups";
import {
  apiOrigin,
  apiSocketOrigin,
  hrFormUrl,
  razorpay,
  razorpayKeyId,
  youtube,
} from "@/data/site";

/**
 * Every route of the site (with /about, which the nav links), with what search engines and the
 * page header show. The sitemap, page metadata, the crawl, the hosting rules and the end-to-end
 * tests read this list.
 */

interface RouteBase {
  path: string;
  /** The <title> and Open Graph title, before the site name suffix. */
  title: string;
  /** Meta description: one or two sentences, under 160 characters. */
  description: string;
  /** Hand-off, thank-you and frame pages are served but kept out of the sitemap and search results. */
  indexable: boolean;
  /**
   * What this page's Content-Security-Policy adds to the site-wide one (scripts/csp.mjs), by
   * directive: origins only, e.g. `{ "connect-src": [apiOrigin] }`. Empty for most pages.
   */
  csp?: CspAdditions;
}

/** Origins a page's policy adds, per directive; every other page keeps the strict site-wide policy. */
export type CspAdditions = Partial<
  Record<"connect-src" | "script-src" | "frame-src" | "img-src" | "form-action", readonly string[]>
>;

/** A page a visitor reads: its header, then its content. */
export interface PageRouteInfo extends RouteBase {
  framedByApp: false;
  /** The page's one h1. */
  heading: string;
  /** The lead paragraph under the h1. */
  lead: string;
  /**
   * How to use what the page shows ("Choose one to see it larger"), said after the lead: words
   * about the page's controls, which the site search leaves out of its index and excerpts.
   */
  hint?: string;
}

/**
 * A page only the learning app loads, in a hidden frame (the token-sync page, docs/token-sync.md):
 * it shows nothing, and its hosting rules let the app host frame it where every other page refuses.
 */
export interface AppFrameRouteInfo extends RouteBase {
  framedByApp: true;
}

export type RouteInfo = PageRouteInfo | AppFrameRouteInfo;

type PageInput = Omit<PageRouteInfo, "indexable" | "framedByApp"> & { indexable?: boolean };

/** A frame page's policy allows frames from its embed's origin only (data/frames.ts). */
const framing = (path: FramePath): CspAdditions => ({
  "frame-src": [new URL(framePages[path].src).origin],
});

const route = (input: PageInput): PageRouteInfo => ({
  indexable: true,
  ...input,
  framedByApp: false,
});

/**
 * /donation with online giving calls the backend and runs Razorpay Checkout: its script and CDN,
 * its payment frame, its telemetry. Without a Razorpay key the page calls nothing.
 */
const donationCsp: CspAdditions | undefined = razorpayKeyId
  ? {
      "connect-src": [apiOrigin, ...razorpay.connectOrigins],
      "script-src": razorpay.scriptOrigins,
      "frame-src": razorpay.frameOrigins,
      "img-src": razorpay.imageOrigins,
    }
  : undefined;

/** A page with live figures opens the backend's counter socket and may ask its REST fallback. */
const liveFiguresCsp: CspAdditions = { "connect-src": [apiSocketOrigin, apiOrigin] };

/**
 * The interest-group pages and the learners' page read the backend's public lists after the first
 * paint; the groups' people may have a picture on the backend's origin (lib/live/interest-groups.ts).
 */
const interestGroupsCsp: CspAdditions = { "connect-src": [apiOrigin], "img-src": [apiOrigin] };
const learnersCsp: CspAdditions = { "connect-src": [apiOrigin] };

/** The team and gallery pages show pictures from the foundation's CDN (NEXT_PUBLIC_CDN_URL). */
const cdnPicturesCsp: CspAdditions | undefined = cdnOrigin ? { "img-src": [cdnOrigin] } : undefined;

const englishRoutes: RouteInfo[] = [
  route({
    path: "/",
    title: "Peer-led learning in Kerala",
    heading: "Learn with peers. Grow by doing.",
    description:
      "µLearn is a free, peer-led learning community in Kerala: mentors, interest groups, challenges and opportunities for students.",
    lead: "µLearn Foundation is a free learning community where students, campuses, companies and faculty in Kerala learn skills together, with mentors and peers alongside.",
    csp: liveFiguresCsp,
  }),
  route({
    path: "/about",
    title: "About µLearn",
    heading: "About µLearn Foundation",
    description:
      "Who we are: a non-profit learning community in Kerala that helps learners grow through peer learning, mentors and real work.",
    lead: "We are a non-profit community that started in Kerala's campuses and grew into a movement of learners, mentors, campuses and companies who learn in the open.",
  }),
  route({
    path: "/manifesto",
    title: "Manifesto",
    heading: "We, The Unbound, The Unbowed",
    description:
      "The µLearn manifesto: learners who refuse rote learning, follow their curiosity and learn together.",
    lead: "Our manifesto: why µLearn exists, and what its learners believe about learning.",
  }),
  route({
    path: "/be-a-part/company",
    title: "µLearn x Companies",
    heading: "µLearn x Companies",
    description:
      "Partner with µLearn: CSR and skilling, hiring, innovation or research with 59,000+ learners across 1,900+ institutions.",
    lead: "A partnership and collaboration playbook: four ways your company can work with µLearn's community of learners, and how to start.",
    csp: liveFiguresCsp,
  }),
  route({
    path: "/be-a-part/campus",
    title: "µLearn Campus Chapters",
    heading: "µLearn Campus Chapters",
    description:
      "Start a µLearn campus chapter: a student core team, a faculty mentor and weekly learning circles. Seven steps from interest form to recognition.",
    lead: "A campus chapter brings µLearn to your college: students learn together every week in learning circles, challenges and events, with a faculty mentor beside them.",
  }),
  route({
    path: "/enablers",
    title: "Enablers: teachers who learn with their students",
    heading: "Enablers",
    description:
      "Enablers are faculty and teachers who guide learners on their campuses. See the benefits, programs and how to onboard.",
    lead: "Enablers are faculty members and teachers in institutes, including teaching assistants and presenters, who guide learners and grow alongside them.",
    // The Enablers' video stories play in YouTube's privacy-enhanced frame, on a visitor's press.
    csp: { "frame-src": [youtube.embedOrigin] },
  }),
  route({
    path: "/levelstructure",
    title: "The seven levels of µLearn",
    heading: "The µLearn Odyssey",
    description:
      "How a µLearner grows: seven levels, from introducing yourself to shipping real work, climbed by earning karma for verified tasks.",
    lead: "Learning at µLearn is a journey in seven levels. You climb them by doing tasks and earning karma, and each level asks a little more of you.",
  }),
  route({
    path: "/self-determination-theory",
    title: "Self-Determination Theory at µLearn",
    heading: "Why µLearn works: Self-Determination Theory",
    description:
      "The three needs behind motivation, autonomy, competence and relatedness, and the parts of µLearn that meet each one.",
    lead: "People keep learning when they choose what they learn, see themselves getting better and belong to a group. µLearn is designed around those three needs.",
  }),
  route({
    path: "/socials",
    title: "µLearn on social media",
    heading: "Find µLearn online",
    description:
      "Every µLearn account in one place: Instagram, YouTube, LinkedIn, Facebook, X, WhatsApp, Discord, GitHub and the community's own pages.",
    lead: "Follow the foundation, talk with the community and find the pages its teams run.",
    hint: "Every link opens in a new tab.",
  }),
  route({
    path: "/impact-gallery",
    title: "Impact gallery",
    heading: "Impact gallery",
    description:
      "Stories of what µLearners and mentors have achieved: contests won, code merged and start-ups launched. Filter them by category.",
    lead: "What the community has done: contests won, code merged and start-ups launched.",
    hint: "Choose a category to see its stories.",
  }),
  route({
    path: "/founders-message",
    title: "A message from our Chief Volunteer",
    heading: "From our Chief Volunteer",
    description:
      "Who Deepu S Nath, the Chief Volunteer of µLearn Foundation, is, and what his message to the world is about.",
    lead: "Deepu S Nath leads µLearn Foundation as its Chief Volunteer. Here is who he is and what his message is about.",
  }),
  // The photo gallery: its photos come from the foundation's CDN, allowed on these pages only.
  route({
    path: "/gallery",
    title: "Photo gallery",
    heading: "Photo gallery",
    description:
      "Photos from µLearn events: hackathons, summits, festivals and meet-ups across Kerala, newest first.",
    lead: "Hackathons, summits, festivals and meet-ups the community has run or joined, newest first.",
    hint: "Open an event to see its photos.",
    csp: cdnPicturesCsp,
  }),
  ...galleryEvents.map((event) =>
    route({
      path: `/gallery/${event.slug}`,
      title: `${event.name}: photos`,
      heading: event.name,
      description: `Photos from ${event.name} at ${event.place}, in µLearn's photo gallery.`,
      lead: `${event.photos === 1 ? "A photo" : `${event.photos} photos`} from ${event.name}.`,
      hint: "Choose one to see it larger; arrow keys move between them.",
      csp: cdnPicturesCsp,
    }),
  ),
  route({
    path: "/testimonials",
    title: "Testimonials",
    heading: "What people say about µLearn",
    description:
      "Video testimonials about µLearn from vice chancellors, ministers, start-up leaders and industry, in their own words.",
    lead: "Leaders from universities, government and industry talk about µLearn on video.",
    hint: "A video loads from YouTube only when you press play.",
    // The videos play in YouTube's privacy-enhanced frame, on a visitor's press only.
    csp: { "frame-src": [youtube.embedOrigin] },
  }),
  route({
    path: "/contact",
    title: "Contact us",
    heading: "Contact µLearn",
    description:
      "Write to µLearn Foundation: join as a student, partner with us, run a programme, hire, invite a speaker, press, support or donate.",
    lead: "Tell us why you are writing, and we point you to the right address or form.",
  }),
  route({
    path: "/community-partners",
    title: "Community partners",
    heading: "Our community partners",
    description:
      "The communities, clubs and non-profits that work with µLearn to bring learning opportunities to more people.",
    lead: "We work with communities, clubs and non-profits that share our belief in open, peer-led learning.",
  }),
  route({
    path: "/company-partners",
    title: "Company partners",
    heading: "Our company partners",
    description:
      "The companies that mentor µLearn learners, set challenges and open doors to internships and jobs.",
    lead: "Companies that mentor our learners, set real challenges and open doors to internships and jobs.",
  }),
  route({
    path: "/yip",
    title: "YIP 5.0: Young Innovators Programme",
    heading: "Young Innovators Programme 5.0",
    description:
      "YIP 5.0, backed by the Government of Kerala, for college and university students: the 8 steps to register an idea and the karma you earn.",
    lead: "A programme backed by the Government of Kerala for college and university students with an idea. Here is how to register yours, step by step.",
  }),
  route({
    path: "/artofteaching",
    title: "Art of Teaching 4.0",
    heading: "µLearn Art of Teaching 4.0",
    description:
      "Art of Teaching 4.0, µLearn's yearly teaching contest for Enablers. Theme: Lessons of The Future. Two levels; register now.",
    lead: "The yearly contest for faculty and teachers who guide µLearners. This edition's theme: Lessons of The Future.",
  }),
  route({
    path: "/in50hours",
    title: "In50Hours: pitch, prototype, get funded",
    heading: "In50Hours",
    description:
      "Pitch an idea, build a prototype and get funded, all in 50 hours. Level 5 µLearners join free.",
    lead: "Pitch an idea, build a prototype and get funded, all in 50 hours.",
  }),
  route({
    path: "/launchpad",
    title: "Launchpad leaderboard",
    csp: framing("/launchpad"),
    heading: "Launchpad leaderboard",
    description:
      "The live Launchpad leaderboard: see how learners are doing in µLearn's job-readiness programme.",
    lead: "Launchpad connects job-ready learners with companies. Here is the live leaderboard.",
  }),
  route({
    path: "/events",
    title: "Events",
    heading: "Events",
    description:
      "Upcoming and ongoing µLearn events: workshops, talks and meet-ups by interest groups and campuses, with dates in India time.",
    lead: "What is on in the µLearn community in the coming weeks, from the events calendar on µLearn's server.",
    // The list reads the live events calendar from the backend after the first paint.
    csp: { "connect-src": [apiOrigin] },
  }),
  route({
    path: "/events/calendar",
    title: "Events calendar",
    csp: framing("/events/calendar"),
    heading: "Events calendar",
    description:
      "Every µLearn event in one calendar: workshops, meet-ups, talks and the weekly community sessions.",
    lead: "Workshops, meet-ups, talks and our weekly community sessions, all in one calendar.",
  }),
  route({
    path: "/events/weekly",
    title: "Weekly events",
    heading: "Weekly events",
    description:
      "Join µLearn's weekly sessions: Inspiration Station Radio, Open Mic, Mentor Connect and Salt Mango Tree.",
    lead: "Every week the community meets online to listen, talk, ask mentors and share what they are learning.",
  }),
  route({
    path: "/campus-logo-generator",
    title: "Campus logo generator",
    heading: "Campus logo generator",
    description:
      "Make your campus chapter's µLearn or YIP logo from its campus code and download it as SVG or PNG, square or round.",
    lead: "Type your campus code, pick the µLearn or YIP logo and its colours, and download it for your chapter's profile pictures, posters and pages.",
  }),
  route({
    path: "/team",
    title: "Team",
    heading: "The Gears Behind The Machine.",
    description:
      "Meet the people behind µLearn: the executive committee, HQ, fellows, associates and the volunteers who built the community.",
    lead: "From a handful of volunteers to a community of thousands: meet the people who keep µLearn moving.",
    csp: cdnPicturesCsp,
  }),
  // The team page's earlier years, one address each; 2025 is /team. Same hero, own address.
  ...[2024, 2023, 2022].map((year) =>
    route({
      path: `/team/${year}`,
      title: `Team ${year}`,
      heading: "The Gears Behind The Machine.",
      description: `The people who ran µLearn in ${year}: the groups, sub-teams and volunteers of that year.`,
      lead: "From a handful of volunteers to a community of thousands: meet the people who keep µLearn moving.",
      csp: cdnPicturesCsp,
    }),
  ),
  route({
    path: "/interest-groups",
    title: "Interest groups",
    heading: "Interest groups",
    description:
      "The 23 µLearn interest groups, from web development to quantum computing: what each is about, its leads, mentors and impact projects.",
    lead: "An interest group gathers learners around one field, with leads and mentors who guide them. Pick a group to see what it does and who is in it.",
    csp: interestGroupsCsp,
  }),
  // One page per group, so each can be found and linked; the text is in data/interest-groups.ts.
  ...interestGroups.map((group) =>
    route({
      path: interestGroupPath(group.slug),
      title: `${group.name} interest group`,
      heading: group.name,
      description: group.summary,
      lead: group.summary,
      csp: interestGroupsCsp,
    }),
  ),
  route({
    path: "/be-a-part/learners",
    title: "Learners",
    heading: "Learn with µLearn",
    description:
      "Who a µLearner is, what you get, how karma works and how to begin, with this month's and all-time top learners and colleges.",
    lead: "Anyone curious can be a µLearner: a student, a working professional or someone changing careers. Learn by doing, with peers and mentors beside you.",
    csp: learnersCsp,
  }),
  route({
    path: "/termsandconditions",
    title: "Terms of services",
    heading: "Terms of services",
    description:
      "The terms that apply when you use the µLearn website and take part in the µLearn community.",
    lead: "These terms apply when you use this website and take part in the µLearn community and its Discord server.",
  }),
  route({
    path: "/privacypolicy",
    title: "Privacy policy",
    heading: "Privacy policy",
    description:
      "What this website stores in your browser, what it does not collect, and your choices.",
    lead: "This website collects very little. This page explains exactly what it stores in your browser and why.",
  }),
  route({
    path: "/careers",
    title: "Career Labs",
    heading: "µLearn Career Labs",
    description:
      "µLearn Career Labs: hiring calls from partner companies for µLearners. 600+ learners hired by 100+ companies.",
    lead: "A job board for learners: hiring calls from µLearn's partner companies, open to the µLearn community.",
    // The board reads the live hiring calls from the backend after the first paint.
    csp: { "connect-src": [apiOrigin] },
  }),
  route({
    path: "/learning-circle",
    title: "Learning circles",
    heading: "Learning circles",
    description:
      "Small groups of learners who meet every week to learn one topic together: 2500+ circles on 500+ campuses. Create or join one on the app.",
    lead: "A learning circle is a small group of learners who meet every week to learn one topic together.",
    // The finder reads districts, colleges, interest groups and circles; the figures, the socket.
    csp: liveFiguresCsp,
  }),
  // Its header's words are content/donation/en.json's, beside the page's other words.
  route({ path: "/donation", ...donationWords.en.page, csp: donationCsp }),
  // A donor's own record: kept out of search results (content/donation/en.json's `success`).
  route({ path: "/donation/success", ...donationWords.en.success.page, indexable: false }),
  route({
    path: "/donation/refund",
    title: "Donation refund policy",
    heading: "Donation refund policy",
    description:
      "When a donation to µLearn Foundation can be refunded: ask within 7 days at refunds@mulearn.org.",
    lead: "Donations are not usually refunded, but if something went wrong, here is when and how to ask.",
  }),
  route({
    path: "/trivial-ideas",
    title: "Trivial Ideas",
    heading: "Trivial Ideas",
    description:
      "A monthly µLearn build contest: turn a wild idea into a real product and compete for a ₹1 lakh prize pool.",
    lead: "Turn a crazy, wild idea into a real product. A monthly build contest with a ₹1 lakh prize pool.",
  }),
  route({
    path: "/kkem",
    title: "KKEM and µLearn",
    heading: "µLearn with KKEM",
    description:
      "µLearn and the Kerala Knowledge Economy Mission: ten interest groups to learn from and the events we have run together.",
    lead: "µLearn works with the Kerala Knowledge Economy Mission to help job seekers across Kerala learn the skills employers need.",
    // KKEM's job portal sends people here to link their µ-ID: the form posts to the backend.
    csp: { "connect-src": [apiOrigin] },
  }),
  route({
    path: "/kkem/events/beyondus",
    title: "Beyond Us hackathon",
    heading: "Beyond Us",
    description:
      "Beyond Us, a 2023 hackathon by µLearn and KKEM as part of Kerala Skill Express: 200+ participants and the winners.",
    lead: "A look back at the hackathon µLearn ran with KKEM in 2023: what happened and who won.",
  }),
  route({
    path: "/kkem/learningcircles/dashboard",
    title: "KKEM learning circles",
    heading: "KKEM learning circles",
    description:
      "Learning circles run with the Kerala Knowledge Economy Mission: circles, enrolments and learners in total and per interest group.",
    lead: "Learning circles run with the Kerala Knowledge Economy Mission: how many there are, and how to join one.",
    // The totals are read live from the backend's public dashboard after the first paint.
    csp: { "connect-src": [apiOrigin] },
  }),
  route({
    path: "/search",
    // Its words are in content/i18n/en.json, beside its Malayalam twin's in ml.json.
    ...uiText.en.search.page,
    // One HTML answers every query (/search?q=…): result pages are thin, and the sitemap already
    // lists every page, so the search page stays out of search engines and the sitemap.
    indexable: false,
  }),
  {
    path: "/cdr",
    title: "Token sync",
    description:
      "Keeps this site's Login or Dashboard button in step with the µLearn app. The app loads it in a hidden frame; it shows nothing.",
    indexable: false,
    framedByApp: true,
  },
  route({
    path: "/hr",
    title: "Nominate an HR contact",
    heading: "Nominate an HR contact from your company",
    description:
      "µLearn Industry Engagement: nominate the HR person at a company so µLearn can work with them on hiring and skilling.",
    lead: "Know the HR person at a company that hires, or could? Nominate them, and µLearn's industry engagement team will get in touch with them.",
    csp: hrFormUrl ? { "connect-src": [new URL(hrFormUrl).origin] } : undefined,
  }),
  route({
    path: "/isr",
    title: "Inspiration Station Radio",
    heading: "Inspiration Station Radio",
    description: "A weekly talk show on µLearn's Discord, every Tuesday at 8:00 PM India time.",
    lead: "A weekly talk show on our Discord with people whose journeys inspire, every Tuesday at 8:00 PM.",
    csp: { "connect-src": [apiOrigin] },
  }),
  route({
    path: "/events/openmic",
    title: "Open Mic",
    heading: "Open Mic",
    description:
      "Share a talk, a song or a story: µLearn's Open Mic, every Thursday at 8:00 PM India time.",
    lead: "The floor is yours: share a talk, a song or a story with the community, every Thursday at 8:00 PM.",
  }),
  route({
    path: "/events/mentorconnect",
    title: "Mentor Connect",
    heading: "Mentor Connect",
    description:
      "Ask industry mentors anything: µLearn's Mentor Connect, every Friday at 7 PM India time.",
    lead: "Bring your questions to industry mentors, every Friday at 7 PM.",
  }),
  route({
    path: "/events/saltmangotree",
    title: "Salt Mango Tree",
    heading: "Salt Mango Tree",
    description:
      "Salt Mango Tree: µLearn's English-speaking practice, every Wednesday on the µLearn Discord.",
    lead: "Practise speaking English with the community every Wednesday, and grow confident one conversation at a time.",
    csp: { "connect-src": [apiOrigin] },
  }),
  route({
    path: "/events/office-hour",
    title: "Office Hour",
    heading: "Office Hour",
    description:
      "Office Hour: µLearn's community Q&A and learning sessions with peers and mentors. Coming sessions and past ones.",
    lead: "Questions answered and things learned together, with peers and mentors from the community.",
    // Sessions load from the backend after the first paint; posters come from its media path.
    csp: { "connect-src": [apiOrigin], "img-src": [apiOrigin] },
  }),
  route({
    path: "/events/grab-your-superpowers",
    title: "Grab Your Superpowers",
    heading: "Grab Your Superpowers",
    description:
      "Grab Your Superpowers: weekly skill sessions by mentors and practitioners from µLearn's campuses. Coming and past sessions.",
    lead: "A skill a week, taught by mentors and practitioners from the campuses of the community.",
    csp: { "connect-src": [apiOrigin] },
  }),
];

/**
 * The routes whose last segment is any value: one pre-rendered shell (`shellPath`, through a
 * hosting rewrite from `pattern`) serves them all. /profile/:id forwards the id, encoded, to the
 * same path on the app host; /kkem/authorization/:token confirms a KKEM link on this site.
 */
export const handOffRoutes = {
  profile: handOffRoute({
    ...handOffPaths.profile,
    param: "id",
    title: "Public profile",
    description: "Opening a µLearn public profile on the learning app.",
  }),
  kkemAuthorization: handOffRoute({
    ...handOffPaths.kkemAuthorization,
    param: "token",
    title: "Confirm your KKEM link",
    description: "Confirms the link between your KKEM and µLearn accounts.",
    csp: { "connect-src": [apiOrigin] },
  }),
} as const;

export type HandOffKind = keyof typeof handOffRoutes;

function handOffRoute<P extends string>(input: {
  prefix: P;
  shellPath: `${P}_`;
  param: string;
  title: string;
  description: string;
  csp?: CspAdditions;
}) {
  return {
    ...input,
    pattern: `${input.prefix}:${input.param}`,
  } as const;
}

/**
 * The Malayalam pages (data/ml-pages.ts): their own words, and their twin's policy and place in
 * search results (a donor's record stays out in both languages).
 */
const malayalamRoutes: RouteInfo[] = mlPages.map(
  ({ english, path, title, description, heading, lead }) => {
    const twin = englishRoutes.find((r) => r.path === english);
    return route({
      path,
      title,
      description,
      heading,
      lead,
      csp: twin?.csp,
      indexable: twin?.indexable ?? true,
    });
  },
);

/**
 * Every route of the site: the English pages, then the Malayalam ones. The sitemap, page metadata,
 * the crawl, the hosting rules and the end-to-end tests read this list.
 */
export const staticRoutes: RouteInfo[] = [...englishRoutes, ...malayalamRoutes];

/** The routes a visitor sees: every route but the app's frames. */
export const pageRoutes = staticRoutes.filter((info): info is PageRouteInfo => !info.framedByApp);

/** The routes only the learning app loads, framed: /cdr. */
export const appFrameRoutes = staticRoutes.filter(
  (info): info is AppFrameRouteInfo => info.framedByApp,
);

export function routeInfo(path: string): PageRouteInfo {
  const info = pageRoutes.find((r) => r.path === path);
  if (!info) throw new Error(`data/routes.ts has no page entry for "${path}".`);
  return info;
}

export function appFrameRoute(path: string): AppFrameRouteInfo {
  const info = appFrameRoutes.find((r) => r.path === path);
  if (!info) throw new Error(`data/routes.ts has no frame entry for "${path}".`);
  return info;
}
