/** @jest-environment node */
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  drawnDifferently,
  faceCharacters,
  malayalamFaces,
  malayalamTexts,
} from "../../scripts/malayalam-font.mjs";

const sources = JSON.parse(
  readFileSync(path.join(__dirname, "../../app/fonts/malayalam-subset.json"), "utf8"),
).sources as Record<string, string>;

test("the Malayalam runs of the texts, each with the first file that holds it", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "malayalam-texts-"));
  mkdirSync(path.join(dir, "pages"));
  writeFileSync(
    path.join(dir, "pages", "home.json"),
    '{"heading": "µLearn-ൽ ചേരൂ, ഒരുമിച്ച് പഠിക്കാം"}\n',
  );
  writeFileSync(path.join(dir, "words.ts"), 'export const join = "ചേരൂ"; // Join\n');
  writeFileSync(path.join(dir, "notes.txt"), "പഠനം\n");
  expect([...malayalamTexts([dir])]).toEqual([
    ["ൽ", expect.stringMatching(/pages\/home\.json$/)],
    ["ചേരൂ", expect.stringMatching(/pages\/home\.json$/)],
    ["ഒരുമിച്ച്", expect.stringMatching(/pages\/home\.json$/)],
    ["പഠിക്കാം", expect.stringMatching(/pages\/home\.json$/)],
  ]);
});

test("each face keeps the glyphs and characters of the texts alone, and draws them as the full face", async () => {
  // "ക്ഷ" is one conjunct glyph; "ന്റെ" a conjunct with a vowel sign before it.
  const texts = new Map([
    ["ക്ഷമ", "a.json"],
    ["ന്റെ", "b.json"],
  ]);
  const faces = await malayalamFaces(texts, sources);
  expect(Object.keys(faces)).toEqual(["400", "700"]);
  for (const { woff2, glyphs } of Object.values(faces)) {
    // .notdef, ക്ഷ, മ, ന്റ, െ: the full face has 273.
    expect(glyphs).toBe(5);
    expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2");
    expect(woff2.length).toBeLessThan(3_000);
    // The texts' characters and the dotted circle.
    expect(await faceCharacters(woff2)).toBe("കനമറഷെ്◌");
  }
});

test("a word keeps the forms of the pages' language and of none: ഇംപാക്ട് has ക്ട as one glyph in Malayalam", async () => {
  // lang="ml" picks the conjunct (Chromium shapes with the element's language); a Malayalam word
  // in an element of another language is drawn as ക, ്, ട. Both are kept.
  const faces = await malayalamFaces(new Map([["ഇംപാക്ട്", "content/i18n/ml-menus.json"]]), sources);
  // .notdef, ഇ, ം, പ, ാ, ്, then ക്ട for Malayalam, ക and ട for none.
  expect(faces["400"]!.glyphs).toBe(9);
  expect(faces["700"]!.glyphs).toBe(9);
});

test("a text the cut face would draw otherwise is named with its file", async () => {
  const faces = await malayalamFaces(new Map([["ക്ഷമ", "a.json"]]), sources);
  const full = readFileSync(path.join(__dirname, "../..", sources["400"]!));
  const cut = faces["400"]!.woff2;
  const texts = new Map([
    ["ക്ഷമ", "content/pages-ml/home.json"],
    ["ന്റെ", "content/i18n/ml.json"],
  ]);
  expect(await drawnDifferently(texts, full, cut)).toEqual([
    'content/i18n/ml.json: "ന്റെ" is drawn differently by the cut face',
  ]);
  expect(await drawnDifferently(texts, full, full)).toEqual([]);
});

test("the site's own texts give two faces that each fit a first round trip (14.6 KB)", async () => {
  const texts = malayalamTexts(
    ["app", "components", "content", "data", "lib"].map((dir) =>
      path.join(__dirname, "../..", dir),
    ),
  );
  expect(texts.size).toBeGreaterThan(1_000);
  const faces = await malayalamFaces(texts, sources);
  for (const { woff2 } of Object.values(faces)) expect(woff2.length).toBeLessThan(14_600);
});
