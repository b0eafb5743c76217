import { fallbackProps } from "@/lib/picture-fallback";

/** The picture a gallery photo shows when the CDN does not have it: a neutral frame, same size. */
export const MISSING_PHOTO = "/images/gallery/missing.svg";

/** Props for a gallery <img>: a missing photo gives way to MISSING_PHOTO (PictureFallback). */
export const galleryFallback = fallbackProps(MISSING_PHOTO);
