/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fontConfigText, phoneFontConfig, systemFontConfig } from "../../scripts/bench-fonts.mjs";

/** A TrueType file's family and style names (name IDs 1 and 2, Windows Unicode records). */
function faceNames(ttf: Buffer): { family?: string; style?: string } {
  const tables = ttf.readUInt16BE(4);
  for (let i = 0; i < tables; i += 1) {
    const record = 12 + i * 16;
    if (ttf.toString("latin1", record, record + 4) !== "name") continue;
    const table = ttf.readUInt32BE(record + 8);
    const count = ttf.readUInt16BE(table + 2);
    const strings = table + ttf.readUInt16BE(table + 4);
    const names: { family?: string; style?: string } = {};
    for (let n = 0; n < count; n += 1) {
      const at = table + 6 + n * 12;
      const id = ttf.readUInt16BE(at + 6);
      if (ttf.readUInt16BE(at) !== 3 || ttf.readUInt16BE(at + 2) !== 1 || id < 1 || id > 2)
        continue;
      const start = strings + ttf.readUInt16BE(at + 10);
      const bytes = Buffer.from(ttf.subarray(start, start + ttf.readUInt16BE(at + 8)));
      names[id === 1 ? "family" : "style"] = bytes.swap16().toString("utf16le");
    }
    return names;
  }
  return {};
}

test("the machine's own fontconfig file is kept: the one FONTCONFIG_FILE names, else the system's", () => {
  expect(systemFontConfig({})).toBe("/etc/fonts/fonts.conf");
  expect(systemFontConfig({ FONTCONFIG_FILE: "/opt/fonts/local.conf" })).toBe(
    "/opt/fonts/local.conf",
  );
});

test("the fontconfig file adds the folder to the machine's fonts", () => {
  expect(fontConfigText("/etc/fonts/fonts.conf", "/tmp/a&b")).toBe(
    [
      '<?xml version="1.0"?>',
      '<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">',
      "<fontconfig>",
      '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
      "  <dir>/tmp/a&amp;b</dir>",
      "  <cachedir>/tmp/a&amp;b/cache</cachedir>",
      "</fontconfig>",
      "",
    ].join("\n"),
  );
});

test("the bench's browsers get Noto Sans Malayalam, regular and bold, as TrueType", async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-fonts-"));
  try {
    const configFile = await phoneFontConfig(dir, {});
    expect(configFile).toBe(path.join(dir, "fonts.conf"));
    expect(readFileSync(configFile, "utf8")).toContain(`<dir>${dir}</dir>`);
    for (const [file, style] of [
      ["NotoSansMalayalam-400.ttf", "Regular"],
      ["NotoSansMalayalam-700.ttf", "Bold"],
    ] as const) {
      const ttf = readFileSync(path.join(dir, file));
      // The sfnt version of a TrueType outline font: fontconfig reads it as is.
      expect(ttf.readUInt32BE(0)).toBe(0x00010000);
      expect(faceNames(ttf)).toEqual({ family: "Noto Sans Malayalam", style });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
