import type { ContentPage } from "@/data/content-types";
import { appLinks, externalLinks, programmeLinks, signupAction } from "@/data/site";

/** The landing page (/): header actions, then its sections after the supporters strip. */
export const homePage = {
  actions: [
    signupAction,
    {
      label: "Explore Launchpad Kerala",
      href: programmeLinks.launchpadRegistration,
      newWindow: true,
    },
  ],
  sections: [
    {
      kind: "cards",
      id: "offers",
      heading: "What µLearn offers",
      intro:
        "Everything here is free for learners, and it all starts with one profile on the µLearn app.",
      cards: [
        {
          title: "Community",
          text: "More than 60,000 learners across Kerala who ask, answer and build things together.",
        },
        {
          title: "Mentors",
          text: "People from industry and academia who give their time to guide learners.",
          action: { label: "Find a mentor", href: appLinks.mentors, newWindow: true },
        },
        {
          title: "Interest Groups",
          text: "Groups around one field each, from web development to design, with tasks to learn by.",
          action: {
            label: "Browse interest groups",
            href: appLinks.interestGroups,
            newWindow: true,
          },
        },
        {
          title: "Roadmaps",
          text: "Paths that show what to learn next, one step at a time, so you never start from a blank page.",
        },
        {
          title: "Challenges",
          text: "Contests and hackathons where you test what you know and earn karma for it.",
        },
        {
          title: "Opportunities",
          text: "Internships, jobs and events from partner companies, for learners who have shown their work.",
        },
      ],
    },
    {
      kind: "stats",
      id: "in-numbers",
      heading: "µLearn in numbers",
      items: [
        { value: "60,000+", label: "Community members", live: "members" },
        { value: "200", label: "Events" },
        { value: "2,000", label: "Internships" },
        { value: "1,000", label: "Jobs" },
      ],
      source:
        "As published on µLearn's website in 2025: the community size from its “What µLearn offers” section, the rest from its impact counters. The campus and company pages of the same site give the community as 55,000+ and 59,000+.",
    },
    {
      kind: "cards",
      id: "special-events",
      heading: "Special events",
      cards: [
        {
          title: "Top 100 Coders",
          text: "One of µLearn's talent series: with Launchpad, a way for companies to meet skilled learners.",
          action: {
            label: "Visit Top 100 Coders",
            href: programmeLinks.top100Coders,
            newWindow: true,
          },
        },
        {
          title: "Launchpad",
          text: "Where job-ready learners meet companies that are hiring, all through the year.",
          action: { label: "Visit Launchpad", href: programmeLinks.launchpad, newWindow: true },
        },
        {
          title: "Trivial Ideas",
          text: "A monthly build contest: turn an odd “what if” idea into a working product and win a share of ₹1 lakh.",
          action: { label: "About Trivial Ideas", href: "/trivial-ideas" },
        },
      ],
    },
    {
      kind: "cards",
      id: "journey",
      heading: "Where your learning can lead",
      intro:
        "What you learn and build at µLearn adds up to proof of your work. Learners take it in five directions.",
      cards: [
        { title: "Job", text: "Show employers what you have built, not only what you studied." },
        { title: "Freelance", text: "Take on paid work for clients with skills people can see." },
        { title: "Research", text: "Go deep into a field and add something new to it." },
        {
          title: "Entrepreneurship",
          text: "Turn an idea into a product, and a product into a company.",
        },
        { title: "Social Cause", text: "Use what you know to solve a problem in your community." },
      ],
    },
    {
      kind: "cards",
      id: "for-you",
      heading: "µLearn is for",
      cards: [
        {
          title: "Campuses",
          text: "Start a µLearn campus chapter: peer-led learning circles, challenges and events on your campus.",
          action: { label: "Join with your campus", href: "/be-a-part/campus" },
        },
        {
          title: "Companies",
          text: "Partner through CSR and skilling, hiring, innovation or research with a community of learners.",
          action: { label: "Join with your company", href: "/be-a-part/company" },
        },
        {
          title: "Faculty",
          text: "Enablers guide learners on their campus and grow alongside them.",
          action: { label: "Become an Enabler", href: "/enablers" },
        },
      ],
    },
    {
      kind: "cta",
      id: "join-the-community",
      heading: "Join the community on Discord",
      text: "The µLearn community talks, learns and runs its events on Discord. Come in, say hello and ask your first question.",
      actions: [
        { label: "Join the Discord server", href: programmeLinks.discordInvite, newWindow: true },
        signupAction,
      ],
    },
    {
      kind: "newsletter",
      id: "newsletter",
      heading: "Subscribe to µPulse",
      text: "µPulse is µLearn's newsletter: the community's news, programmes and events, in your inbox.",
      readLink: {
        label: "Read an issue of µPulse",
        href: externalLinks.newsletter,
        newWindow: true,
      },
    },
  ],
} satisfies ContentPage;
