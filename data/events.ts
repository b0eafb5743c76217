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
      "Relaxed conversations on life beyond the syllabus. The schedule is not fixed: sessions are announced in the community.",
    about: [
      "Salt Mango Tree is the community's unhurried corner: conversations about the things a syllabus leaves out, from money and health to choosing a path after college, with people who have been there.",
      "Sessions do not follow a fixed weekly slot, so we do not list a time here. Each one is announced in the community ahead of time.",
    ],
    image: "/images/events/saltmangotree.svg",
    slot: null,
    firstDate: null,
    scheduleNote:
      "No fixed weekly time: each session is announced on the µLearn Discord server and on µLearn's social channels.",
    where: "On the µLearn Discord server",
    whoFor: "Everyone in the community.",
    howToJoin: [
      "Create your µLearn profile on the learning app.",
      "Join the µLearn Discord server from your profile and connect your µ-ID.",
      "Watch the server's announcements for the next session.",
    ],
  },
];

/** The note above the weekly events' cards. */
export const weeklyEventsNote =
  "Every session is free, online and open to every µLearn member. Times are India time (IST); each card also shows the next session in your own time zone, and “Add to calendar” gives you a weekly reminder.";

export const weeklyEvents = parseDataFile("data/events.ts", z.array(weeklyEventSchema), events);

export function weeklyEvent(id: string) {
  const event = weeklyEvents.find((e) => e.id === id);
  if (!event) throw new Error(`data/events.ts has no event "${id}"`);
  return event;
}
