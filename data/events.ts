import { parseDataFile, weeklyEventSchema, type WeeklyEventInput } from "@/data/schema";
import { z } from "zod";

/**
 * The weekly events and their pages. Times are India time. A change here updates the weekly
 * page, the event's own page and its "Add to calendar" file.
 */
const events: WeeklyEventInput[] = [
  {
    id: "isr",
    path: "/isr",
    name: "Inspiration Station Radio",
    summary:
      "A live weekly talk show on the µLearn Discord: learners, alumni and guests on how they got where they are.",
    about: [
      "Inspiration Station Radio is µLearn's weekly live audio show. Each episode a guest from the community, a learner who shipped something, an alumnus now in industry, a founder or a teacher, talks about the road they took, the mistakes they made and what they would do differently.",
      "It is informal and interactive: listeners raise a hand to ask questions, and many episodes end with the guest pointing at a task, a course or an interest group to start with.",
    ],
    image: "/images/events/isr.svg",
    slot: { weekday: 2, hour: 20, minute: 0, durationMinutes: 60 },
    firstDate: "2025-01-07",
    where: "Live on the µLearn Discord server (stage channel)",
    whoFor: "Anyone in the community, especially learners deciding what to learn next.",
    howToJoin: [
      "Create your µLearn profile on the learning app.",
      "Join the µLearn Discord server from your profile and connect your µ-ID.",
      "On Tuesday at 8:00 PM India time, open the Discord server and join the live stage.",
    ],
  },
  {
    id: "openmic",
    path: "/events/openmic",
    name: "Open Mic",
    summary:
      "An open stage every Thursday: share a project, a lesson, a poem or a question with the community.",
    about: [
      "Open Mic is the community's open stage. Anyone can take the mic for a few minutes: to demo a project, explain something they learned that week, read something they wrote, or ask for help with a problem.",
      "There is no audition and no slide deck needed. It is the easiest way to practise speaking in public, and to find people working on the same things you are.",
    ],
    image: "/images/events/openmic.svg",
    slot: { weekday: 4, hour: 20, minute: 0, durationMinutes: 60 },
    firstDate: "2025-01-02",
    where: "Live on the µLearn Discord server (stage channel)",
    whoFor: "Every learner: first-timers are especially welcome.",
    howToJoin: [
      "Create your µLearn profile on the learning app.",
      "Join the µLearn Discord server from your profile and connect your µ-ID.",
      "On Thursday at 8:00 PM India time, join the stage and raise your hand to speak, or just listen.",
    ],
  },
  {
    id: "mentorconnect",
    path: "/events/mentorconnect",
    name: "Mentor Connect",
    summary:
      "Friday evenings with mentors from industry: ask about careers, skills and the work behind the job titles.",
    about: [
      "Mentor Connect brings a mentor from industry or academia to the community every Friday. The mentor opens with a short talk on their field, then the session turns into open questions about careers, skills, interviews and the day-to-day reality of the work.",
      "It is a chance to meet mentors before you ask one for help on the learning app, and to hear answers to questions you did not know to ask.",
    ],
    image: "/images/events/mentorconnect.svg",
    slot: { weekday: 5, hour: 19, minute: 0, durationMinutes: 60 },
    firstDate: "2025-01-03",
    where: "Live on the µLearn Discord server (stage channel)",
    whoFor: "Learners preparing for internships and jobs, and anyone curious about a field.",
    howToJoin: [
      "Create your µLearn profile on the learning app.",
      "Join the µLearn Discord server from your profile and connect your µ-ID.",
      "On Friday at 7:00 PM India time, join the stage; bring a question.",
    ],
  },
  {
    id: "saltmangotree",
    path: "/events/saltmangotree",
    name: "Salt Mango Tree",
    summary:
      "English-speaking practice every Wednesday: talk, listen and grow confident speaking English with the community.",
    about: [
      "Salt Mango Tree is the community's English-speaking practice. Understanding English and speaking it are different skills: here you practise speaking out loud, with friendly people who are learning too.",
      "Nobody is marked and nobody laughs at a mistake. The more you speak, the easier it gets: English, English, and more English.",
    ],
    image: "/images/events/saltmangotree.svg",
    // The foundation gives the day (Wednesday) but no time, so there is no slot or calendar file.
    slot: null,
    firstDate: null,
    scheduleNote: "Every Wednesday (time not yet published)",
    where: "On the µLearn Discord server",
    whoFor: "Every learner who wants to speak English with more confidence.",
    howToJoin: [
      "Create your µLearn profile on the learning app.",
      "Join the µLearn Discord server from your profile and connect your µ-ID.",
      "Look out for Salt Mango Tree on the server on Wednesdays.",
    ],
  },
];

/** The note above the weekly events' cards. */
export const weeklyEventsNote =
  "Every session is free, online and open to every µLearn member. Times are India time (IST); each card also shows the next session in your own time zone, and “Add to calendar” gives you a weekly reminder.";

/** Where the weekly page leads next: the hub and the shows whose pages list their sessions. */
export const weeklyEventsMore = {
  heading: "More events",
  links: [
    { label: "Upcoming events from the events calendar", href: "/events" },
    { label: "Office Hour: Q&A sessions with peers and mentors", href: "/events/office-hour" },
    {
      label: "Grab Your Superpowers: weekly skill sessions from campuses",
      href: "/events/grab-your-superpowers",
    },
  ],
} as const;

export const weeklyEvents = parseDataFile("data/events.ts", z.array(weeklyEventSchema), events);

export function weeklyEvent(id: string) {
  const event = weeklyEvents.find((e) => e.id === id);
  if (!event) throw new Error(`data/events.ts has no event "${id}"`);
  return event;
}
