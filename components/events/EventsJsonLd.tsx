import { eventJsonLd, type HubEvent } from "@/lib/live/events";

/**
 * schema.org data drawn at build time only: the page's Content-Security-Policy allows each
 * inline script by its hash, so it must never change later. Nothing is drawn for no items.
 */
export function JsonLd({ items }: { items: readonly Record<string, unknown>[] }) {
  if (items.length === 0) return null;
  // "<" as \u003c: an event title can never close the script element.
  const json = JSON.stringify(items).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** schema.org `Event` data for the snapshot's events (those a search engine would accept). */
export function EventsJsonLd({ events }: { events: readonly HubEvent[] }) {
  return <JsonLd items={events.map(eventJsonLd).filter((item) => item !== null)} />;
}
