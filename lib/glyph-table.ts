/** One character's outline (SVG path data, y down, font units) and how far it moves the pen. */
export interface Glyph {
  advance: number;
  path: string;
}

/**
 * One weight of a font, reduced to the characters a tool draws (scripts/campus-logo-glyphs.mjs
 * writes them): outlines, kerning of the pairs that have any, and the metrics in font units.
 */
export interface GlyphTable {
  unitsPerEm: number;
  /** Height of a capital letter above the baseline. */
  capHeight: number;
  /** How far glyphs may reach below the baseline, as a positive number. */
  descent: number;
  glyphs: Readonly<Record<string, Glyph>>;
  kerning: Readonly<Record<string, number>>;
}
