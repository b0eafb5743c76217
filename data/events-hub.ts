import { appOrigin } from "@/data/app-origin";

/** The words of the /events hub (components/events/EventsHub.tsx). */
export const eventsHubText = {
  heading: "Upcoming and ongoing events",
  /** Where the list comes from, before any date: said plainly on every state of the hub. */
  source: "Events come from the events calendar on µLearn's server",
  window: "The list covers today and the next 92 days. Times are India time (IST).",
  appNote: `Each event's own page is on the µLearn app (${new URL(appOrigin).host}), which asks you to log in.`,
  noneInCopy: "No events in this copy of the page.",
  noneMatch: "No event matches these filters.",
  noneAtAll: "No event is planned in the next 93 days yet.",
  filters: "Filter events",
  showLabel: "Show",
  showAll: "All events",
  showFeatured: "Featured events",
  modeLabel: "Taking part",
  modeAny: "Online or in person",
  typeLabel: "Type",
  typeAny: "Every type",
  pages: "Pages of events",
  previousPage: "Previous page",
  nextPage: "Next page",
  pageOf: (page: number, total: number) => `Page ${page} of ${total}`,
  openOnApp: "Open on the app",
  labels: { when: "When", type: "Type", organiser: "Organiser", where: "Where" },
  attendance: { online: "Online", "in-person": "In person", hybrid: "Online and in person" },
  status: { ongoing: "On now", upcoming: "Upcoming" },
  featured: "Featured",
  moreHeading: "More ways to find events",
  calendarLink: "The events calendar",
  weeklyLink: "The weekly events",
} as const;
