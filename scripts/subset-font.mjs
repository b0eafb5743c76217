#!/usr/bin/env node
// Writes app/fonts/PlusJakartaSans-site.woff2, the font every page preloads, from the full
// latin variable font (kept for scripts/campus-logo-glyphs.mjs and scripts/og-image.mjs, which
// need weight 300 and every glyph). The site font keeps only the weights the pages use and the
// characters its texts contain (app/fonts/site-subset.json): 27 KB becomes under 13 KB, so it
// arrives in the first round trip of its connection on a slow phone network instead of the
// second. (The Malayalam pages' faces are cut before every build: scripts/malayalam-font.mjs.)
// Writing it needs fontTools with brotli (Debian: apt-get install -y python3-fonttools
// python3-brotli); `npm install` and the build never run it, the output is checked in.
//   node scripts/subset-font.mjs          writes the site font
//   node scripts/subset-font.mjs --check  exits 1, naming file and character, when a text of
//                                         the site (scripts/text-files.mjs: app/, components/,
//                                         content/, data/, lib/) uses a character the site font
//                                         lacks: add it to "characters", run again
//   --texts <dir>                         checks the texts under <dir> instead (for the tests)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as fontkit from "fontkit";
import wawoff2 from "wawoff2";
import { malayalamSettings } from "./malayalam-font.mjs";
import { TEXT_DIRS, textFiles } from "./text-files.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const settings = JSON.parse(readFileSync(path.join(root, "app/fonts/site-subset.json"), "utf8"));
const malayalam = malayalamSettings();

/** Characters outside ASCII that the texts use and the site font has no glyph for. */
async function check(dirs) {
  const open = async (file) =>
    fontkit.create(Buffer.from(await wawoff2.decompress(readFileSync(path.join(root, file)))));
  const font = await open(settings.output);
  // Malayalam text is drawn by the Malayalam pages' font, cut from this one to the texts' glyphs.
  const malayalamFont = await open(malayalam.sources["400"]);
  const left = new Set(settings.systemFallback ?? "");
  const problems = [];
  for (const file of dirs.flatMap(textFiles)) {
    const missing = new Set();
    for (const character of readFileSync(file, "utf8")) {
      const code = character.codePointAt(0);
      const drawn = font.hasGlyphForCodePoint(code) || malayalamFont.hasGlyphForCodePoint(code);
      if (code > 0x7e && !left.has(character) && !drawn) {
        missing.add(character);
      }
    }
    for (const character of missing) {
      const code = character.codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
      problems.push(
        `${path.relative(root, file)}: "${character}" (U+${code}) is not in ${settings.output}`,
      );
    }
  }
  return problems;
}

if (process.argv.includes("--check")) {
  const at = process.argv.indexOf("--texts");
  const dirs =
    at > -1 ? [path.resolve(process.argv[at + 1])] : TEXT_DIRS.map((d) => path.join(root, d));
  const problems = await check(dirs);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      'Add these characters to "characters" in app/fonts/site-subset.json and run node scripts/subset-font.mjs.',
    );
    process.exit(1);
  }
  process.exit(0);
}
const python = process.env.PYTHON ?? "/usr/bin/python3";
const temporary = mkdtempSync(path.join(os.tmpdir(), "site-font-"));
const instance = path.join(temporary, "instance.ttf");

function run(args) {
  const result = spawnSync(python, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(
      `${python} ${args.slice(0, 2).join(" ")} failed: fontTools with brotli is needed ` +
        "(Debian: apt-get install -y python3-fonttools python3-brotli; or set PYTHON).",
    );
    process.exit(1);
  }
}

try {
  // The weight axis cut to the range the pages use (Tailwind's font-normal to font-extrabold).
  const [lightest, boldest] = settings.weights;
  run([
    "-m",
    "fontTools.varLib.instancer",
    settings.source,
    `wght=${lightest}:${boldest}`,
    "-o",
    instance,
  ]);
  run([
    "-m",
    "fontTools.subset",
    instance,
    `--unicodes=${settings.characters}`,
    "--flavor=woff2",
    `--output-file=${settings.output}`,
  ]);
  const size = statSync(path.join(root, settings.output)).size;
  console.log(`${settings.output}: ${size} bytes (weights ${lightest}–${boldest}).`);
} finally {
  rmSync(temporary, { recursive: true, force: true });
}
