/**
 * Drawing a campus logo as an SVG file. Loaded with the artwork on the tool's first use
 * (lib/campus-logo-files.ts): the page's first script checks the code with lib/campus-code.ts.
 */
import {
  BADGE_TEXT_COLOUR,
  badgeBackgrounds,
  logoTypes,
  mulearnForegrounds,
  yipVariants,
  type ArtworkKey,
  type BadgeBackground,
  type LogoShape,
  type LogoChoices,
  type MulearnForeground,
  type YipVariant,
} from "@/data/campus-logo";
import { checkCampusCode, splitGraphemes } from "@/lib/campus-code";
import type { GlyphTable } from "@/lib/glyph-table";

/** What to draw: a µLearn profile picture or transparent mark, or a YIP mark. */
export type LogoSpec =
  | {
      type: "mulearn";
      style: "profile";
      background: BadgeBackground;
      foreground: MulearnForeground;
      shape: LogoShape;
    }
  | { type: "mulearn"; style: "transparent"; foreground: MulearnForeground }
  | { type: "yip"; variant: YipVariant; shape: LogoShape };

/** The logo the choices describe, in `shape`; a transparent µLearn mark has no shape of its own. */
export function logoSpec(choices: LogoChoices, shape: LogoShape = choices.shape): LogoSpec {
  if (choices.type === "yip") return { type: "yip", variant: choices.yipVariant, shape };
  if (choices.style === "transparent") {
    return { type: "mulearn", style: "transparent", foreground: choices.foreground };
  }
  const { background, foreground } = choices;
  return { type: "mulearn", style: "profile", background, foreground, shape };
}

/** The text of each published artwork file (data/campus-logo.ts `logoArtwork`). */
export type Artwork = Readonly<Record<ArtworkKey, string>>;

export interface CampusLogo {
  svg: string;
  /** The size of the SVG (and of the PNG at 1x), in pixels. */
  width: number;
  height: number;
}

export type LogoResult = { ok: true; logo: CampusLogo } | { ok: false; message: string };

/** Text made safe inside SVG/XML elements and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const round = (value: number) => Number(value.toFixed(2));

/** A run of text as one path in font units (baseline at y 0), with its advance width. */
export function textOutline(graphemes: readonly string[], table: GlyphTable) {
  let pen = 0;
  const parts: string[] = [];
  graphemes.forEach((grapheme, index) => {
    const glyph = table.glyphs[grapheme];
    if (!glyph) throw new Error(`The logo font has no glyph for “${grapheme}”.`);
    // Glyph paths are absolute "x y" pairs, so moving a glyph right adds the pen to every x.
    parts.push(
      glyph.path.replace(/(-?\d+) (-?\d+)/g, (_, x, y) => `${round(Number(x) + pen)} ${y}`),
    );
    pen += glyph.advance + (table.kerning[grapheme + (graphemes[index + 1] ?? "")] ?? 0);
  });
  return { path: parts.join(""), width: pen };
}

interface TextBox {
  /** The font size wanted, and the smallest it may shrink to before the code is refused. */
  size: number;
  minSize: number;
  maxWidth: number;
  baseline: number;
  /** Where the text is anchored: its right end at `x`, or its middle at `x`. */
  align: "right" | "centre";
  x: number;
  fill: string;
}

/** The code drawn in `box`, shrunk to fit its width; null when it would have to be too small. */
function drawText(graphemes: readonly string[], table: GlyphTable, box: TextBox) {
  const { path, width } = textOutline(graphemes, table);
  const size = Math.min(box.size, (box.maxWidth * table.unitsPerEm) / width);
  if (size < box.minSize) return null;
  const scale = size / table.unitsPerEm;
  const left = box.align === "right" ? box.x - width * scale : box.x - (width * scale) / 2;
  return `<g transform="translate(${round(left)} ${box.baseline}) scale(${round(scale * 1e4) / 1e4})" fill="${box.fill}"><path d="${path}"/></g>`;
}

/** The inside of a published SVG file, its fills recoloured, placed in a box of the logo. */
function placeArtwork(
  file: string,
  box: { x: number; y: number; width: number; height: number },
  recolour: Readonly<Record<string, string>> = {},
) {
  const match = /^\s*<svg\b[^>]*\bviewBox="([^"]+)"[^>]*>([\s\S]*)<\/svg>\s*$/.exec(file);
  if (!match) throw new Error("The logo artwork is not an SVG file.");
  const [, viewBox = "", inner = ""] = match;
  const body = inner.replace(/fill="([^"]+)"/g, (whole, colour: string) =>
    recolour[colour] ? `fill="${recolour[colour]}"` : whole,
  );
  return `<svg x="${box.x}" y="${box.y}" width="${round(box.width)}" height="${round(box.height)}" viewBox="${viewBox}">${body}</svg>`;
}

const gradient = (id: string, [from, to]: readonly [string, string], box: string) =>
  `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" ${box}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

// The µLearn wordmark file is 726 × 168; the YIP file is 490 × 595.
const WORDMARK = { width: 726, height: 168 };
const YIP = { width: 490, height: 595 };
const BADGE = 1080;
const PIXELS = 512;

function wordmarkLayers(
  spec: Extract<LogoSpec, { type: "mulearn" }>,
  artwork: Artwork,
  origin: { x: number; y: number },
) {
  const foreground = mulearnForegrounds.find((option) => option.id === spec.foreground)!;
  const width = 720;
  const fill = foreground.gradient ? "url(#campus-logo-mark)" : foreground.fill;
  const mark = placeArtwork(
    artwork[foreground.artwork],
    { ...origin, width, height: (width * WORDMARK.height) / WORDMARK.width },
    fill ? { white: fill } : {},
  );
  const defs = foreground.gradient
    ? gradient("campus-logo-mark", foreground.gradient, 'x1="0" y1="0" x2="726" y2="168"')
    : "";
  return { mark, defs, foreground, right: origin.x + width };
}

/** The logo for a valid campus code, as an SVG file whose text is outlines of the site's font. */
export function buildCampusLogo(
  rawCode: string,
  spec: LogoSpec,
  artwork: Artwork,
  table: GlyphTable,
): LogoResult {
  const check = checkCampusCode(rawCode);
  if (!check.ok) return check;
  const graphemes = splitGraphemes(check.code);
  const label = `${logoTypes.find((type) => type.id === spec.type)!.label} campus logo: ${check.code}`;
  let size = { width: BADGE, height: BADGE };
  let layers: string;
  let defs = "";
  let text: string | null;

  if (spec.type === "mulearn") {
    // The wordmark's letters end 120 of its 168 units down; the code's baseline sits 129 below that.
    const profile = spec.style === "profile";
    const origin = profile ? { x: 180, y: 457 } : { x: 40, y: 40 };
    const word = wordmarkLayers(spec, artwork, origin);
    const baseline = origin.y + 119 + 129;
    const textFill = profile ? BADGE_TEXT_COLOUR : (word.foreground.fill ?? word.foreground.swatch);
    const gradientText = !profile && word.foreground.gradient;
    text = drawText(graphemes, table, {
      size: 100,
      minSize: 60,
      maxWidth: 720,
      baseline,
      align: "right",
      x: word.right,
      fill: gradientText ? "url(#campus-logo-text)" : textFill,
    });
    defs = word.defs;
    if (gradientText && text) {
      const { width } = textOutline(graphemes, table);
      defs += gradient(
        "campus-logo-text",
        word.foreground.gradient!,
        `x1="0" y1="${-table.capHeight}" x2="${width}" y2="0"`,
      );
    }
    if (profile) {
      const background = badgeBackgrounds.find((option) => option.id === spec.background)!;
      const stripes = placeArtwork(artwork.stripes, { x: 0, y: 0, width: BADGE, height: BADGE });
      layers = `<rect width="${BADGE}" height="${BADGE}" fill="${background.colour}"/>${stripes}${word.mark}`;
    } else {
      size = { width: 800, height: 350 };
      layers = word.mark;
    }
  } else {
    const variant = yipVariants.find((option) => option.id === spec.variant)!;
    const height = 600;
    const width = (height * YIP.width) / YIP.height;
    const mark = placeArtwork(
      artwork.yip,
      { x: round((BADGE - width) / 2), y: 110, width, height },
      variant.recolour,
    );
    layers = `<rect width="${BADGE}" height="${BADGE}" fill="${variant.background}"/>${mark}`;
    text = drawText(graphemes, table, {
      size: 110,
      minSize: 64,
      maxWidth: 760,
      baseline: 860,
      align: "centre",
      x: BADGE / 2,
      fill: variant.text,
    });
  }

  if (!text) {
    return {
      ok: false,
      message: `“${check.code}” is too wide for the logo: use a shorter code or narrower letters.`,
    };
  }
  const clipped = "shape" in spec && spec.shape === "round";
  if (clipped)
    defs += `<clipPath id="campus-logo-round"><circle cx="540" cy="540" r="540"/></clipPath>`;
  const content = `${layers}${text}`;
  const pixels = { width: PIXELS, height: Math.round((PIXELS * size.height) / size.width) };
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels.width}" height="${pixels.height}" viewBox="0 0 ${size.width} ${size.height}">` +
    `<title>${escapeXml(label)}</title>` +
    (defs ? `<defs>${defs}</defs>` : "") +
    (clipped ? `<g clip-path="url(#campus-logo-round)">${content}</g>` : content) +
    `</svg>`;
  return { ok: true, logo: { svg, ...pixels } };
}
