"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { PlayIcon } from "@/components/ui/icons";
import { keepPressAttribute, takeKeptPress } from "@/lib/early-press";

/**
 * A video that costs nothing until it is wanted: a button with the video's title, which on press
 * becomes the player's frame in the same box (no shift), and takes the focus with it. A press
 * before the page's scripts ran is kept by the page's `KeepPress` script, and carried out here as
 * the button mounts.
 */
export function VideoPlayer({
  title,
  src,
  play = "Play",
}: {
  title: string;
  src: string;
  /** The button's word before the title, in the page's language (content/i18n, `videos.play`). */
  play?: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const playKeptPress = useCallback((button: HTMLButtonElement | null) => {
    if (button && takeKeptPress(button)) setPlaying(true);
  }, []);

  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  return (
    <div className="relative aspect-video overflow-hidden rounded-xl bg-brand-950">
      {playing ? (
        <iframe
          ref={frame}
          title={title}
          src={src}
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <button
          ref={playKeptPress}
          type="button"
          onClick={() => setPlaying(true)}
          {...{ [keepPressAttribute]: "" }}
          // The early script may have marked it busy before hydration; the mount clears that.
          suppressHydrationWarning
          className="absolute inset-0 flex cursor-pointer flex-col items-center justify-center gap-3 p-4 text-center font-semibold text-white hover:bg-brand-900 aria-busy:cursor-progress aria-busy:bg-brand-900 motion-safe:aria-busy:[&>span:first-child]:animate-pulse [@media(scripting:none)]:hidden"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-white text-brand-700">
            <PlayIcon size={28} />
          </span>
          <span>
            {play}: {title}
          </span>
        </button>
      )}
    </div>
  );
}
