import type { ContentPage } from "@/data/content-types";
import { appLinks, externalLinks, org, programmeLinks, signupAction } from "@/data/site";

const kkemSite = { label: "Visit KKEM's website", href: externalLinks.kkem, newWindow: true };

/** The KKEM partnership pages. The authorization route is a hand-off, not here. */
export const kkemPages = {
  "/kkem": {
    actions: [kkemSite, signupAction],
    sections: [
      {
        kind: "prose",
        id: "about",
        heading: "µLearn and KKEM",
        paragraphs: [
          "The Kerala Knowledge Economy Mission (KKEM) helps the people of Kerala find skilled work. µLearn works with KKEM so that job seekers can learn the skills employers ask for, with peers and mentors, for free.",
          "KKEM job seekers can link their µLearn account, their µ-ID, to their KKEM profile. No µ-ID yet? Create one on the µLearn app in a few minutes.",
        ],
      },
      {
        kind: "cards",
        id: "interest-groups",
        heading: "Pick a skill to learn",
        intro: "Ten interest groups, each with its own learning material on learn.mulearn.org.",
        columns: 2,
        cardActions: "button",
        cards: [
          {
            title: "Android",
            text: "Build apps for Android phones.",
            action: {
              label: "Start learning",
              href: programmeLinks.learn.android,
              newWindow: true,
            },
          },
          {
            title: "Front-End",
            text: "Make web pages and web apps that people use in the browser.",
            action: {
              label: "Start learning",
              href: programmeLinks.learn.frontEnd,
              newWindow: true,
            },
          },
          {
            title: "Blockchain",
            text: "Learn how blockchains and decentralised apps work.",
            action: {
              label: "Start learning",
              href: programmeLinks.learn.blockchain,
              newWindow: true,
            },
          },
          {
            title: "Artificial Intelligence",
            text: "Work with data and build systems that learn from it.",
            action: { label: "Start learning", href: programmeLinks.learn.ai, newWindow: true },
          },
          {
            title: "AR/VR",
            text: "Create augmented and virtual reality experiences.",
            action: { label: "Start learning", href: programmeLinks.learn.arvr, newWindow: true },
          },
          {
            title: "QA",
            text: "Test software so that it works the way it should.",
            action: { label: "Start learning", href: programmeLinks.learn.qa, newWindow: true },
          },
          {
            title: "Product Management",
            text: "Decide what to build, for whom, and why.",
            action: {
              label: "Start learning",
              href: programmeLinks.learn.productManagement,
              newWindow: true,
            },
          },
          {
            title: "IoT",
            text: "Connect sensors and devices to the internet.",
            action: { label: "Start learning", href: programmeLinks.learn.iot, newWindow: true },
          },
          {
            title: "UI/UX",
            text: "Design interfaces that are clear and pleasant to use.",
            action: { label: "Start learning", href: programmeLinks.learn.uiux, newWindow: true },
          },
          {
            title: "Cyber Security",
            text: "Learn how systems are attacked and how to defend them.",
            action: {
              label: "Start learning",
              href: programmeLinks.learn.cyberSecurity,
              newWindow: true,
            },
          },
        ],
      },
      {
        kind: "cards",
        id: "events",
        heading: "Events with KKEM",
        intro: "Events µLearn has run in partnership with KKEM.",
        cards: [
          {
            title: "GTA: SandShores",
            text: "14–15 October.",
            action: { label: "Visit GTA", href: programmeLinks.gtaSandShores, newWindow: true },
          },
          {
            title: "Learning Fest",
            text: "7 August 2023.",
            action: {
              label: "Visit Learning Fest",
              href: programmeLinks.learningFest2023,
              newWindow: true,
            },
          },
          {
            title: "GTA: CodeStorm",
            text: "19–20 August.",
            action: {
              label: "Visit CodeStorm",
              href: programmeLinks.gtaCodeStorm,
              newWindow: true,
            },
          },
          {
            title: "Beyond Us Hackathon",
            text: "8–9 August 2023, as part of Kerala Skill Express.",
            action: { label: "About Beyond Us", href: "/kkem/events/beyondus" },
          },
          { title: "Karma Fest", text: "May 2023." },
        ],
      },
      {
        kind: "cta",
        id: "learning-circles",
        heading: "Learn together in a circle",
        text: "KKEM learning circles are small groups that meet every week to learn one skill together.",
        actions: [
          { label: "KKEM learning circles", href: "/kkem/learningcircles/dashboard" },
          { label: "How learning circles work", href: "/learning-circle" },
        ],
      },
    ],
  },
  "/kkem/events/beyondus": {
    note: "8–9 August 2023 · a past event",
    actions: [{ label: "µLearn with KKEM", href: "/kkem" }, kkemSite],
    sections: [
      {
        kind: "prose",
        id: "about",
        heading: "About the hackathon",
        paragraphs: [
          "Beyond Us was a hackathon µLearn ran with the Kerala Knowledge Economy Mission in 2023, as part of Kerala Skill Express. Teams put their technical knowledge and problem solving to the test in two domains: design and software.",
        ],
      },
      {
        kind: "stats",
        id: "in-numbers",
        heading: "Beyond Us in numbers",
        items: [
          { value: "200+", label: "Participants" },
          { value: "375+", label: "Registrations" },
          { value: "50K", label: "Worth of prizes" },
        ],
      },
      {
        kind: "table",
        id: "design-winners",
        heading: "Winners: design",
        caption: "Beyond Us winners in the design domain",
        columns: ["Team", "What they designed", "Link"],
        rows: [
          [
            "Team DT12",
            "A simple app for scheduling your day",
            { label: "Figma file", href: programmeLinks.beyondUsWinners.dt12, newWindow: true },
          ],
          [
            "Team DT05",
            "A platform where students network and work on projects together",
            "Not published",
          ],
          [
            "Team DT08",
            "A mobile app for recording attendance",
            { label: "Figma file", href: programmeLinks.beyondUsWinners.dt08, newWindow: true },
          ],
        ],
      },
      {
        kind: "table",
        id: "software-winners",
        heading: "Winners: software",
        caption: "Beyond Us winners in the software domain",
        columns: ["Team", "What they built", "Link"],
        rows: [
          [
            "Team ST03",
            "CV Wizard, a tool that reads CVs and organises their details",
            { label: "Code on GitHub", href: programmeLinks.beyondUsWinners.st03, newWindow: true },
          ],
          ["Team ST10", "Not published", "Not published"],
          [
            "Team ST13",
            "Ekipa, a platform for managing teams and sharing out tasks",
            { label: "Code on GitHub", href: programmeLinks.beyondUsWinners.st13, newWindow: true },
          ],
        ],
      },
      {
        kind: "cta",
        id: "more",
        heading: "More with KKEM",
        text: "See the other events µLearn has run with KKEM, and the skills you can learn now.",
        actions: [{ label: "µLearn with KKEM", href: "/kkem" }],
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
          "The totals above come from µLearn's public learning-circle dashboard. Circles themselves, with their meetings, are on the µLearn app, where you can join a circle or start one.",
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
        heading: "What the app shows about a circle",
        items: [
          "Circles by interest group, campus and district.",
          "How many members each circle has and when it last met.",
          "Each member's progress and karma from circle work.",
        ],
      },
    ],
  },
} satisfies Record<string, ContentPage>;

/** What /kkem's linking block and its form (/kkem?jsid=…) say; components/kkem/ draws them. */
export const kkemLinking = {
  section: {
    heading: "Link your µ-ID to KKEM",
    text: "KKEM's job portal (DWMS) brings you to this page with your profile in the address. Enter your µ-ID, and we email you a link to confirm.",
    noLink:
      "To link your accounts, open µLearn from your profile on KKEM's job portal: it brings you back here with the form ready.",
    needsJavaScript:
      "Linking your account needs JavaScript. Turn it on in your browser, then open the link from KKEM again.",
  },
  form: {
    label: "Your µ-ID or email address",
    hint: "The µ-ID (such as name@mulearn) or the email address of your µLearn account.",
    submit: "Email me a confirmation link",
    busy: "Sending…",
    sentTitle: "Check your email",
    sentNote: "The link in the email works for one hour. Open it on any device to finish linking.",
    failedTitle: "The email was not sent",
    unreadableAddress:
      "The address from KKEM could not be read. Go back to your KKEM profile and open the µLearn link again.",
    another: "Use another µ-ID or email",
    tooFast: "That was quicker than we expected. Check your µ-ID, then press the button again.",
    noMuid: "No µ-ID yet? Create one on the µLearn app",
  },
} as const;

/**
 * What the confirmation page (/kkem/authorization/<token>/) says: its own export, so the linking
 * form's page does not ship these words.
 */
export const kkemConfirmationText = {
  heading: "Confirm your KKEM link",
  intro:
    "You opened the confirmation link from your email. Confirm, and your KKEM profile and your µLearn account are linked.",
  confirm: "Link my accounts",
  busy: "Linking…",
  incompleteTitle: "This link is not complete",
  incomplete:
    "Open the whole link from the email (some email apps break long links), or ask for a new one: open µLearn again from your KKEM profile and enter your µ-ID.",
  linkedTitle: "Your accounts are linked",
  next: "Next, join a learning circle on the µLearn app. It asks you to log in first.",
  learningCircles: "Find a learning circle",
  expiredTitle: "This link has expired",
  expired:
    "Confirmation links work for one hour. For a new one, open µLearn again from your KKEM profile and enter your µ-ID: a fresh link arrives by email.",
  unknownLinkTitle: "This link no longer works",
  unknownLink:
    "A newer link may have replaced it: use the latest email. Or ask for a new one from your KKEM profile.",
  kkemRefusedTitle: "KKEM did not accept the link",
  kkemRefused: `KKEM could not match this link to your job-seeker profile. Start again from your KKEM profile; if it happens again, write to ${org.email}.`,
  unreadableTitle: "This link could not be read",
  unreadable:
    "Check that you opened the whole link from the email (some email apps break long links), or ask for a new one from your KKEM profile.",
  refusedTitle: "The accounts were not linked",
  retryTitle: "No answer from our server",
  retry: "Try again",
  aboutKkem: "µLearn and KKEM",
  needsJavaScript:
    "Confirming needs JavaScript. Turn it on in your browser, then open the link from your email again.",
} as const;
