import type { ContentPage } from "@/data/content-types";
import { appLinks, mailtoHref, org, signupAction } from "@/data/site";

/** Programme pages: /yip, /artofteaching, /trivial-ideas, /learning-circle, /cdr, /hr. */
export const programmePages = {
  "/yip": {
    actions: [
      signupAction,
      { label: "Ask about YIP", href: mailtoHref("Youth Innovation Programme") },
    ],
    sections: [
      {
        kind: "prose",
        heading: "What YIP is",
        paragraphs: [
          "The Youth Innovation Programme (YIP) invites school and college students to look closely at the problems around them (at home, in their village, on their campus) and to build ideas that solve them.",
          "µLearn's community helped run YIP: our organisation team of interns and volunteers supported thousands of young innovators with orientation sessions, mentors and a place to ask questions. You can meet that team on the 2022 team page.",
        ],
      },
      {
        kind: "steps",
        heading: "How the programme runs",
        steps: [
          {
            title: "Register",
            text: "Students sign up individually or as a small team, with a teacher or mentor if they have one.",
          },
          {
            title: "Find a problem",
            text: "Teams pick a real problem from their surroundings and describe who it affects and why it matters.",
          },
          {
            title: "Shape the idea",
            text: "With mentors from the community, teams turn the problem into an idea they can explain, test and improve.",
          },
          {
            title: "Present",
            text: "Teams present their ideas to evaluators. Promising ideas move forward to mentoring and support to build them.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What participants take away",
        items: [
          "The habit of noticing problems and asking who could solve them.",
          "Practice explaining an idea clearly to people who have never heard it.",
          "Mentors and peers who keep helping after the programme ends.",
          "A first step into the µLearn community, its interest groups and its events.",
        ],
      },
      {
        kind: "cta",
        heading: "Keep innovating with µLearn",
        text: "YIP runs in editions. Between them, the µLearn community is where young innovators keep learning, building and finding teammates.",
        actions: [signupAction, { label: "Meet the 2022 YIP team", href: "/team/2022" }],
      },
    ],
  },
  "/artofteaching": {
    actions: [
      { label: "Become an Enabler", href: "/enablers" },
      { label: "Ask about the next edition", href: mailtoHref("Art of Teaching") },
    ],
    sections: [
      {
        kind: "prose",
        heading: "A contest that celebrates teachers",
        paragraphs: [
          "Art of Teaching is µLearn's annual contest for Enablers: the faculty and teachers who guide learners on their campuses. Each entrant records a short lesson on a topic they love and shares how they teach it.",
          "The last edition received more than 150 entries from teachers across Kerala. Every entry became a lesson the whole community can learn from.",
        ],
      },
      {
        kind: "stats",
        heading: "The last edition",
        items: [
          { value: "150+", label: "Lessons entered" },
          { value: "1", label: "Lesson per entrant" },
          { value: "Free", label: "To enter" },
          { value: "Every year", label: "A new edition" },
        ],
      },
      {
        kind: "steps",
        heading: "How to take part",
        steps: [
          {
            title: "Be an Enabler",
            text: "The contest is open to faculty and teachers who have joined µLearn as Enablers. Onboarding takes a few minutes.",
          },
          {
            title: "Record one lesson",
            text: "Pick a topic you teach well and record a short lesson: a whiteboard, a demonstration or slides, whatever shows your craft best.",
          },
          {
            title: "Submit and share",
            text: "Submit your video when the edition opens. Entries are reviewed by a jury and shared with the community.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What the jury looks for",
        items: [
          "Clarity: a learner new to the topic can follow the lesson.",
          "Engagement: the lesson holds attention and invites the learner to try.",
          "Creativity: a fresh way to explain, show or practise the idea.",
          "Care: the lesson respects the learner's time and level.",
        ],
      },
      {
        kind: "cta",
        heading: "Be ready for the next edition",
        text: "Join as an Enabler now, and you will hear about the next edition first.",
        actions: [
          { label: "Become an Enabler", href: "/enablers#onboarding" },
          { label: "Email us", href: mailtoHref("Art of Teaching") },
        ],
      },
    ],
  },
  "/trivial-ideas": {
    actions: [signupAction, { label: "See weekly events", href: "/events/weekly" }],
    sections: [
      {
        kind: "prose",
        heading: "Small ideas, real learning",
        paragraphs: [
          "Trivial Ideas is a µLearn challenge for projects that are small, silly or simply fun: a bot that tells bad jokes, a page that counts cups of tea, a gadget that waters one plant.",
          "The idea does not have to matter. Shipping it does. Building something from start to finish, even something trivial, teaches more than a dozen unfinished big plans. Trivia quizzes and light-hearted rounds run alongside, so everyone can take part.",
        ],
      },
      {
        kind: "steps",
        heading: "How it works",
        steps: [
          {
            title: "Pick a trivial idea",
            text: "Anything small enough to finish in a weekend. Alone or with friends from your interest group.",
          },
          {
            title: "Build it in the open",
            text: "Share progress in the community channels as you go. Ask for help when you are stuck.",
          },
          {
            title: "Show it off",
            text: "Post what you built with a short note on what you learned. Completed challenges earn karma.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Ideas to get you started",
        cards: [
          {
            title: "A bot with one job",
            text: "A Discord bot that replies with the day's canteen menu, or reminds you to drink water.",
          },
          {
            title: "A page for one number",
            text: "A web page that shows a single thing well: days to the exam, or the campus Wi-Fi mood.",
          },
          {
            title: "A gadget that blinks",
            text: "A microcontroller that lights up when your build passes, or when the kettle boils.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Ship something small this week",
        text: "Join µLearn, find your interest group, and post your first trivial idea.",
        actions: [
          signupAction,
          { label: "Explore interest groups", href: appLinks.interestGroups, newWindow: true },
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
        heading: "What a learning circle is",
        paragraphs: [
          "A learning circle is a small group of learners, usually three to eight, who choose one topic and meet every week to learn it together. Nobody lectures: members share what they learned, work through problems and keep each other going.",
          "Circles can meet on campus, online or both. Each circle belongs to an interest group, so its members earn karma for the work they do.",
        ],
      },
      {
        kind: "steps",
        heading: "Start or join a circle",
        steps: [
          {
            title: "Pick an interest group",
            text: "Choose the field you want to learn in: web development, design, data, hardware and many more.",
          },
          {
            title: "Create or join a circle",
            text: "On the µLearn app, create a circle for your campus or join one that is already meeting.",
          },
          {
            title: "Meet every week",
            text: "Agree a time, set a small goal for each meeting, and share what you did.",
          },
          {
            title: "Log your meetings",
            text: "Record each meeting on the app so everyone's progress and karma count.",
          },
        ],
      },
      {
        kind: "list",
        heading: "What makes a circle work",
        items: [
          "A clear goal for the next few weeks, written down where everyone can see it.",
          "A regular time that everyone can keep, even if a meeting is short.",
          "Taking turns: each member explains something to the others.",
          "Sharing your work in public, so others can learn from it too.",
        ],
      },
      {
        kind: "faq",
        heading: "Questions about learning circles",
        items: [
          {
            question: "Do I need to be an expert to start a circle?",
            answer:
              "No. Circles are for learning together; the person who starts one is an organiser, not a teacher.",
          },
          {
            question: "Can members be from different colleges?",
            answer:
              "Yes. Most circles are on one campus, but online circles with members from anywhere are welcome.",
          },
          {
            question: "What if our circle stops meeting?",
            answer:
              "It happens. Join another circle or restart yours with a smaller goal; your logged progress stays.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Learn with a few good people",
        text: "Circles are where most µLearners make their first real progress.",
        actions: [
          { label: "Open learning circles", href: appLinks.learningCircles, newWindow: true },
          { label: "KKEM learning circles", href: "/kkem/learningcircles/dashboard" },
        ],
      },
    ],
  },
  "/hr": {
    actions: [{ label: "Email a nomination", href: mailtoHref("Nomination") }],
    sections: [
      {
        kind: "prose",
        heading: "What a nomination is",
        paragraphs: [
          "Every community has people who quietly make it better: the learner who answers every question, the Enabler who stays late for a learning circle, the mentor who never misses a session. A nomination tells us about them, so the community can recognise them.",
          "Nominations are read by the µLearn team and help us choose people for recognition, for roles in the community, and for programmes such as fellowships.",
        ],
      },
      {
        kind: "list",
        heading: "Who you can nominate",
        items: [
          "Learners who help others learn, lead a circle, or go well beyond their own tasks.",
          "Enablers (faculty and teachers) who support learners on their campus.",
          "Mentors who give their time to the community.",
          "Campus leads and volunteers who keep events and chapters running.",
        ],
      },
      {
        kind: "steps",
        heading: "How to nominate",
        intro:
          "This website has no forms. Nominations are made by email, so you can write as much as the person deserves.",
        steps: [
          {
            title: "Write an email",
            text: `Email ${org.email} with the subject "Nomination". The button on this page starts it for you.`,
          },
          {
            title: "Tell us who and why",
            text: "Give their name, their campus or organisation, their µ-ID if you know it, and what they did, with examples.",
          },
          {
            title: "We read every one",
            text: "The team reviews nominations, may contact you for more detail, and tells the person they were nominated.",
          },
        ],
      },
      {
        kind: "faq",
        heading: "Questions about nominations",
        items: [
          {
            question: "Can I nominate myself?",
            answer:
              "Yes. Tell us what you did and who can tell us more about it. A word from someone else helps.",
          },
          {
            question: "Will the person know I nominated them?",
            answer: "We tell them they were nominated. We share your name only if you say we may.",
          },
          {
            question: "What happens to the details I send?",
            answer:
              "They are used only to consider the nomination. See our privacy policy for how we handle what you send us.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Know someone who deserves it?",
        text: "It takes five minutes, and it may mean a great deal to them.",
        actions: [
          { label: "Email a nomination", href: mailtoHref("Nomination") },
          { label: "Privacy policy", href: "/privacypolicy" },
        ],
      },
    ],
  },
} satisfies Record<string, ContentPage>;
