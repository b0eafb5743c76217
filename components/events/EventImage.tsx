"use client";

import { useCallback, useState } from "react";
import assetLoader from "@/lib/image-loader";
import { afterFirstPaint } from "@/lib/picture-fallback";

/**
 * An event picture from the asset host, at the width the phone needs; if it fails, this site's
 * public copy; if that fails too, the sized box stays. `priority`: the page's largest paint;
 * the others start loading once the first frame is on screen.
 */
export function EventImage({
  src,
  sizes,
  priority = false,
}: {
  src: string;
  /** The displayed width, as for `<img sizes>`. */
  sizes: string;
  priority?: boolean;
}) {
  // Every event picture is 16:9, offered at 640 and 1280 pixels wide.
  const width = 640;
  const height = 360;
  const primary = assetLoader({ src, width: width * 2 });
  const srcSet = `${assetLoader({ src, width })} ${width}w, ${primary} ${width * 2}w`;
  const [current, setCurrent] = useState(primary);
  const [failed, setFailed] = useState(false);

  // An error before hydration is caught on mount (checkEarlyError); nothing shifts either way.
  const fail = useCallback(() => {
    if (current !== src) setCurrent(src);
    else setFailed(true);
  }, [current, src]);

  const checkEarlyError = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.getAttribute("src") === current) fail();
    },
    [current, fail],
  );

  const onPrimary = current === primary;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a plain img so the fallback is ours
    <img
      ref={checkEarlyError}
      src={current}
      srcSet={onPrimary ? srcSet : undefined}
      sizes={onPrimary ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      data-fallback={current === src && !onPrimary ? "public" : undefined}
      data-failed={failed || undefined}
      onError={fail}
      {...(priority ? {} : afterFirstPaint)}
      className="aspect-video w-full bg-brand-100 object-cover dark:bg-slate-800"
    />
  );
}
