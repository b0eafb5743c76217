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
