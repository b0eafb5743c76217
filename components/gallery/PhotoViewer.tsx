"use client";

import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
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
 * keys; the ends wrap round) and Close (the button, Escape or a press outside the photo). A native
 * modal <dialog>: the browser keeps the focus inside and the page behind it inert. Every way of
 * closing goes through the dialog's own close, so `onClose` runs once, after the browser has put
 * the focus back where it was when the viewer opened: whatever the caller then focuses stays.
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
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [failed, setFailed] = useState<Set<string>>(() => new Set());
  const shown = index ?? 0;
  const photo = photos[shown]!;
  const move = (step: number) => onMove((shown + step + photos.length) % photos.length);
  const close = () => dialog.current?.close();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (index !== null && !element.open) element.showModal();
    if (index === null && element.open) element.close();
  }, [index]);

  // The arrows work wherever the focus is while the viewer is open.
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

  // The dialog fills the screen; a press on its own box, around the photo and controls, is outside.
  const closeOutside = (event: MouseEvent<HTMLElement>) => {
    if (event.target === event.currentTarget) close();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => onClose(shown)}
      onClick={closeOutside}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none items-center justify-center overflow-hidden border-0 bg-transparent p-3 text-white open:flex backdrop:bg-slate-950/90 sm:p-6"
    >
      <div className="flex max-h-full w-full max-w-5xl flex-col gap-3">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-base font-semibold sm:text-lg">
            {photo.alt}
          </h2>
          <button type="button" onClick={close} className={buttonClass}>
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
      </div>
    </dialog>
  );
}
