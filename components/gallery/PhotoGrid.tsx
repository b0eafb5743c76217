"use client";

import { lazy, Suspense, useCallback, useRef, useState, type MouseEvent } from "react";
import { PictureOverText } from "./PictureOverText";
import type { GalleryPhoto } from "./PhotoViewer";

const loadViewer = () => import("./PhotoViewer");
// Loaded on the first sign of interest (pointer, touch or focus on a photo), not with the page.
const PhotoViewer = lazy(loadViewer);

/**
 * An event's photos as thumbnails. Each is a link to the photo itself, so it works without
 * JavaScript; with it, a press opens the viewer on that photo, and closing the viewer puts the
 * focus back on the thumbnail of the photo it showed last.
 */
export function PhotoGrid({ label, photos }: { label: string; photos: GalleryPhoto[] }) {
  const [current, setCurrent] = useState<number | null>(null);
  const [wanted, setWanted] = useState(false);
  const thumbnails = useRef<(HTMLAnchorElement | null)[]>([]);
  const preload = () => void loadViewer().catch(() => {});

  const open = (index: number) => (event: MouseEvent) => {
    // A new tab or window, or a download, is the browser's to handle.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    setWanted(true);
    setCurrent(index);
  };

  // The viewer calls this once it has closed and the browser has put the focus back on the
  // thumbnail that opened it: the thumbnail of the photo shown last takes it from there.
  const close = useCallback((last: number) => {
    setCurrent(null);
    thumbnails.current[last]?.focus();
  }, []);

  return (
    <>
      <ul
        aria-label={label}
        // Each photo's words are its place in the album ("…, photo 1 of 5"): not for the search.
        data-pagefind-ignore=""
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4"
      >
        {photos.map((photo, index) => (
          <li key={photo.n}>
            <a
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              href={photo.src}
              onClick={open(index)}
              onPointerEnter={preload}
              onTouchStart={preload}
              onFocus={preload}
              className="block overflow-hidden rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <PictureOverText
                src={photo.src}
                text={photo.alt}
                afterPaint={index < 8}
                className="text-sm"
                pictureClassName="transition hover:scale-105 motion-reduce:transition-none"
              />
            </a>
          </li>
        ))}
      </ul>
      {wanted ? (
        <Suspense fallback={null}>
          <PhotoViewer photos={photos} index={current} onMove={setCurrent} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
