import { cdnUrl } from "@/data/hosts";
import { galleryEvents, type GalleryEvent } from "@/data/gallery";
import { formatDate } from "@/lib/format";

export type { GalleryEvent };

/** The event of a gallery page, or undefined for a slug the gallery does not have. */
export const galleryEvent = (slug: string) => galleryEvents.find((event) => event.slug === slug);

/** The gallery page of an event. */
export const galleryPath = (event: Pick<GalleryEvent, "slug">) => `/gallery/${event.slug}`;

/** Photo `n` (from 1) of an event, on the CDN: assets/gallery/<folder>/<n>.webp. */
export const galleryPhotoUrl = (event: Pick<GalleryEvent, "folder">, n: number) =>
  cdnUrl(`assets/gallery/${event.folder}/${n}.webp`);

/** The photos of an event, in order, with the words a screen reader gives each. */
export const galleryPhotos = (event: GalleryEvent) =>
  Array.from({ length: event.photos }, (_, index) => ({
    n: index + 1,
    src: galleryPhotoUrl(event, index + 1),
    alt: `${event.name}, photo ${index + 1} of ${event.photos}`,
  }));

/**
 * An event's days as people write them: "14 March 2024", "16–18 November 2023", or across two
 * months "30 July – 2 August 2024" (and years, when those differ too).
 */
export function galleryDates({ start, end }: Pick<GalleryEvent, "start" | "end">): string {
  if (!end) return formatDate(start);
  const [startYear, startMonth] = start.split("-");
  const [endYear, endMonth] = end.split("-");
  const last = formatDate(end);
  if (startYear !== endYear) return `${formatDate(start)} – ${last}`;
  const first = formatDate(start).replace(` ${startYear}`, "");
  if (startMonth !== endMonth) return `${first} – ${last}`;
  return `${first.split(" ")[0]}–${last}`;
}

/** "1 photo" or "22 photos". */
export const photoCount = (count: number) => `${count} ${count === 1 ? "photo" : "photos"}`;
