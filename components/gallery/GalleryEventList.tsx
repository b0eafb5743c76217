import { galleryEvents } from "@/data/gallery";
import { galleryDates, galleryPath, galleryPhotoUrl, photoCount } from "@/lib/gallery";
import { SiteLink } from "@/components/ui/SiteLink";
import { Container } from "@/components/ui/Container";
import { PictureOverText } from "./PictureOverText";

/** /gallery: every event as a card (cover photo, name, dates, place, photo count), newest first. */
export function GalleryEventList() {
  return (
    <Container className="py-12 sm:py-16">
      <ul aria-label="Events" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {galleryEvents.map((event, index) => (
          <li
            key={event.slug}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 dark:border-slate-800 dark:bg-slate-900"
          >
            <PictureOverText
              src={galleryPhotoUrl(event, event.cover)}
              text={event.name}
              textHidden
              load={index === 0 ? "largest" : index < 3 ? "first-screen" : undefined}
              className="text-xl"
            />
            <div className="flex flex-1 flex-col p-5">
              <h2 className="text-lg font-bold text-slate-950 dark:text-white">
                <SiteLink
                  href={galleryPath(event)}
                  className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline"
                >
                  {event.name}
                </SiteLink>
              </h2>
              <p className="mt-1 font-medium text-slate-800 dark:text-slate-200">
                <time dateTime={event.start}>{galleryDates(event)}</time>
              </p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{event.place}</p>
              <p className="mt-auto pt-3 text-sm font-semibold text-brand-700 dark:text-brand-300">
                {photoCount(event.photos)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Container>
  );
}
