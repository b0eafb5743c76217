#!/usr/bin/env node
// Build step before `next build` (and `next dev`): writes the Malayalam pages' two faces,
// app/fonts/generated/NotoSansMalayalam-{400,700}.woff2, from @fontsource/noto-sans-malayalam
// (app/fonts/malayalam-subset.json), keeping only the glyphs the site's own Malayalam texts are
// drawn with. A Malayalam word is built from a few letters and many conjunct forms, and the texts
// use 108 of the font's 273 glyphs: each face falls from 21.4 KB to under 12 KB, inside the first
// round trip of its connection on a slow phone network (docs/malayalam.md, "The font").
//
// The texts are read from the source folders on every build, so a word an editor adds is in the
// next build's font. Each text is shaped (HarfBuzz, the shaper Chromium uses) with the full face
// and with the cut one, and the build stops, naming the text, if any is drawn differently. Text a
// visitor types is drawn in the phone's own Malayalam font (app/globals.css).
//   node scripts/malayalam-font.mjs   writes the faces when their glyphs changed
import { readFileSync, mkdirSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import wawoff2 from "wawoff2";
import { TEXT_DIRS, textFiles } from "./text-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);

/** Malayalam letters and signs, with the joiners that choose a conjunct's form. */
const MALAYALAM_RUN = /[\u0d00-\u0d7f\u200c\u200d]+/g;
/** Kept whatever the texts hold: the shaper draws a lone vowel sign on the dotted circle. */
const ALWAYS = [0x25cc];

// hb_subset_flags_t (hb-subset.h)
const NO_HINTING = 0x1;
const NO_LAYOUT_CLOSURE = 0x200;
// hb_subset_sets_t
const GLYPH_SET = 0;
const UNICODE_SET = 1;
const LAYOUT_FEATURE_SET = 6;

/**
 * The settings in app/fonts/malayalam-subset.json: by weight, the full faces (`sources`) and the
 * cut ones (`outputs`).
 */
export function malayalamSettings() {
  return JSON.parse(readFileSync(path.join(root, "app/fonts/malayalam-subset.json"), "utf8"));
}

/** Every run of Malayalam in the files under `dirs`, with the first file that holds it. */
export function malayalamTexts(dirs) {
  const texts = new Map();
  for (const file of dirs.flatMap(textFiles)) {
    for (const [text] of readFileSync(file, "utf8").matchAll(MALAYALAM_RUN)) {
      if (!texts.has(text)) texts.set(text, path.relative(root, file));
    }
  }
  return texts;
}

/** HarfBuzz's shaper and subsetter, each a WebAssembly module of the harfbuzzjs package. */
async function harfbuzz() {
  const shaper = await require("harfbuzzjs");
  const wasm = readFileSync(require.resolve("harfbuzzjs/hb-subset.wasm"));
  const { instance } = await WebAssembly.instantiate(wasm);
  return { shaper, subsetter: instance.exports };
}

/**
 * The languages a Malayalam text is shaped for: the pages' own (`lang="ml"`, which selects the
 * face's Malayalam conjuncts: "ക്ട" is one glyph in it and two without it), and none, for a word
 * inside an element of another language.
 */
const LANGUAGES = ["ml", ""];

/** The glyphs, their outlines and their positions, as HarfBuzz shapes `text` with `font`. */
function shape(shaper, font, text, language) {
  const buffer = shaper.createBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  if (language) buffer.setLanguage(language);
  shaper.shape(font, buffer);
  const glyphs = buffer.json();
  buffer.destroy();
  return glyphs;
}

/** The face cut to `glyphs` and `codePoints`, every layout feature kept, no closure over them. */
function subset(subsetter, ttf, glyphs, codePoints) {
  const heap = () => new Uint8Array(subsetter.memory.buffer);
  const fontPointer = subsetter.malloc(ttf.byteLength);
  heap().set(ttf, fontPointer);
  const blob = subsetter.hb_blob_create(fontPointer, ttf.byteLength, 2 /* writable */, 0, 0);
  const face = subsetter.hb_face_create(blob, 0);
  subsetter.hb_blob_destroy(blob);
  const input = subsetter.hb_subset_input_create_or_fail();
  const glyphSet = subsetter.hb_subset_input_set(input, GLYPH_SET);
  for (const glyph of glyphs) subsetter.hb_set_add(glyphSet, glyph);
  const unicodeSet = subsetter.hb_subset_input_set(input, UNICODE_SET);
  for (const codePoint of codePoints) subsetter.hb_set_add(unicodeSet, codePoint);
  const features = subsetter.hb_subset_input_set(input, LAYOUT_FEATURE_SET);
  subsetter.hb_set_clear(features);
  subsetter.hb_set_invert(features);
  subsetter.hb_subset_input_set_flags(input, NO_HINTING | NO_LAYOUT_CLOSURE);
  const cut = subsetter.hb_subset_or_fail(face, input);
  subsetter.hb_subset_input_destroy(input);
  if (!cut) throw new Error("HarfBuzz could not cut the Malayalam face");
  const result = subsetter.hb_face_reference_blob(cut);
  const start = subsetter.hb_blob_get_data(result, 0);
  const bytes = heap().slice(start, start + subsetter.hb_blob_get_length(result));
  subsetter.hb_blob_destroy(result);
  subsetter.hb_face_destroy(cut);
  subsetter.hb_face_destroy(face);
  subsetter.free(fontPointer);
  return bytes;
}

/** Draws every text with both faces: the outlines and positions HarfBuzz gives must be the same. */
function differences(shaper, full, cut, texts) {
  const open = (ttf) => shaper.createFont(shaper.createFace(shaper.createBlob(ttf), 0));
  const [fullFont, cutFont] = [open(full), open(cut)];
  const drawing = (font, text, language) =>
    shape(shaper, font, text, language).map(
      (glyph) => `${font.glyphToPath(glyph.g)}|${glyph.ax},${glyph.dx},${glyph.dy}`,
    );
  const problems = [];
  for (const [text, file] of texts) {
    const drawnOtherwise = LANGUAGES.some(
      (language) =>
        drawing(fullFont, text, language).join(" ") !== drawing(cutFont, text, language).join(" "),
    );
    if (drawnOtherwise) problems.push(`${file}: "${text}" is drawn differently by the cut face`);
  }
  return problems;
}

const ttfOf = async (woff2) => new Uint8Array(await wawoff2.decompress(woff2));

/** The texts of `texts` that the woff2 face `cut` draws otherwise than `full`, each named with its file. */
export async function drawnDifferently(texts, full, cut) {
  const { shaper } = await harfbuzz();
  return differences(shaper, await ttfOf(full), await ttfOf(cut), texts);
}

/** The characters the woff2 face `woff2` maps to glyphs, in code point order. */
export async function faceCharacters(woff2) {
  const { shaper } = await harfbuzz();
  const face = shaper.createFace(shaper.createBlob(await ttfOf(woff2)), 0);
  return String.fromCodePoint(...[...face.collectUnicodes()].sort((a, b) => a - b));
}

/**
 * The two faces for `texts` (a map of text to the file it came from): for each weight the woff2
 * bytes and the number of glyphs kept.
 */
export async function malayalamFaces(texts, sources) {
  const { shaper, subsetter } = await harfbuzz();
  const codePoints = new Set(ALWAYS);
  for (const text of texts.keys()) for (const c of text) codePoints.add(c.codePointAt(0));
  const faces = {};
  for (const [weight, source] of Object.entries(sources)) {
    const full = await ttfOf(readFileSync(path.join(root, source)));
    const font = shaper.createFont(shaper.createFace(shaper.createBlob(full), 0));
    const glyphs = new Set([0]);
    for (const text of texts.keys()) {
      for (const language of LANGUAGES) {
        for (const glyph of shape(shaper, font, text, language)) glyphs.add(glyph.g);
      }
    }
    const cut = subset(subsetter, full, glyphs, codePoints);
    const problems = differences(shaper, full, cut, texts);
    if (problems.length > 0) throw new Error(problems.join("\n"));
    faces[weight] = { woff2: Buffer.from(await wawoff2.compress(cut)), glyphs: glyphs.size };
  }
  return faces;
}

/** Writes both faces for the texts of TEXT_DIRS, each only when its bytes changed. */
async function main() {
  const settings = malayalamSettings();
  const texts = malayalamTexts(TEXT_DIRS.map((dir) => path.join(root, dir)));
  const faces = await malayalamFaces(texts, settings.sources);
  for (const [weight, { woff2, glyphs }] of Object.entries(faces)) {
    const output = path.join(root, settings.outputs[weight]);
    mkdirSync(path.dirname(output), { recursive: true });
    // Unchanged bytes are not written again, so next's cache of the font stays valid.
    if (!existsSync(output) || !readFileSync(output).equals(woff2)) writeFileSync(output, woff2);
    console.log(
      `Malayalam font: ${settings.outputs[weight]}, ${glyphs} glyphs for ${texts.size} texts, ${woff2.length} bytes.`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`Malayalam font: ${error.message}`);
    process.exit(1);
  });
}
