import type { ContentPage } from "@/data/content-types";
import { appLinks, signupAction } from "@/data/site";

/** /levelstructure: the seven levels of a µLearner's journey and how karma moves you up them. */
export const levelsPage = {
  actions: [signupAction, { label: "Why levels work", href: "/self-determination-theory" }],
  sections: [
    {
      kind: "cards",
      id: "how-you-rise",
      heading: "How you rise",
      intro:
        "Nobody is promoted by a teacher or a timetable. You move up by doing things and showing them.",
      cards: [
        {
          title: "Pick a task",
          text: "Choose tasks from the open task system, in the fields you care about and at your own pace.",
        },
        {
          title: "Earn karma",
          text: "Each contribution that is checked and verified earns karma points: a record of what you have actually done.",
        },
        {
          title: "Level up",
          text: "Karma carries you from one level to the next, and each level opens something new, such as choosing your interest groups at level 4.",
        },
      ],
    },
    {
      kind: "timeline",
      id: "the-seven-levels",
      heading: "The seven levels",
      intro:
        "The levels tell one story: from introducing yourself to building things that matter and finding the opportunities that follow.",
      steps: [
        {
          title: "Level 1: Who Are You Really?",
          text: "Introduce yourself to the community: who you are and what you care about, not your marks. The aim is to get past the fear of speaking up and to own your story.",
        },
        {
          title: "Level 2: Breaking Your Invisible Cages",
          text: "Face the doubts that hold you back, like thinking you cannot compete with the rest of the world or that an unusual passion is not worth following.",
        },
        {
          title: "Level 3: Tools Are Your New Superpowers",
          text: "Learn the tools makers use every day, such as GitHub, web hosting, Figma and editing software, and move from watching to doing.",
        },
        {
          title: "Level 4: Choose Your Tribe",
          text: "Join the interest groups that match what you love, and start building proof of your work inside them.",
        },
        {
          title: "Level 5: The Global Arena Awaits",
          text: "Enter hackathons and design, film and case competitions, and aim to contribute something, not only to take part.",
        },
        {
          title: "Level 6: Build. Ship. Impact.",
          text: "Ship something that real people use. Proof of work turns into proof of impact, and that is what opens the door to the µVerse.",
        },
        {
          title: "Level 7: Where Talent Meets Opportunity",
          text: "Step into the µVerse, where learners meet fellowships, freelance work and other openings from students, academia, companies and governments.",
        },
      ],
    },
    {
      kind: "cta",
      id: "start",
      heading: "Start at level 1",
      text: "Every journey starts the same way: make your free µLearn profile and introduce yourself.",
      actions: [
        signupAction,
        { label: "Browse the interest groups", href: appLinks.interestGroups, newWindow: true },
      ],
    },
  ],
} satisfies ContentPage;
