import { routeMetadata } from "@/lib/metadata";
import { embeds } from "@/data/site";
import { PageHeader } from "@/components/sections/PageHeader";
import { FrameWithFallback } from "@/components/sections/FrameWithFallback";
import { SiteLink } from "@/components/ui/SiteLink";

const path = "/events/calendar";
export const metadata = routeMetadata(path);

export default function EventsCalendarPage() {
  return (
    <>
      <PageHeader path={path} />
      <div className="mx-auto max-w-site px-4 py-10 sm:px-6">
        <p className="mb-8 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
          Workshops, hackathons, meet-ups and talks across the community, in one calendar. Select an
          event to see its details and how to take part. The sessions that happen every week are on
          the{" "}
          <SiteLink
            href="/events/weekly"
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            weekly events
          </SiteLink>{" "}
          page.
        </p>
        {/* §2: the styled calendar frame is 700px high. */}
        <FrameWithFallback name="the µLearn events calendar" src={embeds.calendar} height="700px" />
      </div>
    </>
  );
}
