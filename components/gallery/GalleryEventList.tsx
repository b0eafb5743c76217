import { galleryEvents } from "@/data/gallery";
import { galleryDates, galleryPath, galleryPhotoUrl, photoCount } from "@/lib/gallery";
import { SiteLink } from "@/components/ui/SiteLink";
import { Container } from "@/components/ui/Container";
import { PictureOverText } from "./PictureOverText";

/**
 * /gallery: every event as a card (cover photo, name, dates, place, photo count), newest first.
 * On a phone each card is a row, its cover a thumbnail beside the words, so the first screen shows
 * several events and its largest paint is the lead's text, not a photo from the CDN's host. From
 * `sm` up the cards stand in a grid, the cover above the words.
 *
 * In the row the thumbnail is as tall as the card's words, which a slow connection delivers a
 * piece at a time: the browser may draw a card before its dates and place have arrived, and the
 * card grows when they do. The words shown in the thumbnail (while its photo loads, or if it
 * fails) therefore stand at its top, level with the card's heading: centred, they would move down
 * with each line that arrives.
 */
export function GalleryEventList() {
  return (
    <Container className="py-12 sm:py-16">
      <ul aria-label="Events" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {galleryEvents.map((event, index) => (
          <li
            key={event.slug}
            className="group relative flex overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600 sm:flex-col dark:border-slate-800 dark:bg-slate-900"
          >
            <PictureOverText
              src={galleryPhotoUrl(event, event.cover)}
              text={event.name}
              textHidden
              afterPaint={index < 4}
              className="w-24 shrink-0 items-start text-sm sm:w-auto sm:items-center sm:text-xl"
              pictureClassName="before:items-start sm:before:items-center"
            />
            <div className="flex min-w-0 flex-1 flex-col p-4 break-words sm:p-5">
              <h2 className="font-bold text-slate-950 sm:text-lg dark:text-white">
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
              <p className="mt-1 text-sm text-slate-700 sm:text-base dark:text-slate-300">
                {event.place}
              </p>
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
