import type { Section } from "@/data/content-types";
import { uiText, type Lang } from "@/data/i18n";
import { youtubeEmbedUrl, youtubeWatchUrl } from "@/lib/video";
import { Card } from "@/components/ui/Card";
import { Lead } from "@/components/ui/Lead";
import { TextLink } from "@/components/ui/TextLink";
import { VideoPlayer } from "@/components/sections/VideoPlayer";
import { KeepPress } from "@/components/ui/KeepPress";

/** Video cards: a player that loads on press, the title and note, and a link to YouTube itself. */
export function VideosView({
  section,
  lang = "en",
}: {
  section: Extract<Section, { kind: "videos" }>;
  lang?: Lang;
}) {
  return (
    <>
      <Lead>{section.intro}</Lead>
      <KeepPress />
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {section.videos.map((video) => (
          <Card as="li" key={video.title} className="flex flex-col">
            <VideoPlayer
              title={video.title}
              src={youtubeEmbedUrl(video.youtubeId, video.startSeconds)}
              {...(lang === "en" ? {} : { play: uiText[lang].videos.play })}
            />
            <h3 className="mt-4 text-lg font-bold text-slate-950 dark:text-white">{video.title}</h3>
            {video.note ? (
              <p className="mt-1 text-slate-700 dark:text-slate-300">{video.note}</p>
            ) : null}
            <p className="mt-auto pt-4" data-pagefind-ignore="">
              <TextLink
                href={youtubeWatchUrl(video.youtubeId, video.startSeconds)}
                newWindow
                newWindowNote={uiText[lang].newWindow}
              >
                {uiText[lang].videos.watch}
              </TextLink>
            </p>
          </Card>
        ))}
      </ul>
    </>
  );
}
