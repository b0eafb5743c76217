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
}

/** A page a visitor reads: its header, then its content. */
export interface PageRouteInfo extends RouteBase {
  framedByApp: false;
  /** The page's one h1. */
  heading: string;
  /** The lead paragraph under the h1. */
  lead: string;
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

const route = (input: PageInput): PageRouteInfo => ({
  indexable: true,
  ...input,
  framedByApp: false,
});

export const staticRoutes: RouteInfo[] = [
  route({
    path: "/",
    title: "Learn together, grow together",
    heading: "Learn by doing, together with a community that has your back.",
    description:
      "µLearn is a peer-learning community in Kerala where students, campuses, companies and teachers learn skills together.",
    lead: "µLearn Foundation brings students, campuses, companies and teachers into one community to learn skills by doing real tasks, with mentors and peers alongside.",
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
    heading: "The µLearn Manifesto",
    description:
      "What we believe about learning: learn in public, learn from peers, learn by doing, and give back to the community.",
    lead: "Learning is not something that happens to you in a classroom. It is something you do, in the open, with other people, and then pass on.",
  }),
  route({
    path: "/be-a-part/company",
    title: "Partner with µLearn as a company",
    heading: "Join µLearn with your company",
    description:
      "Companies partner with µLearn to mentor learners, run challenges and meet job-ready talent from Kerala's campuses.",
    lead: "Meet thousands of motivated learners, shape what they learn with real problems from your industry, and hire people who have already shown their work.",
  }),
  route({
    path: "/be-a-part/campus",
    title: "Bring µLearn to your campus",
    heading: "Join µLearn with your campus",
    description:
      "Start a µLearn chapter at your college so your students learn with peers, mentors and industry through the year.",
    lead: "A µLearn campus chapter gives your students a community that keeps learning going beyond the syllabus, with campus leads, Enablers and industry mentors.",
  }),
  route({
    path: "/enablers",
    title: "Enablers: teachers who learn with their students",
    heading: "Enablers",
    description:
      "Enablers are faculty and teachers who guide learners on their campuses. See the benefits, programs and how to onboard.",
    lead: "Enablers are faculty members and teachers in institutes, including teaching assistants and presenters, who guide learners and grow alongside them.",
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
    title: "Youth Innovation Programme",
    heading: "YIP: Youth Innovation Programme",
    description:
      "The Youth Innovation Programme helps students turn ideas into working solutions for real problems in their communities.",
    lead: "YIP helps young people spot real problems around them and build solutions, with mentors and a community cheering them on.",
  }),
  route({
    path: "/artofteaching",
    title: "Art of Teaching",
    heading: "Art of Teaching",
    description:
      "An annual teaching contest for Enablers: record a lesson, share your craft and win recognition and prizes.",
    lead: "An annual contest where Enablers record a lesson on video and share the craft of teaching with the whole community.",
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
    heading: "Launchpad leaderboard",
    description:
      "The live Launchpad leaderboard: see how learners are doing in µLearn's job-readiness programme.",
    lead: "Launchpad connects job-ready learners with companies. Here is the live leaderboard.",
  }),
  route({
    path: "/events/calendar",
    title: "Events calendar",
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
      "Make your campus's co-branded µLearn logo in seconds and download it as SVG or PNG.",
    lead: "Type your campus name and download a co-branded µLearn logo for your chapter's posters and pages.",
  }),
  route({
    path: "/team",
    title: "Team",
    heading: "The Gears Behind The Machine.",
    description:
      "Meet the people behind µLearn: the executive committee, HQ, fellows, associates and the volunteers who built the community.",
    lead: "From a handful of volunteers to a community of thousands: meet the people who keep µLearn moving.",
  }),
  // The team page's earlier years, one address each; 2025 is /team. Same hero, own address.
  ...[2024, 2023, 2022].map((year) =>
    route({
      path: `/team/${year}`,
      title: `Team ${year}`,
      heading: "The Gears Behind The Machine.",
      description: `The people who ran µLearn in ${year}: the groups, sub-teams and volunteers of that year.`,
      lead: "From a handful of volunteers to a community of thousands: meet the people who keep µLearn moving.",
    }),
  ),
  route({
    path: "/termsandconditions",
    title: "Terms of services",
    heading: "TERMS OF SERVICES",
    description:
      "The terms that apply when you use the µLearn website and take part in the µLearn community.",
    lead: "These terms apply when you use this website and take part in the µLearn community and its Discord server.",
  }),
  route({
    path: "/privacypolicy",
    title: "Privacy policy",
    heading: "PRIVACY POLICY",
    description:
      "What this website stores in your browser, what it does not collect, and your choices.",
    lead: "This website collects very little. This page explains exactly what it stores in your browser and why.",
  }),
  route({
    path: "/careers",
    title: "Careers",
    heading: "Careers at µLearn",
    description: "Work with µLearn Foundation: open roles, internships and how to apply.",
    lead: "Help us build the community that helped so many of us. See our open roles and how to apply.",
  }),
  route({
    path: "/learning-circle",
    title: "Learning circles",
    heading: "Learning circles",
    description:
      "Form a small group, pick a topic and learn together every week. How µLearn learning circles work.",
    lead: "A learning circle is a small group of learners who meet regularly to learn one topic together.",
  }),
  route({
    path: "/donation",
    title: "Donate",
    heading: "Support µLearn",
    description:
      "Your donation keeps µLearn free for learners: events, mentors, scholarships and the tools the community runs on.",
    lead: "µLearn is free for every learner. Your gift keeps it that way.",
  }),
  route({
    path: "/donation/success",
    title: "Thank you for your donation",
    heading: "Thank you for supporting µLearn",
    description: "Your donation to µLearn Foundation was received. Here is what happens next.",
    lead: "Your donation was received. A receipt is on its way to your email.",
    indexable: false,
  }),
  route({
    path: "/donation/refund",
    title: "Donation refund policy",
    heading: "Donation refund policy",
    description: "When and how a donation to µLearn Foundation can be refunded.",
    lead: "If something went wrong with your donation, here is how we put it right.",
  }),
  route({
    path: "/trivial-ideas",
    title: "Trivial Ideas",
    heading: "Trivial Ideas",
    description:
      "Small, playful ideas built quickly: a µLearn challenge for learners to ship something fun and learn by doing.",
    lead: "Not every project has to change the world. Build something small and playful, ship it, and learn on the way.",
  }),
  route({
    path: "/kkem",
    title: "KKEM and µLearn",
    heading: "µLearn with KKEM",
    description:
      "µLearn and the Kerala Knowledge Economy Mission work together to make learners job-ready.",
    lead: "µLearn works with the Kerala Knowledge Economy Mission to help learners across Kerala become job-ready.",
  }),
  route({
    path: "/kkem/events/beyondus",
    title: "Beyond Us",
    heading: "Beyond Us",
    description: "Beyond Us, a KKEM and µLearn event for learners ready to take the next step.",
    lead: "An event by KKEM and µLearn for learners ready to look beyond the classroom.",
  }),
  route({
    path: "/kkem/learningcircles/dashboard",
    title: "KKEM learning circles",
    heading: "KKEM learning circles",
    description:
      "Learning circles run with the Kerala Knowledge Economy Mission: how they work and where to follow them.",
    lead: "Learning circles run with the Kerala Knowledge Economy Mission, and where to follow their progress.",
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
    title: "Nominate",
    heading: "Nominate someone",
    description:
      "Know someone who lifts the community? Nominate them for recognition by µLearn Foundation.",
    lead: "Know a learner, Enabler or mentor who lifts everyone around them? Tell us about them.",
  }),
  route({
    path: "/isr",
    title: "Inspiration Station Radio",
    heading: "Inspiration Station Radio",
    description: "A weekly talk show on µLearn's Discord, every Tuesday at 8:00 PM India time.",
    lead: "A weekly talk show on our Discord with people whose journeys inspire, every Tuesday at 8:00 PM.",
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
      "Salt Mango Tree: µLearn's community session on spoken English and communication skills.",
    lead: "A friendly community session where learners practise speaking English and grow confident communicating.",
  }),
];

/**
 * The hand-off routes: any value after `prefix` is served by one pre-rendered shell (`shellPath`,
 * through a hosting rewrite from `pattern`) that forwards it, encoded, to the same path on the app host.
 */
export const handOffRoutes = {
  profile: handOffRoute({
    prefix: "/profile/",
    param: "id",
    title: "Public profile",
    description: "Opening a µLearn public profile on the learning app.",
  }),
  kkemAuthorization: handOffRoute({
    prefix: "/kkem/authorization/",
    param: "token",
    title: "KKEM authorisation",
    description: "Handing your KKEM authorisation over to the µLearn app.",
  }),
} as const;

export type HandOffKind = keyof typeof handOffRoutes;

function handOffRoute<P extends string>(input: {
  prefix: P;
  param: string;
  title: string;
  description: string;
}) {
  return {
    ...input,
    pattern: `${input.prefix}:${input.param}`,
    shellPath: `${input.prefix}_`,
  } as const;
}

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
