import { routeMetadata } from "@/lib/metadata";
import { weeklyEvents, weeklyEventsMore, weeklyEventsNote } from "@/data/events";
import { Container } from "@/components/ui/Container";
import { PageHeader } from "@/components/sections/PageHeader";
import { EventCard } from "@/components/events/EventCard";
import { TextLink } from "@/components/ui/TextLink";
import { TitledSection } from "@/components/ui/TitledSection";

const path = "/events/weekly";
export const metadata = routeMetadata(path);

export default function EventsWeeklyPage() {
  return (
    <>
      <PageHeader path={path} />
      <Container className="py-14">
        <p className="max-w-3xl text-slate-700 dark:text-slate-300">{weeklyEventsNote}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {weeklyEvents.map((event, index) => (
            <EventCard key={event.id} event={event} priority={index === 0} />
          ))}
        </ul>
        <TitledSection id="more-events" heading={weeklyEventsMore.heading} className="mt-14">
          <ul className="mt-4 space-y-3">
            {weeklyEventsMore.links.map((link) => (
              <li key={link.href}>
                <TextLink href={link.href}>{link.label}</TextLink>
              </li>
            ))}
          </ul>
        </TitledSection>
      </Container>
    </>
  );
}
