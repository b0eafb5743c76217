import { routeMetadata } from "@/lib/metadata";
import { weeklyEvents } from "@/data/events";
import { PageHeader } from "@/components/sections/PageHeader";
import { EventCard } from "@/components/events/EventCard";

const path = "/events/weekly";
export const metadata = routeMetadata(path);

export default function EventsWeeklyPage() {
  return (
    <>
      <PageHeader path={path} />
      <div className="mx-auto max-w-site px-4 py-14 sm:px-6">
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">
          Every session is free, online and open to every µLearn member. Times are India time (IST);
          each card also shows the next session in your own time zone, and &ldquo;Add to
          calendar&rdquo; gives you a weekly reminder.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {weeklyEvents.map((event, index) => (
            <EventCard key={event.id} event={event} priority={index === 0} />
          ))}
        </ul>
      </div>
    </>
  );
}
