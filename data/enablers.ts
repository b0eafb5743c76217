import type { ContentPage } from "@/data/content-types";
import { appLinks, externalLinks } from "@/data/site";

/** The Enablers page: who they are, then anchored Benefits, Program and Onboarding sections. */
export const enablersPage = {
  actions: [
    { label: "Become an Enabler", href: appLinks.signup, newWindow: true },
    { label: "See the benefits", href: "#benefits" },
  ],
  sections: [
    {
      kind: "prose",
      heading: "Who is an Enabler",
      paragraphs: [
        "An Enabler is a faculty member or teacher in an institute (teaching assistants and presenters included) who guides µLearn's learners on their campus and keeps learning alongside them.",
        "Enablers connect the classroom to the community: they spot students who are ready for more, point them to interest groups and mentors, and bring what industry is doing back into their teaching.",
      ],
      jumpLinks: [
        { id: "benefits", label: "Benefits" },
        { id: "program", label: "Program" },
        { id: "onboarding", label: "Onboarding" },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits",
      cards: [
        {
          title: "Industry Immersion Programs",
          items: [
            "Short-term internships in industry, so you stay current with practice and emerging technology.",
            "See how the skills you teach are used at work, and bring real problems back to class.",
          ],
        },
        {
          title: "Up-Skill Programs",
          items: [
            "Insights from industry mentors and skill upgrading in your own field.",
            "Workshops on technology, no-code tools, Git and GitHub.",
            "Open-source programs you can join and bring your students into.",
          ],
        },
        {
          title: "Meet-ups",
          items: [
            "Networking with industry and with Enablers from other campuses.",
            "Monthly district meet-ups, online or in person, to review how involvement in each college is going.",
            "Zonal meet-ups once every 3 months, run with the help of three zonal heads.",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "program",
      heading: "Program",
      columns: 2,
      cardActions: "button",
      cards: [
        {
          title: "Learning Fest for Enablers",
          text: "A festival of mentoring skills for Enablers: sessions on guiding learners, giving feedback and running learning circles, with peers from across Kerala.",
          action: {
            label: "Enroll Now",
            href: externalLinks.learningFestRegistration,
            newWindow: true,
          },
        },
        {
          title: "Art of Teaching",
          text: "An annual teaching contest: Enablers submit a video of themselves teaching a topic their way. The last edition drew 150+ entries, with cash prizes for the best.",
          action: { label: "Know More", href: "/artofteaching" },
        },
      ],
    },
    {
      kind: "steps",
      id: "onboarding",
      heading: "Onboarding",
      marker: "label",
      steps: [
        {
          title: "Create Profile",
          text: "Create your profile on the µLearn app and register as faculty by choosing “I'm teaching in an Institute”. Then go to Connect Discord.",
          action: { label: "Create your profile", href: appLinks.signup, newWindow: true },
        },
        {
          title: "Join Discord and connect your µ-ID",
          text: "Join the µLearn Discord server. A bot sends you a direct message asking you to connect your µ-ID, which is shown on your profile. Once it is connected, your onboarding starts.",
          action: {
            label: "Join the Discord server",
            href: externalLinks.enablersDiscord,
            newWindow: true,
          },
        },
        {
          title: "Add Interest Groups",
          text: "You get access to the #lvl1-info channel. Rise through the levels by doing tasks; at level 4 you can edit your Interest Groups on your profile page.",
        },
      ],
    },
  ],
} satisfies ContentPage;
