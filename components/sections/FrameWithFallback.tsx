import { Card } from "@/components/ui/Card";
import { newWindowProps } from "@/lib/links";
import { textLinkClass } from "@/components/ui/text-link-look";

interface FrameProps {
  /** What the frame shows, for its title and the fallback link ("the µLearn leaderboard"). */
  name: string;
  src: string;
  /** A CSS height, e.g. "700px" or "calc(100dvh - 4rem)". */
  height: string;
}

/**
 * A third-party frame: titled, lazy, sandboxed to what the providers need, sending only the origin
 * as referrer. Its failure cannot be detected, so text behind it and a link below are the way out.
 * Both are about the frame, not what it shows: the site search leaves them out (data-pagefind-ignore).
 */
export function FrameWithFallback({ name, src, height }: FrameProps) {
  return (
    <Card as="figure" padded={false} className="overflow-hidden">
      <div className="relative" style={{ height }}>
        <p
          data-pagefind-ignore=""
          className="absolute inset-0 flex items-center justify-center p-6 text-center text-slate-700 dark:text-slate-300"
        >
          Loading {name}… If it does not appear, use the link below to open it directly.
        </p>
        <iframe
          title={name.charAt(0).toUpperCase() + name.slice(1)}
          src={src}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-forms"
          referrerPolicy="strict-origin-when-cross-origin"
          className="relative size-full border-0"
        />
      </div>
      <figcaption
        data-pagefind-ignore=""
        className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300"
      >
        Not loading? {/* The link's text already says it opens a new tab. */}
        <a href={src} {...newWindowProps} className={textLinkClass}>
          Open {name} in a new tab
        </a>
      </figcaption>
    </Card>
  );
}
