/**
 * The campus logo generator's browser side: what it loads on first use (the glyph table of one
 * weight, the published artwork files) and how a logo becomes a download (SVG as it is, PNG drawn
 * on a canvas). Kept out of the page's first script so a visitor who only reads pays nothing.
 */
import { logoArtwork, type ArtworkKey, type LogoType } from "@/data/campus-logo";
import type { Artwork } from "@/lib/campus-logo";
import type { GlyphTable } from "@/lib/glyph-table";

/** µLearn logos use the light weight, YIP logos the bold one. */
export function loadGlyphTable(type: LogoType): Promise<GlyphTable> {
  return type === "mulearn"
    ? import("@/lib/campus-logo-glyphs-light").then((module) => module.glyphTable)
    : import("@/lib/campus-logo-glyphs-bold").then((module) => module.glyphTable);
}

const artworkText = new Map<ArtworkKey, Promise<string>>();

/** Every artwork file's text, each fetched once; a failed fetch is forgotten so it can be retried. */
export async function loadArtwork(): Promise<Artwork> {
  const keys = Object.keys(logoArtwork) as ArtworkKey[];
  const texts = await Promise.all(
    keys.map((key) => {
      let text = artworkText.get(key);
      if (!text) {
        text = fetch(logoArtwork[key]).then((response) => {
          if (!response.ok) throw new Error(`${logoArtwork[key]} answered ${response.status}`);
          return response.text();
        });
        text.catch(() => artworkText.delete(key));
        artworkText.set(key, text);
      }
      return text;
    }),
  );
  return Object.fromEntries(keys.map((key, index) => [key, texts[index]])) as Artwork;
}

/** Hands `blob` to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The SVG drawn on a canvas `scale` times its size, as a PNG (transparent where the SVG is). */
export async function renderPng(svg: string, width: number, height: number, scale: number) {
  // A blob: URL, which the site's image policy allows (data: URLs it does not).
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
  const canvas = document.createElement("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw pictures.");
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be made."))),
      "image/png",
    ),
  );
}
