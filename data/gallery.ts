import { expectFileName, GALLERY_DIR, readContentFolder } from "@/data/content-files";
import { galleryEventSchema, type GalleryEvent } from "@/data/schema";

export type { GalleryEvent, GalleryEventInput } from "@/data/schema";

/**
 * The photo gallery: one file an event in content/gallery/ (edited from /admin), with its dates,
 * its place and its photos. The photos live on the foundation's CDN as the newer site lays them
 * out, `assets/gallery/<folder>/<n>.webp` for n = 1 to `photos` (docs/deploy.md lists every
 * file); `cover` is the number of the photo its card shows. /gallery lists the events newest
 * first, and each has its own page at /gallery/<slug>.
 */

/** Every gallery event, newest first (events of the same day by slug). */
export const galleryEvents: GalleryEvent[] = readContentFolder(GALLERY_DIR, galleryEventSchema)
  .map(({ file, slug, data }) => {
    expectFileName(file, "slug", data.slug, slug);
    return data;
  })
  .sort((a, b) => b.start.localeCompare(a.start) || a.slug.localeCompare(b.slug));
