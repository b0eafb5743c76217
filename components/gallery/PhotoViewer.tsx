"use client";

import { useEffect, useState } from "react";
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "@/components/ui/icons";
import { MISSING_PHOTO } from "./gallery-picture";

/** One photo of an event: its number (from 1), its address and its text alternative. */
export interface GalleryPhoto {
  n: number;
  src: string;
  alt: string;
}

const buttonClass =
  "inline-flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/90 text-slate-900 hover:bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The photo viewer: one photo large, with Previous and Next (buttons, or the left and right arrow
 * keys; the ends wrap round) and Close (the button, Escape or a press outside). Headless UI's
 * Dialog keeps the focus inside while it is open.
 */
export default function PhotoViewer({
  photos,
  index,
  onMove,
  onClose,
}: {
  photos: GalleryPhoto[];
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onMove: (index: number) => void;
  /** Called with the index of the photo shown last. */
  onClose: (last: number) => void;
}) {
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const shown = index ?? 0;
  const photo = photos[shown]!;
  const move = (step: number) => onMove((shown + step + photos.length) % photos.length);

  // The arrows work wherever the focus is while the viewer is open (it may still be on the
  // thumbnail while the viewer's code arrives).
  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      if (step === 0 || event.defaultPrevented) return;
      event.preventDefault();
      onMove((index + step + photos.length) % photos.length);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [index, onMove, photos.length]);

  return (
    <Dialog open={index !== null} onClose={() => onClose(shown)} className="fixed inset-0 z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-950/90" />
      <div className="fixed inset-0 flex items-center justify-center p-3 sm:p-6">
        <DialogPanel className="flex max-h-full w-full max-w-5xl flex-col gap-3 text-white">
          <div className="flex items-center justify-between gap-3">
            <DialogTitle className="text-base font-semibold sm:text-lg">{photo.alt}</DialogTitle>
            <button type="button" onClick={() => onClose(shown)} className={buttonClass}>
              <CloseIcon size={22} />
              <span className="sr-only">Close the viewer</span>
            </button>
          </div>
          <div className="relative aspect-[4/3] max-h-[75vh] w-full">
            {/* eslint-disable-next-line @next/next/no-img-element -- the CDN's file as it is */}
            <img
              key={photo.src}
              src={failed.has(photo.src) ? MISSING_PHOTO : photo.src}
              alt={photo.alt}
              onError={() => setFailed((set) => new Set(set).add(photo.src))}
              className="absolute inset-0 size-full object-contain"
            />
          </div>
          <div className="flex items-center justify-center gap-4">
            <button type="button" onClick={() => move(-1)} className={buttonClass}>
              <ChevronLeftIcon size={24} />
              <span className="sr-only">Previous photo</span>
            </button>
            <p aria-live="polite" className="min-w-20 text-center font-medium">
              {photo.n} of {photos.length}
            </p>
            <button type="button" onClick={() => move(1)} className={buttonClass}>
              <ChevronRightIcon size={24} />
              <span className="sr-only">Next photo</span>
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
