import { youtubeEmbedUrl, youtubeWatchUrl } from "@/lib/video";

describe("a YouTube video's addresses", () => {
  test("the embed is privacy-enhanced, starts where asked and plays on load", () => {
    expect(youtubeEmbedUrl("oyvb4-decaY", 21)).toBe(
      "https://www.youtube-nocookie.com/embed/oyvb4-decaY?start=21&autoplay=1",
    );
    expect(youtubeEmbedUrl("oyvb4-decaY")).toBe(
      "https://www.youtube-nocookie.com/embed/oyvb4-decaY?autoplay=1",
    );
  });

  test("the watch link is YouTube's short link, with the start time", () => {
    expect(youtubeWatchUrl("oyvb4-decaY", 63)).toBe("https://youtu.be/oyvb4-decaY?t=63");
    expect(youtubeWatchUrl("oyvb4-decaY")).toBe("https://youtu.be/oyvb4-decaY");
  });

  test("something that is not a video id stops the build", () => {
    expect(() => youtubeEmbedUrl("../../evil")).toThrow('"../../evil" is not a YouTube video id.');
    expect(() => youtubeWatchUrl("oyvb4-decaY?x")).toThrow(/is not a YouTube video id/);
  });
});
