import { youtube } from "@/data/site";

const youtubeIdPattern = /^[A-Za-z0-9_-]{11}$/;

function checkedId(id: string): string {
  if (!youtubeIdPattern.test(id)) throw new Error(`"${id}" is not a YouTube video id.`);
  return id;
}

/** The privacy-enhanced embed of a video, playing at once from `startSeconds`. */
export function youtubeEmbedUrl(id: string, startSeconds = 0): string {
  const url = new URL(`/embed/${checkedId(id)}`, youtube.embedOrigin);
  if (startSeconds > 0) url.searchParams.set("start", String(startSeconds));
  url.searchParams.set("autoplay", "1");
  return url.href;
}

/** The video's page on YouTube, from `startSeconds`. */
export function youtubeWatchUrl(id: string, startSeconds = 0): string {
  const url = new URL(`/${checkedId(id)}`, youtube.watchOrigin);
  if (startSeconds > 0) url.searchParams.set("t", String(startSeconds));
  return url.href;
}
