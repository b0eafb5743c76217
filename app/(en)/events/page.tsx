import { routeMetadata } from "@/lib/metadata";
import { eventsHubText as text } from "@/data/events-hub";
import { PageHeader } from "@/components/sections/PageHeader";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { EventsHubSection } from "@/components/events/EventsHubSection";

const path = "/events";
export const metadata = routeMetadata(path);

export default function EventsPage() {
  return (
    <>
      <PageHeader path={path}>
        <ButtonLink href="/events/calendar">{text.calendarLink}</ButtonLink>
        <ButtonLink href="/events/weekly" variant="secondary">
          {text.weeklyLink}
        </ButtonLink>
      </PageHeader>
      <EventsHubSection path={path} />
    </>
  );
}
