import type { ContentPage, Section } from "@/data/content-types";
import { contacts, mailtoHref, org, programmeLinks, signupAction } from "@/data/site";
import { programmePages } from "@/data/programmes";
import { kkemPages } from "@/data/kkem";
import { donationPages } from "@/data/donation";
import { careersPage } from "@/data/careers";
import { homePage } from "@/data/home";
import { enablersPage } from "@/data/enablers";
import { in50hoursPage } from "@/data/in50hours";
import { levelsPage } from "@/data/levels";
import { selfDeterminationPage } from "@/data/self-determination";
import { socialsPage } from "@/data/socials";
import { impactGalleryPage } from "@/data/impact-stories";
import { foundersMessagePage } from "@/data/founders-message";
import { testimonialsPage } from "@/data/testimonials";
import { learnersPage } from "@/data/learners";

/** How a learner progresses, shown on About. */
const progression: Section = {
  kind: "steps",
  id: "how-learning-works",
  heading: "How learning works at µLearn",
  intro: "Every learner follows the same path, at their own pace.",
  steps: [
    {
      title: "Create your profile",
      text: "Sign up on the µLearn app with your campus or organisation. It is free.",
    },
    {
      title: "Join Discord",
      text: "Join the µLearn Discord server, where the community meets, asks and answers.",
    },
    {
      title: "Connect your µ-ID",
      text: "A bot asks you to connect your µ-ID, shown on your profile. Your onboarding starts.",
    },
    {
      title: "Rise through the levels",
      text: "Do tasks, earn karma and move up the levels, with peers and mentors to help.",
    },
    {
      title: "Choose Interest Groups",
      text: "At level 4 you can edit your Interest Groups and go deep in the fields you love.",
    },
  ],
};

/** About, Manifesto and the join pages. */
const foundationPages = {
  "/about": {
    actions: [signupAction, { label: "Read our manifesto", href: "/manifesto" }],
    sections: [
      {
        kind: "prose",
        heading: "Who we are",
        paragraphs: [
          `${org.name} is a non-profit, community-driven learning organisation based at Technopark, Thiruvananthapuram. We bring students, campuses, companies and teachers into one community where people learn skills by doing real tasks, together.`,
          "µLearn grew out of Kerala's campuses: students who wanted to learn what their syllabus did not cover, and found that learning alongside others was faster, kinder and more fun than learning alone.",
        ],
      },
      {
        kind: "cards",
        heading: "What we believe",
        cards: [
          {
            title: "Learn by doing",
            text: "Skills come from building things, not from collecting certificates. Every level is earned with tasks.",
          },
          {
            title: "Learn with peers",
            text: "Learners teach each other in interest groups and learning circles; mentors guide, they do not lecture.",
          },
          {
            title: "Open to everyone",
            text: "µLearn is free for every learner, from any college, stream or year, and from anywhere.",
          },
        ],
      },
      progression,
      {
        kind: "cards",
        heading: "Who µLearn is for",
        cards: [
          {
            title: "Learners",
            text: "Students and early-career professionals who want job-ready skills and a community to grow with.",
            action: signupAction,
          },
          {
            title: "Campuses",
            text: "Colleges that want a learning community on campus, led by students and supported by Enablers.",
            action: { label: "Bring µLearn to your campus", href: "/be-a-part/campus" },
          },
          {
            title: "Companies",
            text: "Teams that mentor learners, set real challenges and hire people who have shown their work.",
            action: { label: "Partner as a company", href: "/be-a-part/company" },
          },
          {
            title: "Faculty",
            text: "Teachers who guide learners on their campus and keep learning themselves: our Enablers.",
            action: { label: "Become an Enabler", href: "/enablers" },
          },
        ],
      },
      {
        kind: "cta",
        heading: "Start where you are",
        text: "Create your profile, join the Discord server and pick your first task. The community will take it from there.",
        actions: [signupAction, { label: "Meet the team", href: "/team" }],
      },
    ],
  },
  "/be-a-part/company": {
    actions: [
      {
        label: "Start your partnership",
        href: programmeLinks.companyPartnershipForm,
        newWindow: true,
      },
      { label: `Email ${contacts.partnersEmail}`, href: contacts.partnersMailto },
    ],
    sections: [
      {
        kind: "stats",
        id: "reach",
        heading: "The community you reach",
        items: [
          { value: "59,000+", label: "Learners in the µLearn ecosystem", live: "members" },
          { value: "1,900+", label: "Institutions they come from" },
        ],
        source: "As given in µLearn's partnership playbook for companies.",
      },
      {
        kind: "cards",
        id: "gains",
        heading: "What your company gains",
        columns: 2,
        cards: [
          {
            title: "Impact at Scale",
            text: "Your CSR and skilling budget reaches learners on hundreds of campuses through one partner.",
          },
          {
            title: "Hire Smarter",
            text: "Meet learners whose work you can see before you interview them, all through the year.",
          },
          {
            title: "Innovate Faster",
            text: "Put products, ideas and research questions in front of a large community of curious students.",
          },
          {
            title: "Shape the Future",
            text: "Help decide which skills Kerala's learners build next, and how they learn them.",
          },
        ],
      },
      {
        kind: "cards",
        id: "tracks",
        heading: "Four ways to partner",
        intro: "Pick one track or combine them. Each can start small and grow.",
        columns: 2,
        cards: [
          {
            title: "1. CSR & Skilling",
            items: [
              "Fund learning circles on campuses.",
              "Rural skilling in AI, machine learning and digital literacy.",
              "Women in Tech programmes.",
              "Makerspaces, IoT labs and digital classrooms.",
            ],
          },
          {
            title: "2. Talent & Workforce",
            items: [
              "Hire all year round through Launchpad.",
              "Find talent through the Top 100 Series.",
              "Run In50Hours build sprints.",
              "Learning Circles as a Service for the skills you need.",
            ],
          },
          {
            title: "3. Innovation as a service",
            items: [
              "Product testing and UX labs with real users.",
              "Research driven by the community.",
              "A student media studio.",
              "Host challenges open to learners worldwide.",
            ],
          },
          {
            title: "4. Research & GovTech",
            items: [
              "Research as a service.",
              "License the IP behind learners' proof of work.",
              "Academic collaboration across 1,900+ institutions.",
              "A sandbox for GovTech ideas.",
            ],
          },
        ],
      },
      {
        kind: "list",
        id: "quick-wins",
        heading: "Quick wins",
        intro: "Ways to see results soon after you start:",
        items: [
          "CSR spending with 0% overhead.",
          "A presence on 500+ campuses.",
          "Feedback from 10,000+ students before your product launches.",
          "Pilots of GovTech ideas.",
        ],
      },
      {
        kind: "cta",
        id: "start",
        heading: "Start your partnership journey",
        text: `Tell us about your company and the track that interests you in the partnership form, or talk to the partnerships team: ${contacts.partnersEmail}, ${contacts.partnersPhone}.`,
        actions: [
          {
            label: "Open the partnership form",
            href: programmeLinks.companyPartnershipForm,
            newWindow: true,
          },
          { label: `Email ${contacts.partnersEmail}`, href: contacts.partnersMailto },
          { label: `Call ${contacts.partnersPhone}`, href: contacts.partnersTel },
        ],
      },
    ],
  },
  "/be-a-part/campus": {
    actions: [
      {
        label: "Apply for a campus chapter",
        href: programmeLinks.campusChapterForm,
        newWindow: true,
      },
    ],
    sections: [
      {
        kind: "cards",
        id: "why",
        heading: "What a chapter brings",
        columns: 2,
        cards: [
          {
            title: "For students",
            items: [
              "Karma points: a record of proof of work for everything you learn and build.",
              "Learning circles in tech, non-tech, civic tech and culture.",
              "A way into Launchpad and the Top 100 Series.",
              "A 55,000+ strong community and 400+ partner companies.",
            ],
          },
          {
            title: "For colleges",
            items: [
              "Education 4.0 on your campus: learning by doing, led by peers.",
              "Activity that counts towards NAAC and CSR metrics.",
            ],
          },
        ],
      },
      {
        kind: "list",
        id: "structure",
        heading: "How a chapter is organised",
        items: [
          "A core team of 5 to 10 students, the Campus Champions, trained through Mutate.",
          "One faculty mentor who supports the team.",
          "Learning circles, where students learn one topic together.",
          "A chapter lead who keeps it all running.",
        ],
      },
      {
        kind: "list",
        id: "activities",
        heading: "What a chapter does",
        items: [
          "Every week: one-hour learning circles led by peers.",
          "Every month: a skill challenge.",
          "Every quarter: an innovation sprint, a mini In50Hours.",
          "Every year: meet-ups with other chapters and flagship events such as Permute, Mutate and Amuse.",
          "All year: CSR and social-impact work in the local community.",
        ],
      },
      {
        kind: "timeline",
        id: "steps",
        heading: "Seven steps to a chapter",
        steps: [
          {
            title: "Interest Form",
            text: "Apply with the campus chapter form and tell us about your college.",
          },
          { title: "Orientation", text: "Learn how a chapter works and what it asks of you." },
          {
            title: "Core Team Selection",
            text: "Choose the 5 to 10 students who will lead the chapter.",
          },
          {
            title: "Official Onboarding (Mutate)",
            text: "The core team is trained as Campus Champions through Mutate.",
          },
          { title: "Kick-off Event", text: "Launch the chapter on your campus." },
          {
            title: "Sustain & Scale",
            text: "Keep learning circles and challenges going, and bring in more students.",
          },
          {
            title: "Review & Recognition",
            text: "Look back on what the chapter achieved and get recognised for it.",
          },
        ],
      },
      {
        kind: "cta",
        id: "apply",
        heading: "Bring µLearn to your campus",
        text: "The first step is the interest form. It takes a few minutes.",
        actions: [
          {
            label: "Apply for a campus chapter",
            href: programmeLinks.campusChapterForm,
            newWindow: true,
          },
          { label: "Make your campus logo", href: "/campus-logo-generator" },
        ],
      },
    ],
  },
  "/manifesto": {
    actions: [signupAction],
    sections: [
      {
        kind: "prose",
        id: "unbound",
        heading: "Who we are",
        paragraphs: [
          "We are learners who would not stay inside the lines. We were taught to memorise and repeat, to follow one syllabus at one speed, and to keep our questions until after the exam. We asked them anyway.",
          "µLearn is what we built instead: a place where curiosity leads, where we learn side by side, and where a mistake is simply the next step. Together, we are changing what learning means.",
        ],
      },
      {
        kind: "cards",
        id: "what-we-stand-for",
        heading: "What we stand for",
        columns: 2,
        cards: [
          {
            title: "Curiosity leads",
            text: "Your questions set the course, not a timetable. Follow what makes you wonder.",
          },
          {
            title: "Together, always",
            text: "We learn side by side. Working with others is how we go further than we could alone.",
          },
          {
            title: "Failure is a step",
            text: "Every attempt that did not work teaches something. We keep those lessons and move on.",
          },
          {
            title: "Learning, redefined",
            text: "Not rote and repeat, but doing, building and sharing: learning that belongs to the learner.",
          },
        ],
      },
      {
        kind: "cta",
        id: "join",
        heading: "Welcome to µLearn",
        text: "If this sounds like you, you are already one of us. Join the community and start learning your way.",
        actions: [signupAction, { label: "About µLearn", href: "/about" }],
      },
    ],
  },
} satisfies Record<string, ContentPage>;

/**
 * Every page drawn from sections, by route. Each app/ page file
 * draws its entry with ContentPageView; its h1 and lead come from data/routes.ts.
 */
export const contentPages = {
  "/": homePage,
  "/careers": careersPage,
  ...foundationPages,
  "/enablers": enablersPage,
  "/in50hours": in50hoursPage,
  "/levelstructure": levelsPage,
  "/self-determination-theory": selfDeterminationPage,
  "/socials": socialsPage,
  "/impact-gallery": impactGalleryPage,
  "/founders-message": foundersMessagePage,
  "/testimonials": testimonialsPage,
  "/be-a-part/learners": learnersPage,
  ...programmePages,
  ...kkemPages,
  ...donationPages,
  "/campus-logo-generator": {
    sections: [
      {
        kind: "list",
        id: "using-your-logo",
        heading: "Using your logo",
        items: [
          "The profile picture suits your chapter's social media accounts and groups; the round version is the same picture cut to the circle most apps show.",
          "The transparent µLearn mark goes on posters, slides and certificates: pick the white mark on dark or photo backgrounds, a coloured one on light backgrounds.",
          "Use the SVG for print and large banners; it stays sharp at any size and shows the same on every computer, fonts included. Use the PNG at 4x for slides and social media.",
          "Do not stretch, recolour or redraw the µLearn or YIP marks, and keep some empty space around the logo.",
        ],
      },
      {
        kind: "faq",
        id: "questions",
        heading: "Questions about the logo",
        items: [
          {
            question: "Is my campus code sent anywhere?",
            answer: "No. The logo is drawn in your browser; nothing you type leaves your device.",
          },
          {
            question: "Which characters can a campus code have?",
            answer:
              "Up to 15 letters, digits and hyphens. A code with many wide letters is drawn smaller to fit; if it would be too small to read, the tool says so.",
          },
          {
            question: "Can I get the logo in another format?",
            answer: `SVG opens in most design tools and converts to any format. If you need something else, write to ${org.email}.`,
          },
        ],
      },
      {
        kind: "cta",
        id: "start-a-chapter",
        heading: "Not a µLearn campus yet?",
        text: "Start a chapter so your students can learn with peers and mentors all year.",
        actions: [{ label: "Join with your campus", href: "/be-a-part/campus" }],
      },
    ],
  },
  "/community-partners": {
    actions: [
      {
        label: "Partner with us",
        href: mailtoHref("Community partnership with µLearn", org.partnersEmail),
      },
    ],
    sections: [
      {
        kind: "cta",
        id: "become-a-partner",
        heading: "Run a community? Let's work together",
        text: "Clubs, communities and non-profits partner with µLearn to co-host events, share mentors and reach more learners. Tell us about yours.",
        actions: [
          {
            label: "Email us",
            href: mailtoHref("Community partnership with µLearn", org.partnersEmail),
          },
          { label: "See company partners", href: "/company-partners" },
        ],
      },
    ],
  },
  "/company-partners": {
    actions: [{ label: "Partner as a company", href: "/be-a-part/company" }],
    sections: [
      {
        kind: "cta",
        id: "become-a-partner",
        heading: "Want your company here?",
        text: "Mentor learners, set real challenges and meet people who have already shown their work.",
        actions: [
          { label: "How company partnership works", href: "/be-a-part/company" },
          { label: "See community partners", href: "/community-partners" },
        ],
      },
    ],
  },
} satisfies Record<string, ContentPage>;

export type ContentPath = keyof typeof contentPages;
