import type { ContentPage } from "@/data/content-types";
import { appLinks, signupAction } from "@/data/site";

/**
 * /be-a-part/learners: who a learner is, what they get, how karma works and how to begin, in our
 * words (the newer site's learners page gives the facts: open to anyone curious; resources, tasks,
 * community, mentors, proof of work; karma points), then the top learners (components/learners/).
 */
export const learnersPage: ContentPage = {
  actions: [signupAction],
  sections: [
    {
      kind: "prose",
      id: "who",
      heading: "Who is a learner?",
      paragraphs: [
        "A µLearner is anyone who wants to learn by doing: a college student, a working professional, a beginner writing a first line of code, or someone moving into a new career.",
        "No degree or background is asked for. What counts is curiosity and the habit of showing up: learning a little every week, with others who are learning too.",
      ],
    },
    {
      kind: "cards",
      id: "what-you-get",
      heading: "What you get as a learner",
      cards: [
        {
          title: "Paths to follow",
          text: "Resources gathered by the community and structured learning paths, so you know what to learn next.",
        },
        {
          title: "Tasks and real projects",
          text: "Practise each skill with tasks and projects that look like real work, not just exercises.",
        },
        {
          title: "Peers and interest groups",
          text: "A community to learn with: interest groups for your field and learning circles that meet every week.",
        },
        {
          title: "Mentors",
          text: "Guidance from professionals who work in the field, including people at well-known companies.",
        },
        {
          title: "Proof of your work",
          text: "Everything you complete is recorded, so your growth is visible to you and to anyone you show it to.",
        },
        {
          title: "Doors that open",
          text: "Karma and a record of real work help when you apply for internships, jobs and programmes.",
        },
      ],
    },
    {
      kind: "cards",
      id: "karma",
      heading: "How karma works",
      columns: 2,
      intro:
        "Karma points are µLearn's measure of what you have done. You earn them for tasks and contributions once they are checked, and they move you up the levels.",
      cards: [
        {
          title: "It shows real progress",
          text: "Karma comes from work that was completed and verified, not from time spent or boxes ticked.",
        },
        {
          title: "It rewards steady effort",
          text: "A little every week adds up: consistency earns more than one big burst.",
        },
        {
          title: "It makes you visible",
          text: "Leaderboards and your profile show your karma to the community, mentors and companies.",
        },
        {
          title: "It opens the next level",
          text: "Karma carries you through the seven levels, and each level opens something new.",
          action: { label: "See the seven levels", href: "/levelstructure" },
        },
      ],
    },
    {
      kind: "steps",
      id: "begin",
      heading: "How to begin",
      steps: [
        {
          title: "Create your account",
          text: "Sign up for free on the µLearn app and get your µ-ID.",
          action: { label: "Create an account", href: appLinks.signup, newWindow: true },
        },
        {
          title: "Choose an interest group",
          text: "Pick the field you want to grow in and join its group, with its leads and mentors.",
          action: { label: "Browse the interest groups", href: "/interest-groups" },
        },
        {
          title: "Do tasks and earn karma",
          text: "Take on tasks, share what you make, help others, and watch your karma and level grow.",
        },
      ],
    },
  ],
};

/** The words of the top learners' block (components/learners/). */
export const learnersText = {
  heading: "Top learners",
  intro:
    "The learners and colleges with the most karma on µLearn's leaderboards, this month and of all time.",
  source: "These rankings come from the public leaderboards on µLearn's server",
  boards: {
    monthly: "This month",
    allTime: "All time",
    colleges: "Colleges",
  },
  columns: { rank: "Rank", name: "Learner", institution: "Institution", karma: "Karma" },
  collegeColumns: { rank: "Rank", name: "College", students: "Learners", karma: "Karma" },
  muid: "µ-ID",
  empty: "No rankings in this copy of the page.",
  emptyLive: "The leaderboard is empty right now.",
  noInstitution: "–",
} as const;
