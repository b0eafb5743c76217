import {
  galleryDates,
  galleryPath,
  galleryPhotos,
  photoCount,
  type GalleryEvent,
} from "@/lib/gallery";
import { PageHeader } from "@/components/sections/PageHeader";
import { Container } from "@/components/ui/Container";
import { TextLink } from "@/components/ui/TextLink";
import { PhotoGrid } from "./PhotoGrid";

/** An event's gallery page: when and where it was, then its photos and the viewer. */
export function GalleryEventView({ event }: { event: GalleryEvent }) {
  return (
    <>
      <PageHeader path={galleryPath(event)}>
        {/* The terms' column has a width of its own: sized by its widest term, it grew when a
            wider one arrived after the first line had been drawn, and moved that line. */}
        <dl className="grid gap-x-8 gap-y-2 text-slate-800 sm:grid-cols-[5rem_1fr] dark:text-slate-200">
          <dt className="font-semibold">When</dt>
          <dd>
            <time dateTime={event.start}>{galleryDates(event)}</time>
          </dd>
          <dt className="font-semibold">Where</dt>
          <dd>{event.place}</dd>
          <dt className="font-semibold">Photos</dt>
          <dd>{photoCount(event.photos)}</dd>
        </dl>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <PhotoGrid label={`Photos from ${event.name}`} photos={galleryPhotos(event)} />
        <p className="mt-10" data-pagefind-ignore="">
          <TextLink href="/gallery">Back to every event in the gallery</TextLink>
        </p>
      </Container>
    </>
  );
}
