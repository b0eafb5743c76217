// The Malayalam font a visitor's phone has, for the bench's browsers (scripts/bench.mjs).
//
// Every Android phone carries Noto Sans Malayalam, an iPhone Malayalam Sangam MN, Windows Nirmala
// UI: a Malayalam page's first visit is drawn in it (app/globals.css, `--font-malayalam-device`).
// A bare Linux machine such as the bench's has none. Chromium then searches the machine's fonts
// for every Malayalam run and finds nothing: on 30 November, at 6x CPU, /ml's style and layout to
// the load event held 523 such font lookups (136 of its 306 ms), against 32 (67 of 229 ms) once
// the machine had the font. That cost, and the empty boxes drawn instead of letters, is the bench
// machine's, not a visitor's (docs/performance.md, "The first layout's font lookups").
//
// So the bench writes the full Noto Sans Malayalam, regular and bold (the files the site's own cut
// is made from: `sources` in app/fonts/malayalam-subset.json), as TrueType files with a fontconfig
// file that adds them to the machine's own fonts, and points FONTCONFIG_FILE at it for the
// browsers it starts. The machine's fonts are not changed: `npm test` and the browser tests see
// the machine as it is.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import wawoff2 from "wawoff2";
import { malayalamSettings } from "./malayalam-font.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The machine's own fontconfig file: the one FONTCONFIG_FILE names, or the system's. */
export function systemFontConfig(env = process.env) {
  return env.FONTCONFIG_FILE || "/etc/fonts/fonts.conf";
}

/** A fontconfig file that keeps `systemConfig` and adds the fonts in `dir`. */
export function fontConfigText(systemConfig, dir) {
  const escape = (text) =>
    text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
    "<fontconfig>",
    `  <include ignore_missing="yes">${escape(systemConfig)}</include>`,
    `  <dir>${escape(dir)}</dir>`,
    `  <cachedir>${escape(path.join(dir, "cache"))}</cachedir>`,
    "</fontconfig>",
    "",
  ].join("\n");
}

/**
 * Writes the phone's Malayalam faces and their fontconfig file into `dir`, and returns the
 * file's path, for FONTCONFIG_FILE.
 */
export async function phoneFontConfig(dir, env = process.env) {
  mkdirSync(dir, { recursive: true });
  const { sources } = malayalamSettings();
  for (const [weight, source] of Object.entries(sources)) {
    const ttf = await wawoff2.decompress(readFileSync(path.join(root, source)));
    writeFileSync(path.join(dir, `NotoSansMalayalam-${weight}.ttf`), ttf);
  }
  const configFile = path.join(dir, "fonts.conf");
  writeFileSync(configFile, fontConfigText(systemFontConfig(env), dir));
  return configFile;
}
