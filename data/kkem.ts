import type { ContentPage } from "@/data/content-types";
import { appLinks, externalLinks, mailtoHref, org, signupAction } from "@/data/site";

const kkemSite = { label: "Visit KKEM's website", href: externalLinks.kkem, newWindow: true };

/** The KKEM partnership pages. The authorization route is a hand-off, not here. */
export const kkemPages = {
  "/kkem": {
    actions: [signupAction, kkemSite],
    sections: [
      {
        kind: "prose",
        heading: "Two missions, one goal",
        paragraphs: [
          "The Kerala Knowledge Economy Mission (KKEM) works to connect the people of Kerala with skilled jobs. µLearn builds the skills and the community that get learners ready for them. Together we help learners go from their first task to their first job.",
          "If you are a µLearner, your progress on µLearn can count towards your KKEM profile. If you came from KKEM, µLearn is where you can learn with peers and mentors, for free.",
        ],
      },
      {
        kind: "cards",
        heading: "What the partnership offers",
        cards: [
          {
            title: "Linked accounts",
            text: "Connect your KKEM and µLearn accounts once, so your learning shows up where employers look.",
          },
          {
            title: "Learning circles",
            text: "KKEM learning circles bring learners together around skills that employers in Kerala are asking for.",
            action: { label: "KKEM learning circles", href: "/kkem/learningcircles/dashboard" },
          },
          {
            title: "Events",
            text: "Beyond Us and other joint events open doors to industry, careers and the next step after college.",
            action: { label: "About Beyond Us", href: "/kkem/events/beyondus" },
          },
        ],
      },
      {
        kind: "steps",
        heading: "How to connect your accounts",
        intro:
          "Linking is started from KKEM and finished on the µLearn app. This website never sees your password or keeps your link.",
        steps: [
          {
            title: "Start on KKEM",
            text: "In your KKEM account, choose to connect µLearn. KKEM sends you to µLearn with a one-time link.",
          },
          {
            title: "Sign in to µLearn",
            text: "The link opens the µLearn app. Sign in, or create your free account if you do not have one.",
          },
          {
            title: "Confirm",
            text: "Confirm the connection on the µLearn app. Your learning progress can now be shared with KKEM.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Questions about KKEM and µLearn",
        items: [
          {
            question: "Do I need a KKEM account to use µLearn?",
            answer: "No. µLearn is open to everyone. Linking with KKEM is optional.",
          },
          {
            question: "What is shared when I link my accounts?",
            answer:
              "Your learning progress on µLearn, such as levels and completed tasks. The µLearn app shows exactly what before you confirm.",
          },
          {
            question: "My connection link does not work. What now?",
            answer: `Links expire. Start again from your KKEM account, and if it still fails, write to ${org.email}.`,
          },
        ],
      },
    ],
  },
  "/kkem/events/beyondus": {
    actions: [
      { label: "See the events calendar", href: "/events/calendar" },
      { label: "Ask about Beyond Us", href: mailtoHref("Beyond Us") },
    ],
    sections: [
      {
        kind: "prose",
        heading: "Look beyond the classroom",
        paragraphs: [
          "Beyond Us is an event by KKEM and µLearn for learners who are ready to think about what comes after college: the careers that exist, the skills they need, and the people who can help them get there.",
          "Sessions bring together people from industry, startups and the community, with time to ask questions and meet others on the same path.",
        ],
      },
      {
        kind: "cards",
        heading: "What happens at Beyond Us",
        cards: [
          {
            title: "Talks from industry",
            text: "People working in the fields learners want to enter share how they got there and what they look for.",
          },
          {
            title: "Career conversations",
            text: "Small-group time with mentors to ask about roles, skills and the first job.",
          },
          {
            title: "Meet the community",
            text: "Learners from campuses across Kerala meet, team up and keep in touch through µLearn.",
          },
        ],
      },
      {
        kind: "steps",
        heading: "How to join",
        steps: [
          {
            title: "Join µLearn",
            text: "Event announcements reach the community first, on Discord and the µLearn app.",
          },
          {
            title: "Watch the calendar",
            text: "Dates and registration links are published on the events calendar.",
          },
          {
            title: "Register and come",
            text: "Register through the link in the announcement. Bring your questions.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Don't miss the next one",
        text: "Join the community and keep an eye on the events calendar.",
        actions: [signupAction, { label: "µLearn with KKEM", href: "/kkem" }],
      },
    ],
  },
  "/kkem/learningcircles/dashboard": {
    actions: [
      { label: "Open learning circles", href: appLinks.learningCircles, newWindow: true },
      { label: "How circles work", href: "/learning-circle" },
    ],
    sections: [
      {
        kind: "prose",
        heading: "Learning circles with KKEM",
        paragraphs: [
          "KKEM learning circles are µLearn learning circles focused on the skills that Kerala's employers ask for. Small groups meet every week, learn one topic together, and log their progress.",
          "The live dashboard of circles, members and meetings is on the µLearn app, where you can also join a circle or start one.",
        ],
      },
      {
        kind: "steps",
        heading: "Follow or join a circle",
        steps: [
          {
            title: "Open the app",
            text: "Sign in to the µLearn app and go to Learning Circles.",
          },
          {
            title: "Find a KKEM circle",
            text: "Browse circles by interest group and campus, and see how often each meets.",
          },
          {
            title: "Join and take part",
            text: "Join a circle, meet every week and log each meeting so your progress counts.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What the dashboard shows",
        items: [
          "Circles by interest group, campus and district.",
          "How many members each circle has and when it last met.",
          "Each member's progress and karma from circle work.",
        ],
      },
    ],
  },
} satisfies Record<string, ContentPage>;
