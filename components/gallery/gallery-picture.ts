/** The picture the photo viewer shows when the CDN does not have a photo: a neutral frame, same size. */
export const MISSING_PHOTO = "/images/gallery/missing.svg";
