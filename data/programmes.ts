import type { ContentPage } from "@/data/content-types";
import { appLinks, contacts, programmeLinks, signupAction } from "@/data/site";

/** Programme pages: /yip, /artofteaching, /trivial-ideas, /learning-circle, /hr (its form: components/hr/). */
export const programmePages = {
  "/yip": {
    actions: [
      { label: "Apply on the YIP portal", href: programmeLinks.yipApply, newWindow: true },
      { label: "Pre-register", href: programmeLinks.yipPreRegistration, newWindow: true },
    ],
    sections: [
      {
        kind: "prose",
        id: "about",
        heading: "What YIP 5.0 is",
        paragraphs: [
          "The Young Innovators Programme is backed by the Government of Kerala. It invites college and university students to bring an idea, shape it with a team and put it before evaluators, from the district level up to the state.",
          "This page takes you through each step of registering an idea. Two of the steps also earn you karma points on µLearn.",
        ],
      },
      {
        kind: "steps",
        id: "procedure",
        heading: "How to register your idea",
        intro: "Eight steps, from your first form to the winners' announcement.",
        marker: "label",
        steps: [
          {
            title: "Pre-Registration",
            text: "Fill in the pre-registration form and confirm it with the OTP you receive. Your login details arrive by email.",
            action: {
              label: "Open pre-registration",
              href: programmeLinks.yipPreRegistration,
              newWindow: true,
            },
          },
          {
            title: "Ideator Registration",
            text: "Log in with those details and complete your profile.",
            action: { label: "Log in to YIP", href: programmeLinks.yipLogin, newWindow: true },
          },
          {
            title: "Voice of Stakeholder course",
            text: "Finish the Voice of Stakeholder (VOS) module, then post about it on µLearn with #yip5.0-vos to earn 400 karma.",
          },
          {
            title: "Team Formation",
            text: "Form a team of 2 to 5. One member creates the team; the others join with its name and password.",
          },
          {
            title: "Idea Submission",
            text: "The team's creator submits the idea. Post your certificate on µLearn with #yip5.0-idea to earn 800 karma. Each person can be part of up to 2 ideas.",
          },
          {
            title: "Institutional Approval",
            text: "Your college or university approves the idea.",
          },
          {
            title: "Preliminary Evaluation",
            text: "Evaluators review the ideas. Teams are selected at district and state level, and selected teams win prizes.",
          },
          {
            title: "Winner Announcement",
            text: "Winning teams are announced and receive financial and mentoring support to take their idea further.",
          },
        ],
      },
      {
        kind: "stats",
        id: "karma",
        heading: "Karma you can earn",
        items: [
          { value: "400", label: "Karma for the VOS course", note: "Post with #yip5.0-vos" },
          { value: "800", label: "Karma for submitting an idea", note: "Post with #yip5.0-idea" },
        ],
      },
      {
        kind: "cta",
        id: "apply",
        heading: "Ready to bring your idea?",
        text: "Start on the YIP portal. The µLearn team that supported earlier editions of YIP is on our team page.",
        actions: [
          { label: "Apply on the YIP portal", href: programmeLinks.yipApply, newWindow: true },
          { label: "Meet the 2022 YIP team", href: "/team/2022" },
        ],
      },
    ],
  },
  "/artofteaching": {
    actions: [
      {
        label: "Register for Art of Teaching 4.0",
        href: programmeLinks.artOfTeachingRegistration,
        newWindow: true,
      },
      { label: "Become an Enabler", href: "/enablers" },
    ],
    sections: [
      {
        kind: "prose",
        id: "about",
        heading: "A contest for people who teach",
        paragraphs: [
          "Art of Teaching is µLearn's yearly contest for Enablers: the faculty and teachers who guide learners on their campuses. It celebrates good teaching and shares it with everyone.",
          "This is the fourth edition, and its theme is “Lessons of The Future.”",
        ],
      },
      {
        kind: "steps",
        id: "levels",
        heading: "Two levels",
        marker: "label",
        steps: [
          {
            title: "Level 1: Show how you teach",
            text: "Introduce yourself, then record a 5-minute video lesson on a selected topic.",
          },
          {
            title: "Level 2: Design a course",
            text: "Write a detailed design document for a course: what it teaches, in what order, and how.",
          },
        ],
      },
      {
        kind: "stats",
        id: "editions",
        heading: "Past editions",
        items: [
          { value: "100+", label: "Entries in the first edition" },
          { value: "150+", label: "Entries in the last edition" },
        ],
        source:
          "The first edition's count is from the Art of Teaching page of µLearn's website, the last edition's from its Enablers page.",
      },
      {
        kind: "list",
        id: "judges",
        heading: "Former judges",
        items: ["Dr T M George", "Ann Andrews", "Rajeev J Sebastian"],
      },
      {
        kind: "cta",
        id: "register",
        heading: "Share the way you teach",
        text: "Register for Art of Teaching 4.0. Not an Enabler yet? Onboarding takes a few minutes.",
        actions: [
          {
            label: "Register now",
            href: programmeLinks.artOfTeachingRegistration,
            newWindow: true,
          },
          { label: "Become an Enabler", href: "/enablers#onboarding" },
        ],
      },
    ],
  },
  "/trivial-ideas": {
    actions: [
      { label: "Join the µLearn Discord", href: programmeLinks.discordInvite, newWindow: true },
      signupAction,
    ],
    sections: [
      {
        kind: "prose",
        id: "about",
        heading: "Build the idea nobody asked for",
        paragraphs: [
          "Trivial Ideas is µLearn's monthly build contest. Take a strange, wild “what if” and turn it into a real, working product that people can open and use.",
          "The idea can be as odd as you like. What counts is that you build it, ship it and show it.",
        ],
      },
      {
        kind: "cards",
        id: "why",
        heading: "Why take part",
        columns: 2,
        cards: [
          { title: "Build and deploy", text: "Take your idea all the way to something live." },
          { title: "Make connections", text: "Meet builders who can push you further." },
          { title: "Win prizes", text: "Compete for a share of the ₹1 lakh prize pool." },
          { title: "Get feedback", text: "Hear from mentors on what you built." },
        ],
      },
      {
        kind: "table",
        id: "prizes",
        heading: "Prizes",
        intro: "Six places share the ₹1 lakh prize pool.",
        caption: "Trivial Ideas prizes by place",
        columns: ["Place", "Prize"],
        rows: [
          ["1st", "₹50,000"],
          ["2nd", "₹25,000"],
          ["3rd", "₹12,500"],
          ["4th", "₹6,250"],
          ["5th", "₹3,125"],
          ["6th", "₹1,600"],
        ],
        note: "Alongside the cash prizes: +400 karma points on µLearn.",
      },
      {
        kind: "steps",
        id: "rules",
        heading: "The rules, step by step",
        steps: [
          { title: "Develop", text: "Build your idea into a working product." },
          { title: "Host it as a PWA", text: "Put it online as a progressive web app." },
          {
            title: "Link your code",
            text: "Add a link to the GitHub repository in your app's About section.",
          },
          { title: "Evaluation", text: "Your entry is evaluated." },
          {
            title: "Share it",
            text: "Post your entry in the Trivial Ideas channel on the µLearn Discord with #buildinship.",
          },
          { title: "Win", text: "The best entries win the prizes above." },
        ],
      },
      {
        kind: "cta",
        id: "submit",
        heading: "What will you build this month?",
        text: "Join the µLearn Discord to find the Trivial Ideas channel, and follow the contest on Instagram.",
        actions: [
          { label: "Join the µLearn Discord", href: programmeLinks.discordInvite, newWindow: true },
          {
            label: "See Trivial Ideas on Instagram",
            href: programmeLinks.trivialIdeasPost,
            newWindow: true,
          },
        ],
      },
    ],
  },
  "/learning-circle": {
    actions: [
      { label: "Find a learning circle", href: appLinks.learningCircles, newWindow: true },
      signupAction,
    ],
    sections: [
      {
        kind: "prose",
        id: "about",
        heading: "What a learning circle is",
        paragraphs: [
          "A learning circle is a small group of learners on a campus who pick a topic in one interest group and learn it together, peer to peer. Nobody lectures: members share what they found, help each other through problems and keep each other going.",
          "Circles meet for about an hour each week. Their work earns karma on µLearn, so every member's progress counts.",
        ],
      },
      {
        kind: "stats",
        id: "reach",
        heading: "Learning circles so far",
        items: [
          { value: "01", label: "State" },
          { value: "16", label: "Districts" },
          { value: "20+", label: "Interest groups", live: "interestGroups" },
          { value: "500+", label: "Campuses" },
          { value: "2500+", label: "Learning circles", live: "learningCircles" },
        ],
        source: "Counts as published on the learning circles page of µLearn's website.",
      },
      {
        kind: "steps",
        id: "start",
        heading: "Create or join a circle",
        steps: [
          {
            title: "Sign in on the µLearn app",
            text: "Learning circles live on the app. Create your free account if you do not have one.",
          },
          {
            title: "Find circles near you",
            text: "Look for circles on your campus and in the interest groups you follow.",
          },
          {
            title: "Join or create one",
            text: "Join a circle that fits, or start your own and invite your friends.",
          },
        ],
      },
      {
        kind: "cta",
        id: "open",
        heading: "Learn with a few good people",
        text: "Find a circle on your campus, or start the first one.",
        actions: [
          { label: "Open learning circles", href: appLinks.learningCircles, newWindow: true },
          { label: "KKEM learning circles", href: "/kkem/learningcircles/dashboard" },
        ],
      },
    ],
  },
  "/hr": {
    sections: [
      {
        kind: "prose",
        id: "why",
        heading: "Why nominate an HR contact",
        paragraphs: [
          "µLearn works with companies on hiring and skilling: year-round hiring through Launchpad, the Top 100 Series, internships and learning circles run for a company's needs. The quickest way to start is often a person inside the company who already knows you.",
          "Nominate the HR person you know, and µLearn's industry engagement team will contact them about what the company and the community could do together.",
        ],
        actions: [{ label: "How companies work with µLearn", href: "/be-a-part/company" }],
      },
      {
        kind: "faq",
        id: "questions",
        heading: "Questions about nominating",
        items: [
          {
            question: "Should I tell the HR person first?",
            answer:
              "Please do. A message from µLearn is easier to answer when they know it is coming, and that you suggested it.",
          },
          {
            question: "What happens to the details I give?",
            answer: `They go to µLearn's partnerships team (${contacts.partnersEmail}), who use them only to contact the person you nominated. This website keeps nothing: what you type stays in this tab until you send it.`,
          },
          {
            question: "Can I talk to someone instead?",
            answer: `Yes: write to ${contacts.partnersEmail} or call ${contacts.partnersPhone}.`,
          },
        ],
      },
    ],
  },
} satisfies Record<string, ContentPage>;
