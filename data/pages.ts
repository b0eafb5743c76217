import type { ContentPage, Section } from "@/data/content-types";
import { mailtoHref, org, signupAction } from "@/data/site";
import { programmePages } from "@/data/programmes";
import { kkemPages } from "@/data/kkem";
import { donationPages } from "@/data/donation";
import { careersPage } from "@/data/careers";
import { homePage } from "@/data/home";
import { enablersPage } from "@/data/enablers";
import { in50hoursPage } from "@/data/in50hours";

/** How a learner progresses, shown on About and Manifesto. */
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
        label: "Talk to us",
        href: mailtoHref("Company partnership with µLearn", org.partnersEmail),
      },
    ],
    sections: [
      {
        kind: "cards",
        heading: "Why partner with µLearn",
        cards: [
          {
            title: "Meet proven talent",
            text: "Learners here build a public record of tasks, projects and karma. You see what someone has done before you interview them.",
          },
          {
            title: "Shape what is learned",
            text: "Bring real problems from your industry as tasks and challenges. Learners practise on the work you actually need done.",
          },
          {
            title: "Grow your engineers as mentors",
            text: "Mentoring sharpens your team's leadership and communication, and puts your brand in front of Kerala's campuses.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What a partner company gets",
        items: [
          "A listing on our company partners page and in the community.",
          "Challenges and tasks run under your name, with submissions you can review.",
          "Mentor slots in Mentor Connect and interest groups for your team.",
          "Introductions to learners whose work matches your openings, for internships and jobs.",
          "A voice in the skills our interest groups focus on next.",
        ],
      },
      {
        kind: "steps",
        heading: "How to start",
        steps: [
          {
            title: "Write to us",
            text: `Email ${org.partnersEmail} with your company, the skills you hire for, and how you would like to take part.`,
          },
          {
            title: "Plan together",
            text: "We agree a first engagement: a challenge, a mentoring slot, or a hiring drive, with a named contact on each side.",
          },
          {
            title: "Run and review",
            text: "We run it with the community, share the results, and decide together what to do next.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Questions companies ask",
        items: [
          {
            question: "Does partnering cost anything?",
            answer:
              "There is no fee to mentor or to post challenges. Sponsorships of events and programmes are welcome and agreed case by case.",
          },
          {
            question: "How much time does mentoring take?",
            answer:
              "As little as one hour-long session a month. Many mentors start with a single Mentor Connect session.",
          },
          {
            question: "Can we hire through µLearn?",
            answer:
              "Yes. We introduce learners whose work fits your roles; the hiring decision and process stay entirely yours.",
          },
          {
            question: "Which fields do learners work in?",
            answer:
              "Software, design, data, hardware, marketing, management and more: each has an interest group with its own tasks.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Let's talk",
        text: "Tell us what your team needs and how you would like to help learners grow.",
        actions: [
          {
            label: "Email the partnerships team",
            href: mailtoHref("Company partnership with µLearn", org.partnersEmail),
          },
          { label: "See our company partners", href: "/company-partners" },
        ],
      },
    ],
  },
  "/be-a-part/campus": {
    actions: [
      { label: "Start a campus chapter", href: mailtoHref("Starting a µLearn campus chapter") },
    ],
    sections: [
      {
        kind: "cards",
        heading: "Why bring µLearn to your campus",
        cards: [
          {
            title: "Learning beyond the syllabus",
            text: "Students learn the skills industry asks for through tasks and interest groups, alongside their degree.",
          },
          {
            title: "A community on campus",
            text: "Campus leads and learning circles keep students learning together, every week, not only before exams.",
          },
          {
            title: "Connections to industry",
            text: "Mentors, challenges and internships from partner companies reach your students through the community.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What your campus gets",
        items: [
          "A µLearn campus chapter with student leads, supported by the zonal and district teams.",
          "Enabler support for faculty who want to guide learners (see the Enablers page).",
          "Your campus's karma and progress, visible to your students and to you.",
          "Events, workshops and meet-ups with other campuses in your district and zone.",
          "A co-branded campus logo for your chapter, from the campus logo generator.",
        ],
      },
      {
        kind: "steps",
        heading: "How to start",
        steps: [
          {
            title: "Get your students on µLearn",
            text: "Students create profiles on the µLearn app and choose your college, so your campus appears in the community.",
          },
          {
            title: "Name a campus lead and an Enabler",
            text: "A student lead runs the chapter; a faculty Enabler supports them. Write to us with both names.",
          },
          {
            title: "Launch your chapter",
            text: "We help with an orientation session and your first learning circle, and connect you to your district team.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Questions campuses ask",
        items: [
          {
            question: "Does it cost the college anything?",
            answer: "No. µLearn is free for learners and for campuses.",
          },
          {
            question: "Which students can join?",
            answer:
              "Any student of any stream or year. Interest groups cover technical and non-technical fields.",
          },
          {
            question: "How much faculty time does it need?",
            answer:
              "An Enabler typically spends a few hours a month: meeting the student leads, attending meet-ups and encouraging learners.",
          },
          {
            question: "Can a college without a tech department join?",
            answer:
              "Yes. Arts, science, commerce and management campuses run thriving chapters too.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Ready to start?",
        text: "Write to us with your college, a student lead and a faculty Enabler, and we will take it from there.",
        actions: [
          {
            label: "Email us to start a chapter",
            href: mailtoHref("Starting a µLearn campus chapter"),
          },
          { label: "Make your campus logo", href: "/campus-logo-generator" },
        ],
      },
    ],
  },
  "/manifesto": {
    sections: [
      {
        kind: "prose",
        heading: "Why we exist",
        paragraphs: [
          "Too many talented people leave college with a degree and no idea what they are good at. Not because they cannot learn, but because nobody showed them how to learn on their own, or gave them people to learn with.",
          "µLearn exists to change that: a community where learning is something you do every day, in public, with others, and where what you have done counts for more than what you were taught.",
        ],
      },
      {
        kind: "cards",
        heading: "What we stand for",
        cards: [
          {
            title: "Learn in public",
            text: "Share what you are learning while you learn it. Your unfinished work helps someone else start.",
          },
          {
            title: "Learn from peers",
            text: "The person one step ahead of you is often the best teacher you will find. Ask, and answer.",
          },
          {
            title: "Learn by doing",
            text: "Read less, build more. A task completed teaches more than a chapter highlighted.",
          },
          {
            title: "Give back",
            text: "Everyone who grows here helps the next person grow: as a mentor, a lead, or a kind reply.",
          },
          {
            title: "Belong, whoever you are",
            text: "Every college, every stream, every background. Curiosity is the only requirement.",
          },
          {
            title: "Honest progress",
            text: "Karma and levels reflect real work. We do not fake progress, and we do not copy it.",
          },
        ],
      },
      progression,
      {
        kind: "cta",
        heading: "If this sounds like you",
        text: "Join the community and start your first task today.",
        actions: [signupAction, { label: "See weekly events", href: "/events/weekly" }],
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
          "Use it on your chapter's posters, social media pages, certificates and event banners.",
          "Use the SVG for print and large banners; it stays sharp at any size. Use the PNG at 4x for slides and social media.",
          "Pick the light version on light backgrounds and the dark version on dark or photo backgrounds.",
          "Do not stretch, recolour or redraw the µ mark, and keep some empty space around the logo.",
        ],
      },
      {
        kind: "faq",
        id: "questions",
        heading: "Questions about the logo",
        items: [
          {
            question: "Is my campus name sent anywhere?",
            answer: "No. The logo is drawn in your browser; nothing you type leaves your device.",
          },
          {
            question: "Our name is very long. What happens?",
            answer:
              "It wraps onto up to three lines and the text gets smaller to fit. If it is still too long, use the short name your students use, such as an abbreviation.",
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
