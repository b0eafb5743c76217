import type { CSSProperties } from "react";
import { afterFirstPaint, textFallback } from "@/lib/picture-fallback";
import { cx } from "@/lib/cx";

/**
 * A gallery card's 4:3 frame: its text, with the photo laid over it. A photo that loads covers the
 * text; one that fails leaves the text alone in the same frame, so nothing moves. With scripts, a
 * failed picture hides (PictureFallback, textFallback); before they run, Chromium and Firefox draw
 * its ::before, the same text. Without scripts no <img> is drawn at all: Safari would draw a
 * failed one as a broken-picture frame over the words, whatever its styles. The photo is the
 * frame's background instead (the same file: a browser without scripts loads every picture at
 * once anyway, as it ignores `loading="lazy"`), and a background that fails draws nothing.
 *
 * The photos come from the CDN, another host. One in or near the first screen (`afterPaint`)
 * starts once the first frame is shown, not before it (afterFirstPaint), so its connection and
 * bytes do not compete with the page's own over a phone's data. The rest load as the reader nears
 * them. The frame is as wide as its box unless `className` sets a width.
 */
export function PictureOverText({
  src,
  text,
  textHidden = false,
  afterPaint = false,
  className,
  pictureClassName,
}: {
  src: string;
  /** What the card is, in words: shown while the photo loads and when it fails. */
  text: string;
  /** The text repeats what the card says next to it (its heading): screen readers skip it. */
  textHidden?: boolean;
  /** A picture in or near the page's first screen: asked for at the first paint; else lazy. */
  afterPaint?: boolean;
  className?: string;
  pictureClassName?: string;
}) {
  return (
    <span
      className={cx(
        "relative grid aspect-[4/3] place-items-center bg-brand-50 p-4 text-center font-semibold text-brand-800 dark:bg-slate-800 dark:text-brand-200",
        className,
      )}
    >
      <span aria-hidden={textHidden || undefined}>{text}</span>
      {/* eslint-disable-next-line @next/next/no-img-element -- a plain img laid over its text */}
      <img
        src={src}
        // The text under it names the photo: the picture itself adds nothing to say.
        alt=""
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
        data-caption={text}
        {...textFallback}
        {...(afterPaint ? afterFirstPaint : {})}
        className={cx(
          "absolute inset-0 size-full object-cover before:absolute before:inset-0 before:grid before:place-items-center before:bg-brand-50 before:p-4 before:text-center before:content-[attr(data-caption)] no-js:hidden dark:before:bg-slate-800",
          pictureClassName,
        )}
      />
      <span
        data-photo=""
        style={{ "--photo": `url(${src})` } as CSSProperties}
        className="absolute inset-0 hidden bg-(image:--photo) bg-cover bg-center no-js:block"
      />
    </span>
  );
}
