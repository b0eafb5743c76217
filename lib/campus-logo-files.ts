/**
 * The campus logo generator's browser side: what it loads on first use (the drawing code, the
 * glyph table of one weight, the published artwork files) and how a file is handed over (a PNG is
 * drawn by lib/campus-logo-png.ts, loaded when one is asked for). Kept out of the page's first
 * script so a visitor who only reads pays nothing.
 */
import { logoArtwork, type ArtworkKey, type LogoType } from "@/data/campus-logo";
import type { Artwork } from "@/lib/campus-logo";
import type { GlyphTable } from "@/lib/glyph-table";

export { buildCampusLogo, logoSpec } from "@/lib/campus-logo";

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
