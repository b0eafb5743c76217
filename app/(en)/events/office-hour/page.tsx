import { routeMetadata } from "@/lib/metadata";
import { shows } from "@/data/shows";
import { PageHeader } from "@/components/sections/PageHeader";
import { ShowSessionsSection } from "@/components/events/ShowSessionsSection";

const show = shows["office-hours"];
export const metadata = routeMetadata(show.path);

export default function OfficeHourPage() {
  return (
    <>
      <PageHeader path={show.path} />
      <ShowSessionsSection id={show.id} className="py-14" />
    </>
  );
}
