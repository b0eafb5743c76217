import type { ContentPage } from "@/data/content-types";
import { appLinks, signupAction } from "@/data/site";

/** The landing page (/): header actions, then its sections after the supporters strip. */
export const homePage = {
  actions: [signupAction, { label: "See this week's events", href: "/events/weekly" }],
  sections: [
    {
      kind: "steps",
      id: "get-started",
      heading: "Get started in four steps",
      intro: "It takes a few minutes to join, and you can start learning the same day.",
      steps: [
        {
          title: "Create your profile",
          text: "Sign up on the µLearn app with your campus or organisation. It is free, for everyone.",
        },
        {
          title: "Join the Discord server",
          text: "The community lives on Discord: ask questions, join events and meet people learning what you are.",
        },
        {
          title: "Connect your µ-ID",
          text: "A bot asks for the µ-ID on your profile. Once connected, your onboarding starts and your work earns karma.",
        },
        {
          title: "Do tasks, rise through levels",
          text: "Complete tasks to level up. At level 4 you choose your Interest Groups and go deep.",
        },
      ],
    },
    {
      kind: "cards",
      id: "interest-groups",
      heading: "Learn what you love in Interest Groups",
      intro:
        "Interest Groups bring together learners, mentors and tasks around one field. Here are some of them.",
      cards: [
        {
          title: "Web and mobile development",
          text: "Build sites and apps, from your first page to production code reviewed by peers.",
        },
        {
          title: "Artificial intelligence and data",
          text: "Work with data, train models and learn how AI systems are built and used responsibly.",
        },
        {
          title: "Design",
          text: "UI, UX and graphic design: learn to make things people enjoy using, with critique from designers.",
        },
        {
          title: "Hardware and IoT",
          text: "Circuits, microcontrollers and connected devices, built at maker nights and hackathons.",
        },
        {
          title: "Cybersecurity",
          text: "Learn how systems are attacked and defended, with capture-the-flag challenges.",
        },
        {
          title: "Product, business and communication",
          text: "Product management, marketing, content and public speaking, for every kind of career.",
        },
      ],
    },
    {
      kind: "cards",
      id: "programmes",
      heading: "Programmes and events",
      cards: [
        {
          title: "Weekly events",
          text: "Inspiration Station Radio, Open Mic, Mentor Connect and Salt Mango Tree, every week on Discord.",
          action: { label: "This week's events", href: "/events/weekly" },
        },
        {
          title: "In50Hours",
          text: "Pitch an idea, build a prototype and get funded, all in 50 hours.",
          action: { label: "About In50Hours", href: "/in50hours" },
        },
        {
          title: "Learning circles",
          text: "Small groups that meet every week to learn one topic together.",
          action: { label: "How learning circles work", href: "/learning-circle" },
        },
      ],
    },
    {
      kind: "cards",
      id: "for-you",
      heading: "µLearn is for",
      cards: [
        {
          title: "Campuses",
          text: "Start a µLearn chapter so your students learn with peers, mentors and industry all year.",
          action: { label: "Join with your campus", href: "/be-a-part/campus" },
        },
        {
          title: "Companies",
          text: "Mentor learners, set real challenges and meet people who have already shown their work.",
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
      id: "register",
      heading: "Your first task is waiting",
      text: "Create your free profile, join the community and start learning by doing today. Already a member? Log in to your dashboard.",
      actions: [signupAction, { label: "Log in", href: appLinks.login, newWindow: true }],
    },
  ],
} satisfies ContentPage;
