import { eventJsonLd, type HubEvent } from "@/lib/live/events";

/**
 * schema.org `Event` data for the snapshot's events, drawn at build time only: the page's
 * Content-Security-Policy allows each inline script by its hash, so it must never change later.
 */
export function EventsJsonLd({ events }: { events: readonly HubEvent[] }) {
  const items = events.map(eventJsonLd).filter((item) => item !== null);
  if (items.length === 0) return null;
  // "<" as \u003c: an event title can never close the script element.
  const json = JSON.stringify(items).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
