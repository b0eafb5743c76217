import { eventsHubWords as text } from "@/data/page-words/events-hub";
import { appEventUrl, formatEventTimes, type HubEvent } from "@/lib/live/events";
import { Card } from "@/components/ui/Card";
import { CardDetail } from "@/components/ui/CardDetail";
import { textLinkClass } from "@/components/ui/text-link-look";

/**
 * One event of the hub: its title, whether it is on now, its times in India, type, organiser and
 * how to take part, and its page on the app (which asks for a login, as the hub's note says).
 */
export function HubEventCard({
  event,
  status,
}: {
  event: HubEvent;
  status: "ongoing" | "upcoming";
}) {
  const where = event.attendance
    ? [text.attendance[event.attendance], event.attendance !== "online" ? event.city : null]
        .filter(Boolean)
        .join(", ")
    : null;
  return (
    <Card as="article" className="flex h-full flex-col">
      <p className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-100 px-2.5 py-1 text-brand-900 dark:bg-brand-900 dark:text-brand-100">
          {text.status[status]}
        </span>
        {event.featured ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
            {text.featured}
          </span>
        ) : null}
      </p>
      <h3 className="mt-3 text-lg font-bold text-slate-950 dark:text-white">{event.title}</h3>
      <dl className="mt-4 grid gap-y-3 text-sm">
        <CardDetail label={text.labels.when}>{formatEventTimes(event)} IST</CardDetail>
        {event.type ? <CardDetail label={text.labels.type}>{event.type}</CardDetail> : null}
        {event.organiser ? (
          <CardDetail label={text.labels.organiser}>{event.organiser}</CardDetail>
        ) : null}
        {where ? <CardDetail label={text.labels.where}>{where}</CardDetail> : null}
      </dl>
      <p className="mt-auto pt-5">
        {/* The app's page, in this tab: a plain link (the site's link rules are for its own pages). */}
        <a href={appEventUrl(event.id)} className={textLinkClass}>
          {text.openOnApp}
          <span className="sr-only">{` for ${event.title}`}</span>
        </a>
      </p>
    </Card>
  );
}
