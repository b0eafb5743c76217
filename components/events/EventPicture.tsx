import { publicDrawing } from "@/lib/drawing";
import { EventImage } from "./EventImage";

/**
 * An event's picture. A small drawing of the site's own goes into the page itself (lib/drawing.ts):
 * drawn in the first frame, with no request of its own. Any other picture, a photo from the asset
 * host among them, is an EventImage. Either way it is decoration beside the event's name.
 */
export function EventPicture({
  src,
  sizes,
  priority = false,
  eventId,
}: {
  src: string;
  /** The displayed width, as for `<img sizes>`. */
  sizes: string;
  /** The page's largest paint when it is a picture (EventImage). */
  priority?: boolean;
  /** Makes the drawing's ids the page's own. */
  eventId: string;
}) {
  const drawing = publicDrawing(src, `${eventId}-picture-`);
  if (!drawing) return <EventImage src={src} sizes={sizes} priority={priority} />;
  return (
    <svg
      viewBox={drawing.viewBox}
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-drawing={src}
      className="aspect-video h-auto w-full bg-brand-100 dark:bg-slate-800"
      dangerouslySetInnerHTML={{ __html: drawing.markup }}
    />
  );
}
