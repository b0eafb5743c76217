/** The words of the KKEM learning-circle dashboard (LcDashboard.tsx). */
export const lcDashboardText = {
  heading: "Learning circles in numbers",
  source: "These totals come from the public learning-circle dashboard on µLearn's server",
  totals: {
    circles: "Learning circles",
    enrolments: "Enrolments in circles",
    uniqueLearners: "Learners in circles",
  },
  /** Shown in place of a number the page does not have. */
  noFigure: "–",
  noFigureLabel: "not available",
  byGroupHeading: "By interest group",
  chartLabel: "Circles and learners per interest group, as bars",
  legend: { circles: "Circles", learners: "Learners" },
  tableCaption: "Circles and learners per interest group",
  columns: { group: "Interest group", circles: "Circles", learners: "Learners" },
  noGroups: "No figures per interest group in this copy of the page.",
  noGroupsLive: "The dashboard lists no interest groups right now.",
  privacyHeading: "Why there is no list of learners here",
  privacy:
    "The dashboard's enrolment list holds every enrolled student's name, e-mail address and µ-ID. This page shows only totals and never asks for that list: a learner's name and e-mail belong to the learner, not to a public page.",
} as const;
