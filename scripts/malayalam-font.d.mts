/** The settings in app/fonts/malayalam-subset.json: by weight, the full and the cut faces. */
export function malayalamSettings(): {
  sources: Record<string, string>;
  outputs: Record<string, string>;
};
/** Every run of Malayalam in the files under `dirs`, with the first file that holds it. */
export function malayalamTexts(dirs: string[]): Map<string, string>;
/** The two faces for `texts`: for each weight the woff2 bytes and the number of glyphs kept. */
export function malayalamFaces(
  texts: Map<string, string>,
  sources: Record<string, string>,
): Promise<Record<string, { woff2: Buffer; glyphs: number }>>;
/** The texts of `texts` that the woff2 face `cut` draws otherwise than `full`, each named with its file. */
export function drawnDifferently(
  texts: Map<string, string>,
  full: Uint8Array,
  cut: Uint8Array,
): Promise<string[]>;
/** The characters the woff2 face `woff2` maps to glyphs, in code point order. */
export function faceCharacters(woff2: Uint8Array): Promise<string>;
